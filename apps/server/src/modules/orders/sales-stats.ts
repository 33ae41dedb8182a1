import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** Items that did not end in a sale: cancelled, or sent back and refunded. */
const UNSOLD_ITEM_STATUSES = ['CANCELLED', 'RETURNED'] as const;

/**
 * Units sold per product, as a query other modules use as a subquery or CTE: items of orders whose
 * payment did not fail, less cancelled and returned items. Columns: product_id, units_sold.
 */
export function unitsSoldByProduct(db: DbOrTx) {
  return db
    .select({
      productId: orderItems.productId,
      unitsSold: sql<number>`sum(${orderItems.quantity})::int`.as('units_sold'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        notInArray(orderItems.trackingStatus, [...UNSOLD_ITEM_STATUSES]),
        sql`${orders.paymentStatus} <> 'Failed'`,
      ),
    )
    .groupBy(orderItems.productId);
}
