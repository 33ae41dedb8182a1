import {
  PAGE_SIZE,
  REPORT_TOAST_MS,
  SALES_REPORT_DEFINITION,
  SALES_REPORT_FILTERS,
  SALES_REPORT_FILTER_LABELS,
  SALES_REPORT_MESSAGES,
  customRangeProblem,
  formatRupees,
  formatShopDay,
  type SalesReportData,
  type SalesReportFilter,
  type SalesReportFormat,
} from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../../../lib/download';
import { isSessionEnded, serverMessageOr } from '../../admin-api';
import { localToday } from '../../promotions/local-day';
import { adminInputClass, adminSecondaryButtonClass } from '../../ui/admin-styles';
import { AdminSubmitButton } from '../../ui/AdminSubmitButton';
import { FormProblem } from '../../ui/FormProblem';
import { GstSummarySection } from './GstSummarySection';
import { SalesOrdersTable } from './SalesOrdersTable';
import {
  fetchSalesReport,
  fetchSalesReportFile,
  type SalesReportRequest,
} from './sales-report-api';

/** Chart.js is heavy: it loads with the first report shown, never with the shop. */
const SalesSummaryChart = lazy(() => import('./SalesSummaryChart'));

/** 400 px, as the chart (back-office.md §9). */
const CHART_PLACEHOLDER_CLASS = 'h-[400px] animate-pulse rounded-lg bg-slate-100';

export interface SalesFormValues {
  filter: SalesReportFilter;
  startDate: string;
  endDate: string;
}

/**
 * What the form asks the server for, or the spec's message for what is wrong with a custom range
 * (back-office.md §5). The browser's today caps the pickers; the server checks its own.
 */
export function salesRequestOf(
  values: SalesFormValues,
  today: string,
): { request: SalesReportRequest; problem?: never } | { problem: string; request?: never } {
  if (values.filter !== 'custom') return { request: { filter: values.filter } };
  const problem = customRangeProblem(values.startDate, values.endDate, today);
  if (problem) return { problem };
  return { request: { filter: 'custom', startDate: values.startDate, endDate: values.endDate } };
}

const DOWNLOADS: Record<SalesReportFormat, { label: string; done: string; failed: string }> = {
  pdf: {
    label: 'Download PDF',
    done: SALES_REPORT_MESSAGES.pdfDownloaded,
    failed: SALES_REPORT_MESSAGES.pdfFailed,
  },
  excel: {
    label: 'Download Excel',
    done: SALES_REPORT_MESSAGES.excelDownloaded,
    failed: SALES_REPORT_MESSAGES.excelFailed,
  },
};

/**
 * /admin/report (back-office.md §2 Sales Report): a period to report on (today, the last 7 days,
 * this month or a custom range), the orders that count as sales in it with their totals, the
 * 'Sales Summary' chart, and the same report as a PDF or an Excel file; and a month's GST summary.
 */
export function SalesReportPage() {
  const ids = useId();
  const [values, setValues] = useState<SalesFormValues>({
    filter: 'daily',
    startDate: '',
    endDate: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<SalesReportData | null>(null);
  const [page, setPage] = useState(1);
  const today = localToday();

  const generate = useMutation({
    mutationFn: fetchSalesReport,
    onSuccess: (data) => {
      setReport(data);
      setPage(1);
      toast.success(SALES_REPORT_MESSAGES.generated, { duration: REPORT_TOAST_MS });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast.error(serverMessageOr(error, SALES_REPORT_MESSAGES.fetchFailed), {
        duration: REPORT_TOAST_MS,
      });
    },
  });

  const download = useMutation({
    mutationFn: ({ format, request }: { format: SalesReportFormat; request: SalesReportRequest }) =>
      fetchSalesReportFile(format, request),
    onSuccess: ({ blob, filename }, { format }) => {
      saveFile(blob, filename);
      toast.success(DOWNLOADS[format].done, { duration: REPORT_TOAST_MS });
    },
    onError: (error, { format }) => {
      if (isSessionEnded(error)) return;
      toast.error(serverMessageOr(error, DOWNLOADS[format].failed), { duration: REPORT_TOAST_MS });
    },
  });

  /** The request the form makes now, or null after showing what is wrong with it. */
  function checkedRequest(): SalesReportRequest | null {
    const checked = salesRequestOf(values, today);
    setProblem(checked.problem ?? null);
    return checked.request ?? null;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = checkedRequest();
    if (request) generate.mutate(request);
  }

  function onDownload(format: SalesReportFormat) {
    const request = checkedRequest();
    if (request) download.mutate({ format, request });
  }

  const change = (next: Partial<SalesFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const custom = values.filter === 'custom';
  const problemId = `${ids}-problem`;

  return (
    <div className="flex flex-col gap-4">
      <title>Sales Report · Admin Panel · Little Loom</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Sales Report</h1>
        <p className="text-sm text-slate-600">
          The sales placed over a period of the shop’s days, and the refunds made in it.
        </p>
      </div>

      <section
        aria-label="Report period"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <form
          noValidate
          aria-label="Report period"
          onSubmit={onSubmit}
          className="flex flex-col gap-4 text-sm"
        >
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex w-full flex-col gap-1 font-bold text-slate-800 sm:w-44">
              Filter By
              <select
                value={values.filter}
                onChange={(event) => change({ filter: event.target.value as SalesReportFilter })}
                className={adminInputClass}
              >
                {SALES_REPORT_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {SALES_REPORT_FILTER_LABELS[filter]}
                  </option>
                ))}
              </select>
            </label>
            {custom ? (
              <>
                <label className="flex w-full flex-col gap-1 font-bold text-slate-800 sm:w-44">
                  Start Date
                  <input
                    type="date"
                    max={today}
                    value={values.startDate}
                    onChange={(event) => change({ startDate: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    className={adminInputClass}
                  />
                </label>
                <label className="flex w-full flex-col gap-1 font-bold text-slate-800 sm:w-44">
                  End Date
                  <input
                    type="date"
                    max={today}
                    value={values.endDate}
                    onChange={(event) => change({ endDate: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    className={adminInputClass}
                  />
                </label>
              </>
            ) : null}
            <AdminSubmitButton
              label="Generate Report"
              pendingLabel="Loading..."
              pending={generate.isPending}
            />
          </div>
          <FormProblem id={problemId} problem={problem} />
          <div className="flex flex-wrap gap-2">
            {(Object.keys(DOWNLOADS) as SalesReportFormat[]).map((format) => {
              const busy = download.isPending && download.variables.format === format;
              return (
                <button
                  key={format}
                  type="button"
                  className={adminSecondaryButtonClass}
                  disabled={download.isPending}
                  aria-busy={busy || undefined}
                  onClick={() => onDownload(format)}
                >
                  {DOWNLOADS[format].label}
                </button>
              );
            })}
          </div>
        </form>
      </section>

      {report ? (
        <SalesReportResult report={report} page={page} onPageChange={setPage} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          Choose a period and press Generate Report to see its sales.
        </p>
      )}

      <GstSummarySection />
    </div>
  );
}

interface SalesReportResultProps {
  report: SalesReportData;
  page: number;
  onPageChange: (page: number) => void;
}

/** The figures (gross sales, refunds, net), the chart and the orders of a generated report. */
function SalesReportResult({ report, page, onPageChange }: SalesReportResultProps) {
  const figures: [string, string][] = [
    ['Gross Sales', formatRupees(report.grossSales)],
    ['Refunds', formatRupees(report.refunds)],
    ['Total Sales', formatRupees(report.totalSales)],
    ['Total Orders', String(report.totalOrders)],
    ['Total Discount', formatRupees(report.totalDiscount)],
  ];
  return (
    <>
      <p className="text-sm text-slate-600">{periodLabel(report)}</p>
      <ul
        aria-label="Report totals"
        aria-describedby="sales-report-definition"
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {figures.map(([label, value]) => (
          <li
            key={label}
            aria-label={label}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
          >
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
          </li>
        ))}
      </ul>
      <p id="sales-report-definition" className="-mt-2 text-sm text-slate-600">
        {SALES_REPORT_DEFINITION}
      </p>
      <p className="-mt-2 text-sm text-slate-600 tabular-nums">
        Taxable value {formatRupees(report.totalTaxable)} · GST {formatRupees(report.totalTax)}
      </p>

      <section
        aria-labelledby="sales-summary-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      >
        <h2 id="sales-summary-heading" className="mb-3 text-base font-bold text-slate-900">
          Sales Summary
        </h2>
        <Suspense fallback={<div aria-hidden="true" className={CHART_PLACEHOLDER_CLASS} />}>
          <SalesSummaryChart series={report.series} />
        </Suspense>
      </section>

      <SalesOrdersTable
        orders={report.orders}
        page={page}
        pageSize={PAGE_SIZE.salesReport}
        onPageChange={onPageChange}
      />
    </>
  );
}

const dayLabel = formatShopDay;

/** "Weekly: 12 Mar 2026 – 18 Mar 2026" (days named by the server, in the shop's calendar) */
function periodLabel(report: SalesReportData): string {
  const days =
    report.startDate === report.endDate
      ? dayLabel(report.startDate)
      : `${dayLabel(report.startDate)} – ${dayLabel(report.endDate)}`;
  return `${SALES_REPORT_FILTER_LABELS[report.filter]}: ${days}`;
}
