import { z } from 'zod';
import { REVIEW_STATUSES } from '@littleloom/shared';

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  reviewerName: z.string(),
  size: z.string().describe('The size of the delivered item that made the author a buyer'),
  verifiedPurchase: z.literal(true),
  helpfulCount: z.number(),
  shopReply: z.string().nullable(),
  shopRepliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable().describe('Why the shop hid it; null while it is published'),
});
