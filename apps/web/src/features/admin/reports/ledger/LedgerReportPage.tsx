import {
  formatRupees,
  LEDGER_CSV_FILENAME,
  LEDGER_MESSAGES,
  REPORT_TOAST_MS,
  ledgerDateLabel,
  ledgerRangeProblem,
  PAGE_SIZE,
  type LedgerEntry,
} from '@littleloom/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { saveFile } from '../../../../lib/download';
import { Spinner } from '../../../../ui/Spinner';
import { isSessionEnded, serverMessageOr } from '../../admin-api';
import { localToday } from '../../promotions/local-day';
import { AdminPagination } from '../../ui/AdminPagination';
import {
  adminInputClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '../../ui/admin-styles';
import { FormProblem } from '../../ui/FormProblem';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { pageFromParams, useClampToLastPage } from '../../ui/page-param';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  fetchLedger,
  fetchLedgerCsv,
  ledgerKey,
  type LedgerQuery,
  type LedgerRange,
} from './ledger-api';

/** One toast for a failed load, however many paths report it. */
const FETCH_FAILED_TOAST_ID = 'ledger-fetch-failed';

/** The range in the address: both days or none (the whole ledger). */
function rangeFromParams(params: URLSearchParams): LedgerRange | null {
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  return startDate && endDate ? { startDate, endDate } : null;
}

/** Which picker a range problem is about, so that one is marked. */
function invalidFields(start: string, end: string, today: string, problem: string | null) {
  if (!problem) return { start: false, end: false };
  if (problem === LEDGER_MESSAGES.bothDates) return { start: !start, end: !end };
  if (problem === LEDGER_MESSAGES.startAfterEnd) return { start: true, end: false };
  if (problem === LEDGER_MESSAGES.future) return { start: start > today, end: end > today };
  return { start: true, end: true };
}

/**
 * /admin/ledger (back-office.md §2 Ledger Report): every wallet credit and debit, newest first,
 * ten to a page, with the range's Total Credit and Total Debit, and the same entries as a CSV
 * file. It opens on the whole ledger; Generate Report narrows it to two days (shop days, both
 * included), checked by §5's three rules. The range and the page live in the address.
 */
export function LedgerReportPage() {
  const [params, setParams] = useSearchParams();
  const applied = rangeFromParams(params);
  const page = pageFromParams(params);
  const queryClient = useQueryClient();
  const formId = useId();

  const [startDate, setStartDate] = useState(applied?.startDate ?? '');
  const [endDate, setEndDate] = useState(applied?.endDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const today = localToday();

  const query: LedgerQuery = { range: applied, page };
  const ledger = useQuery({
    queryKey: ledgerKey.page(query),
    queryFn: ({ signal }) => fetchLedger(query, signal),
    placeholderData: keepPreviousData,
  });

  const goToPage = (next: number, replace = false) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { replace },
    );
  useClampToLastPage(page, ledger.data?.totalPages, !ledger.isPlaceholderData, goToPage);

  // back-office.md §8: a failed load is a toast (3 seconds) as well as the red text below.
  const { isError, error, errorUpdatedAt } = ledger;
  useEffect(() => {
    if (!isError || isSessionEnded(error)) return;
    toast.error(LEDGER_MESSAGES.fetchFailed, {
      id: FETCH_FAILED_TOAST_ID,
      duration: REPORT_TOAST_MS,
    });
  }, [isError, error, errorUpdatedAt]);

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = ledgerRangeProblem(startDate, endDate, localToday());
    setProblem(found ?? null);
    if (found) return;
    const next: LedgerQuery = { range: { startDate, endDate }, page: 1 };
    setGenerating(true);
    try {
      await queryClient.fetchQuery({
        queryKey: ledgerKey.page(next),
        queryFn: ({ signal }) => fetchLedger(next, signal),
        staleTime: 0,
      });
      setParams(new URLSearchParams({ startDate, endDate }));
      toast.success(LEDGER_MESSAGES.generated, { duration: REPORT_TOAST_MS });
    } catch (failure) {
      if (isSessionEnded(failure)) return;
      const detail = serverMessageOr(failure, LEDGER_MESSAGES.fetchFailed);
      // A range the server refuses (its shop day may differ from this computer's) is said there.
      if (detail !== LEDGER_MESSAGES.fetchFailed) setProblem(detail);
      toast.error(LEDGER_MESSAGES.fetchFailed, {
        id: FETCH_FAILED_TOAST_ID,
        duration: REPORT_TOAST_MS,
        ...(detail === LEDGER_MESSAGES.fetchFailed ? {} : { description: detail }),
      });
    } finally {
      setGenerating(false);
    }
  }

  async function download() {
    setDownloading(true);
    try {
      saveFile(await fetchLedgerCsv(applied), LEDGER_CSV_FILENAME);
      toast.success(LEDGER_MESSAGES.exported, { duration: REPORT_TOAST_MS });
    } catch (failure) {
      if (isSessionEnded(failure)) {
        toast.error(serverMessageOr(failure, LEDGER_MESSAGES.exportFailed));
        return;
      }
      const detail = serverMessageOr(failure, LEDGER_MESSAGES.exportFailed);
      toast.error(LEDGER_MESSAGES.exportFailed, {
        duration: REPORT_TOAST_MS,
        ...(detail === LEDGER_MESSAGES.exportFailed ? {} : { description: detail }),
      });
    } finally {
      setDownloading(false);
    }
  }

  const invalid = invalidFields(startDate, endDate, today, problem);
  const problemId = `${formId}-problem`;
  const report = ledger.data;
  const scope = applied
    ? `${ledgerDateLabel(applied.startDate)} to ${ledgerDateLabel(applied.endDate)}`
    : 'the whole ledger';

  return (
    <div className="flex flex-col gap-5">
      <title>Ledger Book · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Ledger Report</h1>
          <p className="text-sm text-slate-600">
            Every wallet credit and debit, newest first. Days are the shop’s days.
          </p>
        </div>
        {ledger.isFetching && report ? <LoadingIndicator /> : null}
      </div>

      <form
        noValidate
        onSubmit={(event) => void generate(event)}
        aria-label="Ledger report dates"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${formId}-start`} className="text-sm font-bold text-slate-800">
              Start Date
            </label>
            <input
              id={`${formId}-start`}
              type="date"
              max={today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              aria-invalid={invalid.start}
              aria-describedby={invalid.start ? problemId : undefined}
              className={`${adminInputClass} sm:w-44`}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${formId}-end`} className="text-sm font-bold text-slate-800">
              End Date
            </label>
            <input
              id={`${formId}-end`}
              type="date"
              max={today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              aria-invalid={invalid.end}
              aria-describedby={invalid.end ? problemId : undefined}
              className={`${adminInputClass} sm:w-44`}
            />
          </div>
          <button
            type="submit"
            className={adminPrimaryButtonClass}
            disabled={generating}
            aria-busy={generating || undefined}
          >
            {generating ? <Spinner /> : null}
            Generate Report
          </button>
          <button
            type="button"
            className={`${adminSecondaryButtonClass} sm:ml-auto`}
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            {downloading ? <Spinner /> : null}
            Download CSV
          </button>
        </div>
        <FormProblem id={problemId} problem={problem} />
        <p className="text-xs text-slate-600">
          Showing {scope}. The CSV holds every entry shown, on all pages.
        </p>
      </form>

      <section aria-label="Totals" className="grid gap-3 sm:grid-cols-2">
        <TotalCard label="Total Credit" tone="credit" amount={report?.totalCredit} />
        <TotalCard label="Total Debit" tone="debit" amount={report?.totalDebit} />
      </section>

      {ledger.isError ? (
        <p role="alert" className="font-bold text-red-700">
          {LEDGER_MESSAGES.fetchFailed}
          {serverMessageOr(ledger.error, LEDGER_MESSAGES.fetchFailed) !==
          LEDGER_MESSAGES.fetchFailed ? (
            <span className="block text-sm font-normal">
              {serverMessageOr(ledger.error, LEDGER_MESSAGES.fetchFailed)}
            </span>
          ) : null}
        </p>
      ) : null}

      {ledger.isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-3 border-slate-300 border-t-coral-strong"
          />
          Loading the ledger…
        </div>
      ) : report ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
          <div className="overflow-x-auto">
            <table
              className="w-full min-w-[44rem] text-left text-sm"
              aria-busy={ledger.isFetching || undefined}
            >
              <caption className="sr-only">Ledger entries, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="w-28 px-3 py-2.5 font-bold sm:px-4">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-bold sm:px-4">
                    User
                  </th>
                  <th scope="col" className="w-24 px-3 py-2.5 font-bold sm:px-4">
                    Type
                  </th>
                  <th scope="col" className="w-28 px-3 py-2.5 text-right font-bold sm:px-4">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-bold sm:px-4">
                    Description
                  </th>
                  <th scope="col" className="w-36 px-3 py-2.5 text-right font-bold sm:px-4">
                    Balance After Transaction
                  </th>
                </tr>
              </thead>
              <tbody
                className={`divide-y divide-slate-100 transition-opacity ${ledger.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {report.data.length > 0 ? (
                  report.data.map((entry) => <LedgerRow key={entry._id} entry={entry} />)
                ) : (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-slate-600">
                      {applied
                        ? 'No wallet credits or debits on these days.'
                        : 'No wallet credits or debits yet.'}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <AdminPagination
            page={report.currentPage}
            pages={report.totalPages}
            total={report.totalEntries}
            pageSize={PAGE_SIZE.ledger}
            noun="entries"
            onPageChange={(next) => goToPage(next)}
          />
        </div>
      ) : null}
    </div>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr className="align-top">
      <td className="px-3 py-3 whitespace-nowrap text-slate-700 tabular-nums sm:px-4">
        {ledgerDateLabel(entry.shopDay)}
      </td>
      <td className="px-3 py-3 break-words text-slate-900 sm:px-4">{entry.user?.name ?? 'N/A'}</td>
      <td className="px-3 py-3 sm:px-4">
        <StatusBadge tone={entry.type === 'credit' ? 'green' : 'red'}>
          {entry.type === 'credit' ? 'Credit' : 'Debit'}
        </StatusBadge>
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-4">
        {formatRupees(entry.amount)}
      </td>
      <td className="px-3 py-3 break-words text-slate-700 sm:px-4">{entry.description}</td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-4">
        {formatRupees(entry.balanceAfterTransaction)}
      </td>
    </tr>
  );
}

interface TotalCardProps {
  label: string;
  tone: 'credit' | 'debit';
  /** Rupees; undefined while the first page loads. */
  amount: number | undefined;
}

/** back-office.md §2: Total Credit in green, Total Debit in red. */
function TotalCard({ label, tone, amount }: TotalCardProps) {
  const colours =
    tone === 'credit'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
      : 'border-red-200 bg-red-50 text-red-800';
  return (
    <div className={`rounded-xl border p-4 ${colours}`}>
      <p className="text-sm font-bold">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">
        {amount === undefined ? '…' : formatRupees(amount)}
      </p>
    </div>
  );
}
