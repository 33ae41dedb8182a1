import {
  SALES_REPORT_FILE_NAMES,
  gstSummaryFileName,
  type GstSummaryFormat,
  type SalesReportData,
  type SalesReportFilter,
  type SalesReportFormat,
  type SalesReportReply,
} from '@littleloom/shared';
import { adminFetch, adminFetchFile } from '../../admin-api';

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
 * GET /api/reports/download/{pdf|excel}: the report as a file, saved under the server's name
 * (sales-report.pdf or .xlsx). Failures are thrown as ApiErrors.
 */
export async function fetchSalesReportFile(
  format: SalesReportFormat,
  request: SalesReportRequest,
): Promise<{ blob: Blob; filename: string }> {
  const { blob, filename } = await adminFetchFile(
    `/api/reports/download/${format}?${queryOf(request)}`,
  );
  return { blob, filename: filename ?? SALES_REPORT_FILE_NAMES[format] };
}

/**
 * GET /api/reports/gst-summary/{csv|excel}?month=YYYY-MM: the month's GST summary for the B2C
 * part of GSTR-1, saved under the server's name (gst-summary-YYYY-MM.csv or .xlsx).
 */
export async function fetchGstSummaryFile(
  format: GstSummaryFormat,
  month: string,
): Promise<{ blob: Blob; filename: string }> {
  const query = new URLSearchParams({ month });
  const { blob, filename } = await adminFetchFile(`/api/reports/gst-summary/${format}?${query}`);
  return { blob, filename: filename ?? gstSummaryFileName(format, month) };
}
