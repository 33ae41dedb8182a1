import { MSG } from '@littleloom/shared';
import { ApiError } from '../../lib/api';
import { endSession, getSessionToken } from '../accounts/session-store';

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

/**
 * The file name a Content-Disposition header gives (`attachment; filename="invoice-LL-….pdf"`, or
 * the RFC 6266 `filename*=UTF-8''…` form, preferred when both are there). Null when there is none;
 * any folder part is dropped, so the name can only name a file.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[\w-]*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header)?.slice(1).find(Boolean);
  const base = name?.trim().split(/[\\/]/).pop();
  return base ? base : null;
}

/** Hands a downloaded file to the browser to save, under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
