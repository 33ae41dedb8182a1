import { useMutation } from '@tanstack/react-query';
import { stopReviewInvitationsRequest } from './unsubscribe-api';

/** The unsubscribe page's one act: the page shows its outcome, so nothing is toasted. */
export function useReviewUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => stopReviewInvitationsRequest(token) });
}
