import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type OwnProductReview,
  type OwnReviewState,
  type ProductReviewsPage,
  type ReviewInput,
  type ReviewSort,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { liveProduct } from '../../db/live-product';
import {
  orderItems,
  productReviews,
  products,
  reviewHelpfulVotes,
  reviewHolds,
  reviewReports,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { changeRating } from './product-ratings';
import { receivedItem, reviewEligibility } from './review-eligibility';
import { reviewColumns, toOwnReviewView, toReviewView } from './review-view';

const published = eq(productReviews.status, 'published');

/**
 * Reviews by buyers: a shopper who received a product writes one review of it, edits or deletes
 * it; anyone signed in marks others' reviews helpful once and reports them once, never their own.
 * A review the shop hid stays hidden through its author deleting it and writing again, until the
 * shop publishes it. Each change and the product's count and average it moves are written in one
 * transaction.
 */
export class ReviewService {
  constructor(private readonly db: Database) {}

  async write(userId: string, productId: string, input: ReviewInput): Promise<OwnProductReview> {
    return this.db.transaction(async (tx) => {
      await this.liveProduct(tx, productId);
      const item = await receivedItem(tx, userId, productId);
      const [hold] = await tx
        .select({ hiddenReason: reviewHolds.hiddenReason })
        .from(reviewHolds)
        .where(and(eq(reviewHolds.productId, productId), eq(reviewHolds.userId, userId)))
        .for('update');
      const [created] = await tx
        .insert(productReviews)
        .values({
          productId,
          userId,
          orderItemId: item.id,
          ...input,
          ...(hold && { status: 'hidden' as const, hiddenReason: hold.hiddenReason }),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      if (hold) {
        // The review now carries the shop's decision; publishing it is the shop's to do.
        await tx
          .delete(reviewHolds)
          .where(and(eq(reviewHolds.productId, productId), eq(reviewHolds.userId, userId)));
      } else {
        await changeRating(tx, productId, { reviews: 1, stars: input.rating });
      }
      return toOwnReviewView({ review: created, size: item.size });
    });
  }

  /** The author's own review of the product, hidden or not; undefined when they wrote none. */
  async own(userId: string, productId: string): Promise<OwnProductReview | undefined> {
    if (!isUuid(productId)) return undefined;
    const [row] = await this.db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
    return row && toOwnReviewView(row);
  }

  /**
   * The caller's own review of the product, or whether they may write one: refused for the
   * reasons and in the order a write would be (the product gone, not a buyer).
   */
  async ownState(userId: string, productId: string): Promise<OwnReviewState> {
    const review = await this.own(userId, productId);
    if (review) return { review, canReview: false, cannotReviewReason: null };
    if (!(await this.findLiveProduct(this.db, productId))) {
      return {
        review: null,
        canReview: false,
        cannotReviewReason: REVIEW_MESSAGES.productNotFound,
      };
    }
    const { refusal } = await reviewEligibility(this.db, userId, productId);
    return { review: null, canReview: refusal === null, cannotReviewReason: refusal };
  }

  /** The author edits their review; a hidden one stays hidden, and its stars count only when shown. */
  async edit(userId: string, reviewId: string, input: ReviewInput): Promise<OwnProductReview> {
    return this.db.transaction(async (tx) => {
      const before = await this.ownForUpdate(tx, userId, reviewId);
      const [after] = await tx
        .update(productReviews)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(productReviews.id, reviewId))
        .returning();
      if (!after) throw notFound(REVIEW_MESSAGES.notFound);
      if (before.status === 'published') {
        await changeRating(tx, before.productId, {
          reviews: 0,
          stars: input.rating - before.rating,
        });
      }
      const [size] = await tx
        .select({ size: orderItems.size })
        .from(orderItems)
        .where(eq(orderItems.id, after.orderItemId));
      return toOwnReviewView({ review: after, size: size?.size ?? '' });
    });
  }

  async remove(userId: string, reviewId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const review = await this.ownForUpdate(tx, userId, reviewId);
      await tx.delete(productReviews).where(eq(productReviews.id, reviewId));
      if (review.status === 'published') {
        await changeRating(tx, review.productId, { reviews: -1, stars: -review.rating });
      } else {
        const hiddenReason = review.hiddenReason ?? '';
        await tx
          .insert(reviewHolds)
          .values({ productId: review.productId, userId, hiddenReason })
          .onConflictDoUpdate({
            target: [reviewHolds.productId, reviewHolds.userId],
            set: { hiddenReason },
          });
      }
    });
  }

  /** One "Helpful" per shopper and review, never on one's own; a second changes nothing. */
  async markHelpful(userId: string, reviewId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const review = await this.publishedReview(tx, reviewId);
      if (review.userId === userId) throw badRequest(REVIEW_MESSAGES.ownHelpful);
      const added = await tx
        .insert(reviewHelpfulVotes)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      if (added.length === 0) return review.helpfulCount;
      const [counted] = await tx
        .update(productReviews)
        .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
        .where(eq(productReviews.id, reviewId))
        .returning({ helpfulCount: productReviews.helpfulCount });
      return counted?.helpfulCount ?? review.helpfulCount + 1;
    });
  }

  /** A report with its reason; the same shopper reporting again counts once, the author never. */
  async report(userId: string, reviewId: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const review = await this.publishedReview(tx, reviewId);
      if (review.userId === userId) throw forbidden(REVIEW_MESSAGES.ownReport);
      const added = await tx
        .insert(reviewReports)
        .values({ reviewId, userId, reason })
        .onConflictDoNothing()
        .returning({ reviewId: reviewReports.reviewId });
      if (added.length === 0) return;
      await tx
        .update(productReviews)
        .set({ reportCount: sql`${productReviews.reportCount} + 1` })
        .where(eq(productReviews.id, reviewId));
    });
  }

  /** A page of the product's published reviews, with its count, average and stars. */
  async page(productId: string, page: number, sort: ReviewSort): Promise<ProductReviewsPage> {
    const product = await this.liveProduct(this.db, productId);
    const rows = await this.db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
      .where(and(eq(productReviews.productId, productId), published))
      .orderBy(
        ...(sort === 'helpful' ? [desc(productReviews.helpfulCount)] : []),
        desc(productReviews.createdAt),
        desc(productReviews.id),
      )
      .limit(REVIEW_LIMITS.perPage)
      .offset((page - 1) * REVIEW_LIMITS.perPage);
    const byStars = await this.db
      .select({ stars: productReviews.rating, count: count() })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), published))
      .groupBy(productReviews.rating);
    return {
      reviews: rows.map(toReviewView),
      page,
      pages: Math.ceil(product.reviewCount / REVIEW_LIMITS.perPage),
      averageRating: product.reviewCount > 0 ? product.ratingTenths / 10 : null,
      reviewCount: product.reviewCount,
      starCounts: [1, 2, 3, 4, 5].map((stars) => ({
        stars,
        count: byStars.find((row) => row.stars === stars)?.count ?? 0,
      })),
    };
  }

  private async liveProduct(db: Database | Tx, productId: string) {
    const product = await this.findLiveProduct(db, productId);
    if (!product) throw notFound(REVIEW_MESSAGES.productNotFound);
    return product;
  }

  /** The product while it is on sale (neither it nor its category deleted). */
  private async findLiveProduct(db: Database | Tx, productId: string) {
    const [product] = isUuid(productId)
      ? await db
          .select({ reviewCount: products.reviewCount, ratingTenths: products.ratingTenths })
          .from(products)
          .where(and(eq(products.id, productId), ...liveProduct))
      : [];
    return product;
  }

  /** The caller's own review, locked until the transaction ends; another's is not found. */
  private async ownForUpdate(tx: Tx, userId: string, reviewId: string) {
    const [review] = isUuid(reviewId)
      ? await tx
          .select()
          .from(productReviews)
          .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
          .for('update')
      : [];
    if (!review) throw notFound(REVIEW_MESSAGES.notFound);
    return review;
  }

  private async publishedReview(tx: Tx, reviewId: string) {
    const [review] = isUuid(reviewId)
      ? await tx
          .select()
          .from(productReviews)
          .where(and(eq(productReviews.id, reviewId), published))
      : [];
    if (!review) throw notFound(REVIEW_MESSAGES.notFound);
    return review;
  }
}
