import { PAGE_SIZE, type LedgerReportReply } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch, adminFetchFile } from '../../admin-api';

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
 * GET /api/admin/export-ledger-csv: the range's entries (all of them without one) as a CSV file.
 * Failures are thrown as ApiErrors.
 */
export async function fetchLedgerCsv(range: LedgerRange | null): Promise<Blob> {
  const query = rangeParams(range).toString();
  const { blob } = await adminFetchFile(`/api/admin/export-ledger-csv${query ? `?${query}` : ''}`, {
    Accept: 'text/csv',
  });
  return blob;
}
