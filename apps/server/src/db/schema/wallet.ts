/** Shoppers' wallets and their ledger. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WALLET_TRANSACTION_TYPES } from '@littleloom/shared';
import { users } from './accounts';
import { updatedAt, id } from './columns';
import { orders } from './orders';
import { gatewayPayments } from './payments';

export const walletTxTypeEnum = pgEnum('wallet_transaction_type', WALLET_TRANSACTION_TYPES);

export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balancePaise} >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    /**
     * The order in which balances changed: taken when the line is written, under the wallet's row
     * lock, so a shopper's lines read in this order show each balance after the one before.
     * (`created_at` is when the transaction began, which concurrent ones do not keep in order.)
     */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    type: walletTxTypeEnum('type').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    gatewayPaymentId: uuid('gateway_payment_id').references(() => gatewayPayments.id),
    // The moment the line is written, under the wallet's lock: in step with `seq`.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({ columns: [t.userId], foreignColumns: [wallets.userId] }).onDelete('cascade'),
    check('wallet_transactions_amount_check', sql`${t.amountPaise} > 0`),
    check('wallet_transactions_balance_check', sql`${t.balanceAfterPaise} >= 0`),
    index('wallet_transactions_user_seq_idx').on(t.userId, t.seq),
    uniqueIndex('wallet_transactions_seq_key').on(t.seq),
    index('wallet_transactions_created_idx').on(t.createdAt),
  ],
);
