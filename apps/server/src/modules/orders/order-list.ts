import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PlacedOrder } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { toPlacedOrder } from './order-view';

/** The most orders one list reply carries (the orders pages page through them on the client). */
const MAX_LISTED = 200;

/** A shopper's own orders, newest first, each with its lines. */
export async function listOwnOrders(db: Database, userId: string): Promise<PlacedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(MAX_LISTED);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  return rows.map((row) =>
    toPlacedOrder(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}
