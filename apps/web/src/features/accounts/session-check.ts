import { useEffect } from 'react';
import { authFetch } from './auth-fetch';
import { getSessionToken } from './session-store';

/**
 * The fewest milliseconds between two checks. Focus and visibility usually fire together, and a
 * shopper flicking between tabs should not send a request each time.
 */
export const SESSION_CHECK_GAP_MS = 5_000;

let lastCheckAt = Number.NEGATIVE_INFINITY;
let checking = false;

/**
 * Asks the server whether the stored session still stands (GET /api/user/profile with its token).
 * authFetch acts on the answer: a 401 ends the session as expired, a 403 with userBlocked as
 * blocked, which opens the 'Account Blocked' dialog. Any other outcome (fine, offline, a server
 * hiccup) leaves the session as it is: the next check or request will tell.
 */
export async function checkSession(): Promise<void> {
  const now = Date.now();
  if (!getSessionToken() || checking || now - lastCheckAt < SESSION_CHECK_GAP_MS) return;
  lastCheckAt = now;
  checking = true;
  try {
    await authFetch('/api/user/profile');
  } catch {
    // authFetch has already ended the session when the answer meant that.
  } finally {
    checking = false;
  }
}

/**
 * Checks the session when the shop opens and whenever its tab comes back into view, so an
 * account the admin blocked (or a session that expired) is signed out while the shopper is still
 * on a public page, not only on their next protected request.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    void checkSession();
    const onReturn = () => {
      if (document.visibilityState !== 'hidden') void checkSession();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
}
