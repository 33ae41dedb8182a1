/** Orders, their numbers, the coupons they used and the replies kept for repeated requests. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@littleloom/shared';
import { users } from './accounts';
import { createdAt, updatedAt, id } from './columns';
import { offers, coupons } from './promotions';

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** GST on an amount, as it was worked out when the order was placed (paise, basis points). */
export interface TaxSnapshot {
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface AddressSnapshot {
  fullname: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Numbers orders for people: LL-2611-00042 (year and month, then a count that only grows). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number')
      .notNull()
      .default(
        sql`'LL-' || to_char(now(), 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 5, '0')`,
      ),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('Pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    finalPricePaise: integer('final_price_paise').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    offerId: uuid('offer_id').references(() => offers.id),
    refundProcessed: boolean('refund_processed').notNull().default(false),
    /** Card orders left unpaid past this moment are cancelled and their stock released. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /**
     * Where the goods are supplied (the delivery address's state) and the seller's state when the
     * order was placed: the same state means CGST and SGST, another IGST. Null on orders placed
     * before the shop recorded tax, and the seller's state while its details were not set up.
     */
    placeOfSupply: text('place_of_supply'),
    sellerState: text('seller_state'),
    /** The delivery charge's GST, taxed with the goods at the principal line's rate. */
    deliveryTax: jsonb('delivery_tax').$type<TaxSnapshot>(),
    /** The tax invoice's serial, given when the first item ships; null until then. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 AND ${t.discountPaise} >= 0 AND ${t.deliveryChargePaise} >= 0`,
    ),
    check('orders_discount_le_subtotal_check', sql`${t.discountPaise} <= ${t.subtotalPaise}`),
    check(
      'orders_final_price_check',
      sql`${t.finalPricePaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryChargePaise}`,
    ),
    check('orders_quantity_check', sql`${t.totalQuantity} >= 1`),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    check('orders_invoice_check', sql`(${t.invoiceNumber} IS NULL) = (${t.invoicedAt} IS NULL)`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} IN ('Pending', 'Processing', 'Failed')`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

/**
 * Replies to requests sent with an Idempotency-Key, so a repeat (a double-pressed Pay Now, a retry
 * after a dropped connection) is answered with the first reply instead of being applied again.
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which call the key belongs to, e.g. `orders.create`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotent_replies_created_idx').on(t.createdAt),
  ],
);
