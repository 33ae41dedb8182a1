import {
  MSG,
  SALES_REPORT_FILE_NAMES,
  type SalesReportData,
  type SalesReportFilter,
  type SalesReportFormat,
  type SalesReportReply,
} from '@littleloom/shared';
import { ApiError } from '../../../../lib/api';
import { attachmentName } from '../../../../lib/download';
import { adminFetch } from '../../admin-api';
import { clearAdminSession, getAdminToken } from '../../session/admin-session';

/** What the report is asked for: a filter, and the two days (YYYY-MM-DD) of a custom range. */
export interface SalesReportRequest {
  filter: SalesReportFilter;
  startDate?: string;
  endDate?: string;
}

function queryOf({ filter, startDate, endDate }: SalesReportRequest): URLSearchParams {
  const query = new URLSearchParams({ filter });
  if (filter === 'custom') {
    if (startDate) query.set('startDate', startDate);
    if (endDate) query.set('endDate', endDate);
  }
  return query;
}

/** GET /api/reports/generate: the orders that count as sales, newest first, with the totals. */
export async function fetchSalesReport(request: SalesReportRequest): Promise<SalesReportData> {
  const reply = await adminFetch<SalesReportReply>(`/api/reports/generate?${queryOf(request)}`);
  return reply.data;
}

/**
 * GET /api/reports/download/{pdf|excel}: the report as a file. It answers with a file, not JSON,
 * so it is fetched here with the admin's bearer token; a 401 or 403 ends the session as every
 * admin call does. Saved under the server's name (sales-report.pdf or .xlsx).
 */
export async function fetchSalesReportFile(
  format: SalesReportFormat,
  request: SalesReportRequest,
): Promise<{ blob: Blob; filename: string }> {
  const token = getAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(MSG.tokenNotFound, 401);
  }
  let response: Response;
  try {
    response = await fetch(`/api/reports/download/${format}?${queryOf(request)}`, {
      headers: { Authorization: `Bearer ${token}` },
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
    filename:
      attachmentName(response.headers.get('Content-Disposition')) ??
      SALES_REPORT_FILE_NAMES[format],
  };
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
