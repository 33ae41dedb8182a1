import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { isSessionEnded } from '../admin-api';
import { useRefocusAfterAct } from '../orders/use-refocus-after-act';
import {
  failureOf,
  reviewAfter,
  runReviewAct,
  type ConfirmedReviewAct,
  type ReviewAct,
  type ReviewActFailure,
} from './review-acts';
import { adminReviewsKey, type ReviewListReply } from './reviews-admin-api';

/**
 * The acts on reviews: `request` opens the act's dialog, `confirm` sends it with what the dialog
 * asked for. Once the server agrees, its message is toasted, the dialog closes and the review
 * shows its new state at once (a refetch confirms it). A refusal stays in the dialog, in words,
 * with what the admin typed, and the list is read again: the review may have changed meanwhile.
 */
export function useReviewActions(returnFocusTo: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReviewAct | null>(null);
  const [failure, setFailure] = useState<ReviewActFailure | null>(null);
  // Set at once, not at the next render as `isPending` is, so a double click sends one request.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: runReviewAct,
    onSuccess: (reply, confirmed) => {
      toast.success(reply.message);
      queryClient.setQueriesData<ReviewListReply>(
        { queryKey: adminReviewsKey.lists },
        (page) =>
          page && {
            ...page,
            reviews: page.reviews.map((review) =>
              review._id === confirmed.act.review._id
                ? { ...review, ...reviewAfter(confirmed) }
                : review,
            ),
          },
      );
      setAsking(null);
    },
    onError: (error, { act }) => {
      // The guard is already on its way to sign-in.
      if (isSessionEnded(error)) {
        setAsking(null);
        return;
      }
      setFailure(failureOf(act, error));
    },
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: adminReviewsKey.lists });
    },
  });

  useRefocusAfterAct(returnFocusTo, asking !== null || mutation.isPending);

  return {
    /** The act whose dialog is open. */
    asking,
    request: (act: ReviewAct) => {
      if (inFlight.current) return;
      setFailure(null);
      setAsking(act);
    },
    /** Sends the act; `text` is the reason to hide or the reply. */
    confirm: (text = '') => {
      if (!asking || inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      mutation.mutate({ act: asking, text } satisfies ConfirmedReviewAct);
    },
    dismiss: () => {
      if (!inFlight.current) setAsking(null);
    },
    pending: mutation.isPending,
    /** Why the last try failed, shown in the dialog until the next try. */
    failure,
  };
}

export type ReviewActions = ReturnType<typeof useReviewActions>;
