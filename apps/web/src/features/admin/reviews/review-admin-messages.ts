import { formatShopInstant, type ReviewStatus } from '@littleloom/shared';

/** What the Reviews screen says when the server could not do what was asked. */
export const REVIEW_ADMIN_MSG = {
  fetchFailed: 'Could not load the reviews',
  hideFailed: 'Could not hide the review',
  publishFailed: 'Could not publish the review',
  replyFailed: 'Could not save the reply',
} as const;

/** Each status in words; the API's values stay in the requests and the address. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Published',
  hidden: 'Hidden',
};

/** "3 Mar 2026": when a review, reply or report was written, in the shop's time. */
export const reviewDay = (at: string) => formatShopInstant(at, 'date');

/** How a review is named in a dialog's title or a button's name: “Soft and warm” by Asha. */
export const reviewName = (review: { title: string; reviewerName: string }) =>
  `“${review.title}” by ${review.reviewerName}`;
