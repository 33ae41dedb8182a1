import { MSG, PAGE_SIZE, type LedgerReportReply } from '@littleloom/shared';
import { ApiError } from '../../../../lib/api';
import { ADMIN_QUERY_KEY, adminFetch } from '../../admin-api';
import { clearAdminSession, getAdminToken } from '../../session/admin-session';

/** The days the report covers (YYYY-MM-DD, both or neither: neither is the whole ledger). */
export interface LedgerRange {
  startDate: string;
  endDate: string;
}

export interface LedgerQuery {
  range: LedgerRange | null;
  page: number;
}

export const ledgerKey = {
  all: [...ADMIN_QUERY_KEY, 'reports', 'ledger'] as const,
  page: (query: LedgerQuery) => [...ADMIN_QUERY_KEY, 'reports', 'ledger', query] as const,
};

function rangeParams(range: LedgerRange | null): URLSearchParams {
  return new URLSearchParams(range ? { startDate: range.startDate, endDate: range.endDate } : {});
}

/** GET /api/admin/ledgerreport: one page of ten, newest first, with the range's totals. */
export function fetchLedger(
  { range, page }: LedgerQuery,
  signal?: AbortSignal,
): Promise<LedgerReportReply> {
  const query = rangeParams(range);
  query.set('page', String(page));
  query.set('limit', String(PAGE_SIZE.ledger));
  return adminFetch<LedgerReportReply>(`/api/admin/ledgerreport?${query}`, { signal });
}

/**
 * GET /api/admin/export-ledger-csv: the range's entries (all of them without one) as a file. It
 * answers with CSV, not JSON, so it is fetched here with the admin's bearer token; a 401 or 403
 * ends the session as every admin call does. Failures are thrown as ApiErrors.
 */
export async function fetchLedgerCsv(range: LedgerRange | null): Promise<Blob> {
  const token = getAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(MSG.tokenNotFound, 401);
  }
  const query = rangeParams(range).toString();
  let response: Response;
  try {
    response = await fetch(`/api/admin/export-ledger-csv${query ? `?${query}` : ''}`, {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` },
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
  return response.blob();
}

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

/** Hands a downloaded file to the browser to save under `filename`. */
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
