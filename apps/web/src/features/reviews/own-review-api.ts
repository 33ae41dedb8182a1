import type { OwnProductReview, OwnReviewState, ReviewInput } from '@littleloom/shared';
import { authFetch } from '../accounts/auth-fetch';

/** The shopper's own review of a product: read, written, edited, deleted. */

const id = (value: string) => encodeURIComponent(value);

interface OwnReviewStateReply extends OwnReviewState {
  success: true;
}

export interface OwnReviewReply {
  success: true;
  message: string;
  review: OwnProductReview;
}

interface DoneReply {
  success: true;
  message: string;
}

/** Their review of the product, or whether they may write one and why not. */
export async function fetchOwnReviewState(
  productId: string,
  signal?: AbortSignal,
): Promise<OwnReviewState> {
  const { review, canReview, cannotReviewReason } = await authFetch<OwnReviewStateReply>(
    `/api/products/${id(productId)}/reviews/mine`,
    { signal },
  );
  return { review, canReview, cannotReviewReason };
}

export const writeReviewRequest = (productId: string, input: ReviewInput) =>
  authFetch<OwnReviewReply>(`/api/products/${id(productId)}/reviews`, {
    method: 'POST',
    body: input,
  });

export const editReviewRequest = (reviewId: string, input: ReviewInput) =>
  authFetch<OwnReviewReply>(`/api/reviews/${id(reviewId)}`, { method: 'PUT', body: input });

export const deleteReviewRequest = (reviewId: string) =>
  authFetch<DoneReply>(`/api/reviews/${id(reviewId)}`, { method: 'DELETE' });
