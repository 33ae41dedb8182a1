import { authFetch } from '../accounts/auth-fetch';

/** What shoppers say about others' reviews: helpful, or reported to the shop. */

const id = (value: string) => encodeURIComponent(value);

export interface HelpfulReply {
  success: true;
  message: string;
  /** The review's count with this vote; a second vote by the same shopper leaves it as it was. */
  helpfulCount: number;
}

export const markHelpfulRequest = (reviewId: string) =>
  authFetch<HelpfulReply>(`/api/reviews/${id(reviewId)}/helpful`, { method: 'POST' });

export const reportReviewRequest = (reviewId: string, reason: string) =>
  authFetch<{ success: true; message: string }>(`/api/reviews/${id(reviewId)}/report`, {
    method: 'POST',
    body: { reason },
  });
