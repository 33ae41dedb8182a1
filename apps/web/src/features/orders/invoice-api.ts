import { MSG, type CreditNotesReply } from '@littleloom/shared';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { attachmentName, saveFile } from '../../lib/download';
import { authFetch, endedSession } from '../accounts/auth-fetch';
import { endSession, getSessionToken } from '../accounts/session-store';

/** GET: the order's invoice PDF (an order summary before anything ships). */
export const invoicePath = (orderId: string) => `/api/invoice/${encodeURIComponent(orderId)}`;

/** GET: the order's credit notes, as JSON. */
export const creditNotesPath = (orderId: string) => `${invoicePath(orderId)}/credit-notes`;

/** GET: one credit note's PDF. */
export const creditNotePath = (orderId: string, creditNoteId: string) =>
  `${creditNotesPath(orderId)}/${encodeURIComponent(creditNoteId)}`;

/** The credit notes of one of the shopper's orders. */
export const fetchCreditNotes = (orderId: string, signal?: AbortSignal) =>
  authFetch<CreditNotesReply>(creditNotesPath(orderId), { signal });

/**
 * One of the order's PDFs (its invoice, a credit note). The reply is a PDF, not JSON, so it cannot
 * go through authFetch; it sends the same bearer token and keeps the same session rules
 * (auth-fetch.ts): a 401 ends the session, a 403 with userBlocked opens 'Account Blocked'.
 * Failures are thrown as ApiErrors.
 */
export async function fetchOrderFile(
  path: string,
): Promise<{ blob: Blob; filename: string | null }> {
  const token = getSessionToken();
  if (!token) throw new ApiError(MSG.tokenNotFound, 401);
  let response: Response;
  try {
    response = await fetch(path, {
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

/**
 * Downloads `path` and saves it under the server's name (invoice-LL-2611-00042.pdf), else
 * `fallbackName`. A failure is toasted as `failedMessage`; an ended session says nothing, being
 * already on its way to /login or 'Account Blocked'.
 */
export async function downloadOrderFile(
  path: string,
  fallbackName: string,
  failedMessage: string,
): Promise<void> {
  try {
    const { blob, filename } = await fetchOrderFile(path);
    saveFile(blob, filename ?? fallbackName);
  } catch (error) {
    if (!endedSession(error)) toast.error(failedMessage);
  }
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
