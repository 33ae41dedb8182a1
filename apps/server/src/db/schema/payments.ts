/** Card payments through the gateway: its orders, the payments captured, and webhooks applied. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt, id } from './columns';
import { orders } from './orders';

export const gatewayPurposeEnum = pgEnum('gateway_purpose', ['order', 'wallet_topup']);

/**
 * A gateway order is `created` (payable), `paid` (its payment was applied), `failed` (its last
 * attempt failed; the gateway still takes another) or `voided` (superseded by a newer one, or its
 * order closed: a payment that still arrives for it is given back).
 */
export const gatewayStatusEnum = pgEnum('gateway_status', ['created', 'paid', 'failed', 'voided']);

/**
 * What became of a captured payment: `applied` to its order or top-up; otherwise it is given back,
 * `refund_due` until the gateway confirms the refund (`refunded`), or `credited` to the shopper's
 * wallet when the gateway refuses to refund it.
 */
export const capturedPaymentOutcomeEnum = pgEnum('captured_payment_outcome', [
  'applied',
  'refund_due',
  'refunded',
  'credited',
]);

export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: id(),
    purpose: gatewayPurposeEnum('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's order id (Razorpay or the simulator). */
    gatewayOrderId: text('gateway_order_id').notNull(),
    /** Set once, when a verified payment is applied; unique so a payment is applied only once. */
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: gatewayStatusEnum('status').notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gateway_payments_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('gateway_payments_gateway_payment_key').on(t.gatewayPaymentId),
    check('gateway_payments_amount_check', sql`${t.amountPaise} > 0`),
    check('gateway_payments_order_check', sql`${t.purpose} <> 'order' OR ${t.orderId} IS NOT NULL`),
    index('gateway_payments_order_idx').on(t.orderId),
  ],
);

/**
 * Every payment the gateway captured, once (by its payment id): the one that paid its order or
 * top-up, and any other (a second capture, a payment of a superseded gateway order, of an order
 * already paid or cancelled), which is given back: refunded through the gateway, or credited to the
 * shopper's wallet when the gateway refuses. Nothing captured is kept without a row here.
 */
export const capturedPayments = pgTable(
  'captured_payments',
  {
    id: id(),
    /** The gateway order it paid (gateway_payments). */
    gatewayOrderRowId: uuid('gateway_order_row_id')
      .notNull()
      .references(() => gatewayPayments.id),
    /** The gateway's payment id (pay_…). */
    paymentId: text('payment_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    outcome: capturedPaymentOutcomeEnum('outcome').notNull(),
    /** Why a payment that was not applied is given back, in the shop's words. */
    reason: text('reason'),
    /** The gateway's refund id once it refunded the payment. */
    refundId: text('refund_id'),
    /** Tries at refunding through the gateway; the next may start at `nextAttemptAt`. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('captured_payments_payment_key').on(t.paymentId),
    check('captured_payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'captured_payments_reason_check',
      sql`(${t.outcome} = 'applied') = (${t.reason} IS NULL)`,
    ),
    index('captured_payments_order_idx').on(t.orderId),
    index('captured_payments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.outcome} = 'refund_due'`),
  ],
);

/** Webhook events already applied, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});
