/**
 * The ledger report of the back office (back-office.md §2 Ledger Report, §3 ledger entry, §7
 * Reports): every wallet movement, newest first, optionally within a range of shop days, with its
 * totals, and the same entries as a CSV file.
 */
import { isCalendarDay } from './validation/promotions';

/** back-office.md §5 (the sales report's three date rules, which the ledger shares) and §8. */
export const LEDGER_MESSAGES = {
  bothDates: 'Please select both start and end dates.',
  startAfterEnd: 'Start date cannot be after end date.',
  future: 'Dates cannot be in the future.',
  /** Ours: a date the pickers cannot produce (typed into the address, or not a real day). */
  notADay: 'Dates must be real days written as YYYY-MM-DD.',
  fetchFailed: 'Failed to fetch ledger report.',
  generated: 'Ledger report generated successfully!',
  exportFailed: 'Failed to export CSV.',
  exported: 'CSV downloaded successfully!',
} as const;

/** How long the ledger's toasts stay up (back-office.md §8 and §9: 3000 ms). */
export const LEDGER_TOAST_MS = 3000;

/** The file the CSV download is saved as (back-office.md §7). */
export const LEDGER_CSV_FILENAME = 'ledger_report.csv';

/** The CSV's columns, the table's (back-office.md §2). */
export const LEDGER_CSV_HEADER = [
  'Date',
  'User',
  'Type',
  'Amount',
  'Description',
  'Balance After Transaction',
] as const;

export type LedgerEntryType = 'credit' | 'debit';

/** One wallet movement as the ledger lists it. Money in rupees. */
export interface LedgerEntry {
  _id: string;
  /** The instant, ISO 8601. */
  createdAt: string;
  /** The day it happened in the shop's time zone (YYYY-MM-DD): the day the range filter counts. */
  shopDay: string;
  /** Whose wallet moved; null when the account is gone. */
  user: { _id: string; name: string } | null;
  type: LedgerEntryType;
  amount: number;
  description: string;
  balanceAfterTransaction: number;
}

/** GET /api/admin/ledgerreport. */
export interface LedgerReportReply {
  success: true;
  data: LedgerEntry[];
  totalPages: number;
  currentPage: number;
  /** Rupees credited and debited over the whole range, not just this page. */
  totalCredit: number;
  totalDebit: number;
  totalEntries: number;
}

/**
 * The report's date rules (back-office.md §5), in the order the spec gives them: both dates,
 * start not after end, neither after `today`. Days are YYYY-MM-DD, so comparing the text compares
 * the days. Null when the range is fine.
 */
export function ledgerRangeProblem(
  startDate: string | undefined,
  endDate: string | undefined,
  today: string,
): string | null {
  if (!startDate || !endDate) return LEDGER_MESSAGES.bothDates;
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return LEDGER_MESSAGES.notADay;
  if (startDate > endDate) return LEDGER_MESSAGES.startAfterEnd;
  if (endDate > today) return LEDGER_MESSAGES.future;
  return null;
}

/** "05-03-2026" for the day 2026-03-05: the ledger's Date column (back-office.md §2). */
export function ledgerDateLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}
