import type { OwnProductReview, ProductReview } from '@littleloom/shared';
import { orderItems, productReviews } from '../../db/schema';

/** Columns read for a review as shown: the review and the size of the item bought. */
export const reviewColumns = { review: productReviews, size: orderItems.size };

export interface ReviewRow {
  review: typeof productReviews.$inferSelect;
  size: string;
}

export function toReviewView({ review, size }: ReviewRow): ProductReview {
  return {
    _id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    reviewerName: review.reviewerName,
    size,
    verifiedPurchase: true,
    helpfulCount: review.helpfulCount,
    shopReply: review.shopReply,
    shopRepliedAt: review.shopRepliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

export const toOwnReviewView = (row: ReviewRow): OwnProductReview => ({
  ...toReviewView(row),
  status: row.review.status,
  hiddenReason: row.review.hiddenReason,
});
