import type { ProductReviewsPage } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markHelpfulRequest } from './review-feedback-api';
import { reviewKeys } from './reviews-api';

/**
 * Marks another shopper's review helpful. The server counts one vote per shopper (a second one
 * answers the same count), and its count is written into every cached page that shows the review.
 */
export function useHelpfulVote(productId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markHelpfulRequest(reviewId),
    onSuccess: ({ helpfulCount }) => {
      queryClient.setQueriesData<ProductReviewsPage>(
        { queryKey: reviewKeys.pages(productId) },
        (page) =>
          page && {
            ...page,
            reviews: page.reviews.map((review) =>
              review._id === reviewId ? { ...review, helpfulCount } : review,
            ),
          },
      );
    },
  });
}
