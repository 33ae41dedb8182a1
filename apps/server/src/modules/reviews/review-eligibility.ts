import { and, desc, eq, inArray } from 'drizzle-orm';
import { REVIEW_MESSAGES, type TrackingStatus } from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** Delivered and kept: the item reached the shopper and has not come back. */
const RECEIVED: TrackingStatus[] = [
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
];

/**
 * The item that makes the shopper a buyer of the product: the latest one delivered to them and
 * not returned. Refuses, with the reason, a shopper who never received it or sent it all back.
 */
export async function receivedItem(
  tx: Tx,
  userId: string,
  productId: string,
): Promise<{ id: string; size: string }> {
  const items = await tx
    .select({ id: orderItems.id, size: orderItems.size, status: orderItems.trackingStatus })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orderItems.trackingStatus, [...RECEIVED, 'RETURNED']),
      ),
    )
    .orderBy(desc(orderItems.deliveredAt), desc(orderItems.createdAt));
  const kept = items.find((item) => item.status !== 'RETURNED');
  if (kept) return kept;
  throw forbidden(items.length > 0 ? REVIEW_MESSAGES.returned : REVIEW_MESSAGES.notBought);
}
