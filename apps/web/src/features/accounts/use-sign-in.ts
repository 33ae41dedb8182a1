import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { profileQuery, type SessionReply } from './account-api';
import { startSession, updateSessionUser } from './session-writes';

/**
 * Finishes a successful sign-in (storefront.md §4): the success toast, the session stored under
 * the four keys, then the profile fetched. The sign-in layout sees the session and moves on to
 * where the shopper was going.
 *
 * The toast is the server's message, else `fallbackMessage`; `message` overrides both where the
 * spec names the toast of the moment (verifying a registration: 'Registration successful!'). A
 * verification that removed a disputed password always says so, for longer: the shopper must set
 * a password before they next sign in with their e-mail.
 */
export function useSignIn(): (
  reply: SessionReply,
  fallbackMessage: string,
  message?: string,
) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (reply, fallbackMessage, message) => {
      if (reply.passwordRemoved) toast.warning(reply.message, { duration: 15_000 });
      else toast.success(message ?? (reply.message || fallbackMessage));
      startSession(reply.token, reply.user);
      queryClient
        .fetchQuery(profileQuery(reply.user._id ?? reply.user.id))
        .then(({ user }) => updateSessionUser(user))
        // A failed fetch keeps the user from the sign-in reply; the profile page retries.
        .catch(() => undefined);
    },
    [queryClient],
  );
}
