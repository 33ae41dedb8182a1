/** Product reviews, the invitations to write them, and what shoppers say about them. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@littleloom/shared';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, updatedAt, id } from './columns';
import { orderItems } from './order-items';
import { orders } from './orders';

export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

/**
 * A buyer's review of a product they received: one per shopper and product. Published at once;
 * the shop can hide one (with the reason its author is shown) but never deletes it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The delivered item that made the author a buyer: the size shown beside the review. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The name as the author chose to show it. */
    reviewerName: text('reviewer_name').notNull(),
    status: reviewStatusEnum('status').notNull().default('published'),
    /** Why the shop hid it, as its author is told. */
    hiddenReason: text('hidden_reason'),
    /** The shop's public answer, shown under the review. */
    shopReply: text('shop_reply'),
    shopRepliedAt: timestamp('shop_replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'product_reviews_hidden_check',
      sql`(${t.status} = 'hidden') = (${t.hiddenReason} IS NOT NULL)`,
    ),
    check('product_reviews_counts_check', sql`${t.helpfulCount} >= 0 AND ${t.reportCount} >= 0`),
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    // A product's reviews as shoppers page through them: newest, or most helpful, first.
    index('product_reviews_product_new_idx')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The invitation to review an order's items, recorded when the first of them is delivered: at
 * most one per order, however many deliveries it comes in.
 */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A shopper's hidden review of a product that they deleted: their next review of it is written
 * hidden, with this reason, until the shop publishes it, so deleting and writing again cannot
 * undo the shop's decision.
 */
export const reviewHolds = pgTable(
  'review_holds',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hiddenReason: text('hidden_reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

/** "Helpful": one per shopper and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A report of a review, with its reason: one per shopper and review, however often sent. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
