import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  REVIEW_MESSAGES,
  type AdminProductReview,
  type AdminReviewListQuery,
  type AdminReviewsPage,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { orderItems, productReviews, products, reviewReports, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { changeRating } from './product-ratings';
import { toOwnReviewView } from './review-view';

/** Reviews the back office lists at a time. */
export const ADMIN_REVIEWS_PER_PAGE = PAGE_SIZE.adminReviews;

/**
 * The shop's side of reviews: every review newest first, hidden or not; hiding one with the
 * reason its author sees (it leaves the product's figures, and is never deleted), publishing it
 * again, and replying in public.
 */
export class AdminReviewService {
  constructor(private readonly db: Database) {}

  async list(query: AdminReviewListQuery): Promise<AdminReviewsPage> {
    const conditions: SQL[] = [];
    if (query.rating) conditions.push(eq(productReviews.rating, query.rating));
    if (query.productId !== undefined) {
      if (!isUuid(query.productId)) return { reviews: [], total: 0, page: query.page, pages: 0 };
      conditions.push(eq(productReviews.productId, query.productId));
    }
    if (query.status) conditions.push(eq(productReviews.status, query.status));
    if (query.reported !== undefined) {
      conditions.push(
        query.reported ? gt(productReviews.reportCount, 0) : eq(productReviews.reportCount, 0),
      );
    }
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          review: productReviews,
          size: orderItems.size,
          productName: products.name,
          colourName: products.colourName,
          colourHex: products.colourHex,
          authorName: users.name,
          authorEmail: users.email,
        })
        .from(productReviews)
        .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(ADMIN_REVIEWS_PER_PAGE)
        .offset((query.page - 1) * ADMIN_REVIEWS_PER_PAGE),
      this.db.select({ n: count() }).from(productReviews).where(where),
    ]);
    const reports = rows.length
      ? await this.db
          .select()
          .from(reviewReports)
          .where(
            inArray(
              reviewReports.reviewId,
              rows.map((row) => row.review.id),
            ),
          )
          .orderBy(asc(reviewReports.createdAt))
      : [];
    const total = counted?.n ?? 0;
    return {
      reviews: rows.map((row): AdminProductReview => ({
        ...toOwnReviewView(row),
        product: {
          _id: row.review.productId,
          name: row.productName,
          colour:
            row.colourName === null || row.colourHex === null
              ? null
              : { name: row.colourName, hex: row.colourHex },
        },
        author: { name: row.authorName, email: row.authorEmail },
        reportCount: row.review.reportCount,
        reports: reports
          .filter((report) => report.reviewId === row.review.id)
          .map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
      })),
      total,
      page: query.page,
      pages: Math.ceil(total / ADMIN_REVIEWS_PER_PAGE),
    };
  }

  /** Hides a published review with the reason its author is shown; its stars leave the figures. */
  async hide(reviewId: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const review = await this.lockedReview(tx, reviewId);
      if (review.status === 'hidden') throw conflict(REVIEW_MESSAGES.alreadyHidden);
      await tx
        .update(productReviews)
        .set({ status: 'hidden', hiddenReason: reason, updatedAt: new Date() })
        .where(eq(productReviews.id, reviewId));
      await changeRating(tx, review.productId, { reviews: -1, stars: -review.rating });
    });
  }

  /** Shows a hidden review again; its stars count again. */
  async publish(reviewId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const review = await this.lockedReview(tx, reviewId);
      if (review.status === 'published') throw conflict(REVIEW_MESSAGES.alreadyPublished);
      await tx
        .update(productReviews)
        .set({ status: 'published', hiddenReason: null, updatedAt: new Date() })
        .where(eq(productReviews.id, reviewId));
      await changeRating(tx, review.productId, { reviews: 1, stars: review.rating });
    });
  }

  /** The shop's public reply under the review; an empty one takes it away. */
  async reply(reviewId: string, reply: string): Promise<boolean> {
    const updated = isUuid(reviewId)
      ? await this.db
          .update(productReviews)
          .set(
            reply
              ? { shopReply: reply, shopRepliedAt: new Date() }
              : { shopReply: null, shopRepliedAt: null },
          )
          .where(eq(productReviews.id, reviewId))
          .returning({ id: productReviews.id })
      : [];
    if (updated.length === 0) throw notFound(REVIEW_MESSAGES.notFound);
    return reply !== '';
  }

  private async lockedReview(tx: Tx, reviewId: string) {
    const [review] = isUuid(reviewId)
      ? await tx.select().from(productReviews).where(eq(productReviews.id, reviewId)).for('update')
      : [];
    if (!review) throw notFound(REVIEW_MESSAGES.notFound);
    return review;
  }
}
