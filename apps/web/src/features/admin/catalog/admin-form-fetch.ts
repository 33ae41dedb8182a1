import { MSG } from '@littleloom/shared';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { isSessionEnded } from '../admin-api';
import { clearAdminSession, getAdminToken } from '../session/admin-session';

/** The same id adminFetch uses, so a session ending shows one toast whichever call found it. */
const SESSION_ENDED_TOAST_ID = 'admin-session-ended';

/**
 * A multipart admin call (the product add and edit forms send files). It behaves as adminFetch
 * does — bearer token, the server's message in an ApiError, a refused session cleared — but sends
 * the FormData as it is, so the browser writes the multipart boundary itself. (apiFetch only
 * sends JSON bodies; letting it pass FormData through would make this file unnecessary.)
 */
export async function adminSendForm<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
): Promise<T> {
  const token = getAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(MSG.tokenNotFound, 401);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(MSG.networkError, 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const record =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};

  if (!response.ok) {
    const message =
      typeof record.message === 'string' && record.message.trim() !== ''
        ? record.message
        : MSG.serverError;
    const error = new ApiError(message, response.status, record);
    if (isSessionEnded(error) && getAdminToken() === token) {
      clearAdminSession();
      toast.error(error.message, { id: SESSION_ENDED_TOAST_ID });
    }
    throw error;
  }
  if (payload === undefined) throw new ApiError(MSG.serverError, response.status);
  return payload as T;
}
