import { MSG } from '@littleloom/shared';
import { toast } from 'sonner';
import { ApiError, apiFetch, type ApiRequestOptions } from '../../lib/api';
import { attachmentName } from '../../lib/download';
import { clearAdminSession, getAdminToken } from './session/admin-session';

/** Every admin query key starts here, so ending a session can drop them all at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** One toast however many calls find the session gone at the same moment. */
const SESSION_ENDED_TOAST_ID = 'admin-session-ended';

/**
 * An admin API call with the admin's bearer token. A 401 or 403 means the session is no longer
 * valid (expired, signed out elsewhere, role taken away): the session is cleared, which sends the
 * admin area's guard to /admin/login, and the server's reason is shown once.
 */
export async function adminFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = getAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(MSG.tokenNotFound, 401);
  }
  try {
    return await apiFetch<T>(path, {
      ...options,
      headers: { ...options.headers, Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && isSessionEnded(error) && getAdminToken() === token) {
      clearAdminSession();
      toast.error(error.message, { id: SESSION_ENDED_TOAST_ID });
    }
    throw error;
  }
}

/**
 * An admin download: a GET that answers with a file (CSV, PDF, workbook), not JSON, so it cannot
 * go through adminFetch; it sends the same bearer token and a 401 or 403 ends the session as every
 * admin call does. `filename` is the server's name for the file, null when it gave none. Failures
 * are thrown as ApiErrors carrying the server's message when the refusal came as JSON.
 */
export async function adminFetchFile(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const token = getAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(MSG.tokenNotFound, 401);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(MSG.networkError, 0);
  }
  if (!response.ok) {
    const message = await errorMessageOf(response);
    if ((response.status === 401 || response.status === 403) && getAdminToken() === token) {
      clearAdminSession();
    }
    throw new ApiError(message ?? MSG.serverError, response.status, message ? { message } : {});
  }
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** The message of a refusal sent as JSON; undefined for any other reply. */
async function errorMessageOf(response: Response): Promise<string | undefined> {
  try {
    const payload: unknown = await response.json();
    if (typeof payload === 'object' && payload !== null && 'message' in payload) {
      const { message } = payload as { message: unknown };
      return typeof message === 'string' && message.trim() !== '' ? message : undefined;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return undefined;
}

/** True when the error ended the admin session (the guard has already moved on). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The server's own words when it sent some (back-office.md §8: "the server message is preferred
 * where present"), otherwise the screen's fallback: a request that never reached the server, or
 * a reply without a message, gets `fallback`.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  return error.message === MSG.serverError ? fallback : error.message;
}
