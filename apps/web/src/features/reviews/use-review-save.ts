import type { OwnReviewState, ReviewInput } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useShopperId } from '../accounts/use-session';
import { editReviewRequest, writeReviewRequest } from './own-review-api';
import { refreshAfterReviewChange } from './review-changed';
import { reviewKeys } from './reviews-api';

export interface ReviewSave {
  /** The review being edited; none for a new one. */
  reviewId?: string;
  input: ReviewInput;
}

/**
 * Writes the shopper's review of the product, or saves their edit of it. The server's reply is
 * their review as it now stands, shown at once; its words are toasted. A refusal leaves the form
 * open to say why (see useOwnReviewRefresh for what follows).
 */
export function useReviewSave(productId: string) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useMutation({
    mutationFn: ({ reviewId, input }: ReviewSave) =>
      reviewId ? editReviewRequest(reviewId, input) : writeReviewRequest(productId, input),
    onSuccess: (reply) => {
      queryClient.setQueryData<OwnReviewState>(reviewKeys.own(productId, userId), {
        review: reply.review,
        canReview: false,
        cannotReviewReason: null,
      });
      refreshAfterReviewChange(queryClient, productId);
      toast.success(reply.message);
    },
  });
}

/**
 * Reads the shopper's review state again: after a refusal, once they close the form, since the
 * refusal usually means it moved on elsewhere (written in another tab, the product returned).
 */
export function useOwnReviewRefresh(productId: string) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return () => void queryClient.invalidateQueries({ queryKey: reviewKeys.own(productId, userId) });
}
