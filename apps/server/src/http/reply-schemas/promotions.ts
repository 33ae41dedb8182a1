import { z } from 'zod';
import { OFFER_TYPES } from '@littleloom/shared';

/** The promotion a cart carries (AppliedCoupon, AppliedOffer in packages/shared). */
export const appliedCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  minPurchaseAmount: z.number(),
});

export const appliedOfferSchema = z.object({
  _id: z.string(),
  type: z.enum(OFFER_TYPES),
  offerCode: z.string().nullable(),
  offerDescription: z.string(),
  discount: z.number(),
});
