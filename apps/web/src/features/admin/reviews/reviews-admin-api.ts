import type { AdminReviewsPage, ReviewStatus } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** What narrows the list of reviews: the page, and the filters of the address. */
export interface ReviewListQuery {
  page: number;
  /** Only reviews of this many stars; null for any. */
  rating: number | null;
  productId: string | null;
  status: ReviewStatus | null;
  /** Only reviews some shopper reported. */
  reportedOnly: boolean;
}

export interface ReviewListReply extends AdminReviewsPage {
  success: true;
}

/** What the server says once a review is hidden, published or replied to. */
export interface ReviewActReply {
  success: true;
  message: string;
}

export const adminReviewsKey = {
  all: [...ADMIN_QUERY_KEY, 'reviews'] as const,
  lists: [...ADMIN_QUERY_KEY, 'reviews', 'list'] as const,
  list: (query: ReviewListQuery) => [...ADMIN_QUERY_KEY, 'reviews', 'list', query] as const,
};

const reviewPath = (reviewId: string) => `/api/admin/reviews/${encodeURIComponent(reviewId)}`;

/** One page of reviews, newest first, hidden ones too. */
export function fetchAdminReviews(
  { page, rating, productId, status, reportedOnly }: ReviewListQuery,
  signal?: AbortSignal,
): Promise<ReviewListReply> {
  const query = new URLSearchParams({ page: String(page) });
  if (rating !== null) query.set('rating', String(rating));
  if (productId) query.set('productId', productId);
  if (status) query.set('status', status);
  if (reportedOnly) query.set('reported', 'true');
  return adminFetch<ReviewListReply>(`/api/admin/reviews?${query}`, { signal });
}

/** Takes a published review off the product page; its author is shown the reason. */
export function hideReview(reviewId: string, reason: string): Promise<ReviewActReply> {
  return adminFetch<ReviewActReply>(`${reviewPath(reviewId)}/hide`, {
    method: 'PUT',
    body: { reason },
  });
}

/** Shows a hidden review again. */
export function publishReview(reviewId: string): Promise<ReviewActReply> {
  return adminFetch<ReviewActReply>(`${reviewPath(reviewId)}/publish`, { method: 'PUT' });
}

/** The shop's public reply under a review; an empty one removes it. */
export function replyToReview(reviewId: string, reply: string): Promise<ReviewActReply> {
  return adminFetch<ReviewActReply>(`${reviewPath(reviewId)}/reply`, {
    method: 'PUT',
    body: { reply },
  });
}
