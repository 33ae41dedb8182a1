import { and, desc, eq, inArray } from 'drizzle-orm';
import { RECEIVED_TRACKING_STATUSES, REVIEW_MESSAGES } from '@littleloom/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** Whether the shopper is a buyer of the product: the item that makes them one, or why not. */
export type ReviewEligibility =
  { item: { id: string; size: string }; refusal: null } | { item: null; refusal: string };

/**
 * The item that makes the shopper a buyer of the product: the latest one delivered to them and
 * not returned. A shopper who never received it, or sent it all back, gets the reason instead.
 */
export async function reviewEligibility(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<ReviewEligibility> {
  const items = await db
    .select({ id: orderItems.id, size: orderItems.size, status: orderItems.trackingStatus })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orderItems.trackingStatus, [...RECEIVED_TRACKING_STATUSES, 'RETURNED']),
      ),
    )
    .orderBy(desc(orderItems.deliveredAt), desc(orderItems.createdAt));
  const kept = items.find((item) => item.status !== 'RETURNED');
  if (kept) return { item: { id: kept.id, size: kept.size }, refusal: null };
  return {
    item: null,
    refusal: items.length > 0 ? REVIEW_MESSAGES.returned : REVIEW_MESSAGES.notBought,
  };
}

/** The item a review rests on; refuses, with the reason, a shopper who is not a buyer. */
export async function receivedItem(
  tx: Tx,
  userId: string,
  productId: string,
): Promise<{ id: string; size: string }> {
  const eligibility = await reviewEligibility(tx, userId, productId);
  if (eligibility.item) return eligibility.item;
  throw forbidden(eligibility.refusal);
}
