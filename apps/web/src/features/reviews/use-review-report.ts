import { useMutation } from '@tanstack/react-query';
import { reportReviewRequest } from './review-feedback-api';

/** Reports a review to the shop with the shopper's reason; the server counts one per shopper. */
export const useReviewReport = (reviewId: string) =>
  useMutation({ mutationFn: (reason: string) => reportReviewRequest(reviewId, reason) });
