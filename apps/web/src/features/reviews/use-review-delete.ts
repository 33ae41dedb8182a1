import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useShopperId } from '../accounts/use-session';
import { deleteReviewRequest } from './own-review-api';
import { refreshAfterReviewChange } from './review-changed';
import { reviewKeys } from './reviews-api';

/**
 * Deletes the shopper's review. Whether they may write another is the server's to say, so their
 * state is read again rather than guessed; the server's words are toasted. `onDeleted` runs even
 * though the review's card, which asked, is gone by then.
 */
export function useReviewDelete(productId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useMutation({
    mutationFn: (reviewId: string) => deleteReviewRequest(reviewId),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      onDeleted();
      refreshAfterReviewChange(queryClient, productId);
      // Waited for, so the dialog stays open until the page no longer shows the review.
      await queryClient.invalidateQueries({ queryKey: reviewKeys.own(productId, userId) });
    },
  });
}
