import { MSG } from '@littleloom/shared';
import { ApiError, apiFetch, type ApiRequestOptions } from '../../lib/api';
import { endSession, getSessionToken } from './session-store';

/**
 * Calls a shopper endpoint with the session's bearer token (storefront.md §6). Every shopper
 * call goes through here, so the session rules apply everywhere at once:
 * - no session: refused before any request, with the spec's 'Token not found';
 * - 401: the session has ended (expired, or the password was reset elsewhere), so it is cleared
 *   and the app goes to /login;
 * - 403 with userBlocked: the account was blocked, so the session is cleared and the
 *   'Account Blocked' dialog opens.
 * The ApiError is rethrown either way, so the caller can stop what it was doing.
 */
export async function authFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = getSessionToken();
  if (!token) throw new ApiError(MSG.tokenNotFound, 401);
  try {
    return await apiFetch<T>(path, {
      ...options,
      headers: { ...options.headers, Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    // Only the session that made the call is ended: a reply that arrives after the shopper
    // has signed in again must not sign them out.
    if (error instanceof ApiError && getSessionToken() === token) {
      if (error.status === 401) endSession('expired');
      else if (error.status === 403 && error.details.userBlocked === true) endSession('blocked');
    }
    throw error;
  }
}

/**
 * True when the failure ended the session (or there was none): authFetch has already sent the
 * shopper to /login or opened 'Account Blocked', so the caller need not say anything more.
 */
export function endedSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && error.details.userBlocked === true);
}
