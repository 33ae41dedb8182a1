/**
 * Refunds of orders' items. Apart from orders.ts because a refund points at its wallet credit, and
 * a wallet transaction at its order.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { orders } from './orders';
import { walletTransactions } from './wallet';

/** One item's part of a refund: which item, and what of its value went back. */
export interface RefundedItem {
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  amountPaise: number;
}

/**
 * Money an order gave back to the shopper's wallet, one row per refund, written in the same
 * transaction as the wallet's credit: which items it was for and what each gave back, and the
 * delivery charge when it came back too. The order pages and the sales report read refunds here.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'cancelled' | 'returned'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Of the amount, the delivery charge given back with the last item. */
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    /** Null on refunds made before items were recorded with them. */
    items: jsonb('items').$type<RefundedItem[]>(),
    walletTransactionId: uuid('wallet_transaction_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('order_refunds_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'order_refunds_delivery_check',
      sql`${t.deliveryPaise} >= 0 AND ${t.deliveryPaise} <= ${t.amountPaise}`,
    ),
    check('order_refunds_reason_check', sql`${t.reason} IN ('cancelled', 'returned')`),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_created_idx').on(t.createdAt),
  ],
);
