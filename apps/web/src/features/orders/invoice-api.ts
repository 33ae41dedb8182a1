import { MSG } from '@littleloom/shared';
import { ApiError } from '../../lib/api';
import { endSession, getSessionToken } from '../accounts/session-store';
import { attachmentName } from '../../lib/download';

export { saveFile } from '../../lib/download';

/**
 * GET /api/invoice/:orderId answers with a PDF, not JSON, so it cannot go through authFetch; it
 * sends the same bearer token and keeps the same session rules (auth-fetch.ts): a 401 ends the
 * session, a 403 with userBlocked opens 'Account Blocked'. Failures are thrown as ApiErrors.
 */
export async function fetchInvoice(
  orderId: string,
): Promise<{ blob: Blob; filename: string | null }> {
  const token = getSessionToken();
  if (!token) throw new ApiError(MSG.tokenNotFound, 401);
  let response: Response;
  try {
    response = await fetch(`/api/invoice/${encodeURIComponent(orderId)}`, {
      headers: { Accept: 'application/pdf', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(MSG.networkError, 0);
  }
  if (!response.ok) {
    const details = await errorDetails(response);
    // Only the session that asked is ended: one signed in again meanwhile stays.
    if (getSessionToken() === token) {
      if (response.status === 401) endSession('expired');
      else if (response.status === 403 && details.userBlocked === true) endSession('blocked');
    }
    const message = typeof details.message === 'string' ? details.message : MSG.serverError;
    throw new ApiError(message, response.status, details);
  }
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** The JSON error reply's fields, when the refusal came as JSON. */
async function errorDetails(response: Response): Promise<Record<string, unknown>> {
  try {
    const payload: unknown = await response.json();
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
