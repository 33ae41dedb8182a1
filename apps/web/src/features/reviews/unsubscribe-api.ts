import { apiFetch } from '../../lib/api';

/**
 * Stops review invitations for the shopper an invitation's link names
 * (POST /api/mail/unsubscribe/reviews). The link's token stands in for signing in, so the call
 * carries no session; stopping twice is answered the same.
 */
export const stopReviewInvitationsRequest = (token: string) =>
  apiFetch<{ success: true }>('/api/mail/unsubscribe/reviews', {
    method: 'POST',
    body: { token },
  });
