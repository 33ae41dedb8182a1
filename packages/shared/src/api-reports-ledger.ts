/**
 * The ledger report of the back office (back-office.md §2 Ledger Report, §3 ledger entry, §7
 * Reports): every wallet movement, newest first, optionally within a range of shop days, with its
 * totals, and the same entries as a CSV file.
 */
import { customRangeProblem, SALES_REPORT_MESSAGES } from './api-reports-sales';

/**
 * back-office.md §5: the ledger's dates follow "the same three rules" as the sales report's custom
 * range, in the same words; §8 gives the rest.
 */
export const LEDGER_MESSAGES = {
  bothDates: SALES_REPORT_MESSAGES.bothDatesRequired,
  startAfterEnd: SALES_REPORT_MESSAGES.startAfterEnd,
  future: SALES_REPORT_MESSAGES.futureDates,
  /** Ours: a date the pickers cannot produce (typed into the address, or not a real day). */
  notADay: SALES_REPORT_MESSAGES.invalidDate,
  fetchFailed: 'Failed to fetch ledger report.',
  generated: 'Ledger report generated successfully!',
  exportFailed: 'Failed to export CSV.',
  exported: 'CSV downloaded successfully!',
} as const;

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
 * What is wrong with a ledger range (both dates, start not after end, neither after `today`, in
 * the spec's order); undefined when it is fine. The sales report's rule: one rule, one place.
 */
export const ledgerRangeProblem = customRangeProblem;

/** "05-03-2026" for the day 2026-03-05: the ledger's Date column (back-office.md §2). */
export function ledgerDateLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}
