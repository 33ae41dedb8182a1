import type { Tx } from '../../db/client';

/** A coupon or an offer, by id. */
export type PromotionRef = { couponId: string } | { offerId: string };

/**
 * Whoever holds coupons and offers before an order uses them (the carts). Deleting a promotion
 * tells them in the same transaction, so no cart keeps a promotion that is gone.
 */
export interface PromotionHolders {
  forget(tx: Tx, promotion: PromotionRef): Promise<void>;
}
