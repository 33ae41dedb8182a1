import { z } from '../zod';
import { REVIEW_STATUSES, SHOP_NAME } from '../constants';
import { controlCharacterMessage, isPlainText } from './text';
import { isReservedName } from './reserved-names';

/** How long each part of a review may be, in characters. */
export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 2_000,
  nameMin: 2,
  nameMax: 40,
  reasonMin: 5,
  reasonMax: 300,
  replyMax: 1_000,
  /** Reviews a product page shows at a time. */
  perPage: 5,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose from 1 to 5 stars',
  titleLength: `Give your review a title of ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters`,
  bodyLength: `Write ${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax} characters about the product`,
  nameLength: `Show a name of ${REVIEW_LIMITS.nameMin} to ${REVIEW_LIMITS.nameMax} characters`,
  nameReserved: `Choose a name of your own: names that read as ${SHOP_NAME} or its staff are kept for the shop`,
  reasonLength: `Say why in ${REVIEW_LIMITS.reasonMin} to ${REVIEW_LIMITS.reasonMax} characters`,
  replyLength: `Write a reply of 1 to ${REVIEW_LIMITS.replyMax} characters`,
  notBought: 'You can review a product once it has been delivered to you',
  returned: 'You returned this product, so it cannot be reviewed',
  alreadyReviewed: 'You have already reviewed this product; you can edit your review instead',
  notFound: 'Review not found',
  ownHelpful: 'You cannot mark your own review as helpful',
  ownReport: 'You cannot report your own review; you can edit or delete it instead',
  productNotFound: 'Product not found',
  added: 'Thank you for your review',
  updated: 'Your review has been updated',
  deleted: 'Your review has been deleted',
  markedHelpful: 'Marked as helpful',
  reported: 'Thanks. We will look at this review.',
  hidden: 'The review is hidden',
  published: 'The review is published',
  replied: 'Your reply is shown under the review',
  replyRemoved: 'Your reply is removed',
  alreadyHidden: 'The review is hidden already',
  alreadyPublished: 'The review is published already',
} as const;

const reviewText = (min: number, max: number, message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(isPlainText, controlCharacterMessage(label));

/** A review as a buyer writes or edits it. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: reviewText(
    REVIEW_LIMITS.titleMin,
    REVIEW_LIMITS.titleMax,
    REVIEW_MESSAGES.titleLength,
    'Title',
  ),
  body: reviewText(
    REVIEW_LIMITS.bodyMin,
    REVIEW_LIMITS.bodyMax,
    REVIEW_MESSAGES.bodyLength,
    'Review',
  ),
  reviewerName: reviewText(
    REVIEW_LIMITS.nameMin,
    REVIEW_LIMITS.nameMax,
    REVIEW_MESSAGES.nameLength,
    'Name',
  ).refine((name) => !isReservedName(name), REVIEW_MESSAGES.nameReserved),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A page of a product's reviews. */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(REVIEW_SORTS).default('newest'),
});

/** Reporting a review: the reason is required. */
export const reviewReportSchema = z.object({
  reason: reviewText(
    REVIEW_LIMITS.reasonMin,
    REVIEW_LIMITS.reasonMax,
    REVIEW_MESSAGES.reasonLength,
    'Reason',
  ),
});

/** Hiding a review: the reason its author will be shown. */
export const reviewHideSchema = z.object({
  reason: reviewText(
    REVIEW_LIMITS.reasonMin,
    REVIEW_LIMITS.reasonMax,
    REVIEW_MESSAGES.reasonLength,
    'Reason',
  ),
});

/** The shop's public reply; empty takes it away. */
export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyLength })
    .trim()
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyLength)
    .refine(isPlainText, controlCharacterMessage('Reply')),
});

/** The back office's list of reviews: newest first, narrowed by any of these. */
export const adminReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  productId: z.string().max(64).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  reported: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const REVIEW_UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid.',
  stopped: `You will not get review invitations from ${SHOP_NAME} any more.`,
} as const;

/** Stopping review invitations from a mail's link: the signed token stands in for signing in. */
export const reviewUnsubscribeSchema = z.object({
  token: z
    .string({ error: REVIEW_UNSUBSCRIBE_MESSAGES.invalidLink })
    .trim()
    .min(1, REVIEW_UNSUBSCRIBE_MESSAGES.invalidLink)
    .max(200, REVIEW_UNSUBSCRIBE_MESSAGES.invalidLink),
});
export type ReviewUnsubscribe = z.infer<typeof reviewUnsubscribeSchema>;
