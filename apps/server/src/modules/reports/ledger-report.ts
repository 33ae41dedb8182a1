import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  LEDGER_CSV_HEADER,
  ledgerDateLabel,
  ledgerRangeProblem,
  toRupees,
  type LedgerEntry,
  type LedgerReportReply,
} from '@littleloom/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import { csvOptions } from '../../lib/spreadsheet-cells';
import type { LedgerLine, LedgerSpan, WalletLedger } from '../wallet';

/** The range the admin asked for: both days or neither (YYYY-MM-DD, shop days, inclusive). */
export interface LedgerRangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Who the ledger's accounts are: the users module answers, the ledger keeps only ids. */
export interface AccountNames {
  namesOf(ids: readonly string[]): Promise<Map<string, string>>;
}

/** Lines the CSV reads from the database at a time. */
const CSV_BATCH = 500;

const rupeesText = (paise: number) => (paise / 100).toFixed(2);

/**
 * The ledger report (back-office.md §2 Ledger Report, ARCHITECTURE §7 Reports): every wallet
 * movement, newest first, within a range of shop days, a page at a time with the range's totals,
 * or all of it as a CSV file. The lines come from the wallet's ledger, the names from the users
 * module.
 */
export class LedgerReport {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly ledger: WalletLedger,
    private readonly accounts: AccountNames,
  ) {}

  /**
   * The instants a range of shop days covers: from the start day's first moment to the moment the
   * end day ends. No dates at all is the whole ledger; anything else must pass the spec's rules.
   */
  span(query: LedgerRangeQuery): LedgerSpan {
    const startDate = query.startDate?.trim() || undefined;
    const endDate = query.endDate?.trim() || undefined;
    if (startDate === undefined && endDate === undefined) return {};
    const problem = ledgerRangeProblem(startDate, endDate, this.days.today());
    if (problem) throw badRequest(problem);
    return {
      from: this.days.endOf(this.days.addDays(startDate!, -1)),
      to: this.days.endOf(endDate!),
    };
  }

  async page(
    query: LedgerRangeQuery & { page?: number | undefined; limit: number },
  ): Promise<Omit<LedgerReportReply, 'success'>> {
    const span = this.span(query);
    const page = query.page ?? 1;
    const [totals, lines] = await Promise.all([
      this.ledger.totals(this.db, span),
      this.ledger.page(this.db, span, page, query.limit),
    ]);
    const names = await this.accounts.namesOf(lines.map((line) => line.userId));
    return {
      data: lines.map((line) => this.entry(line, names)),
      totalPages: Math.ceil(totals.entries / query.limit),
      currentPage: page,
      totalCredit: toRupees(totals.creditPaise),
      totalDebit: toRupees(totals.debitPaise),
      totalEntries: totals.entries,
    };
  }

  /**
   * Every entry of the range as CSV text, written as the lines are read, a batch at a time: the
   * file is never held whole. The range is checked before anything is sent, so a refused range
   * still gets its message. Names and descriptions are people's text: csvOptions keeps a
   * spreadsheet from running them as formulas.
   */
  csv(query: LedgerRangeQuery): Readable {
    const span = this.span(query);
    const out = stringify(csvOptions({ header: true, columns: [...LEDGER_CSV_HEADER] }));
    const rows = Readable.from(this.csvRows(span));
    // A failure half-way destroys the stream, which ends the response without the rest.
    pipeline(rows, out, () => {});
    return out;
  }

  private async *csvRows(span: LedgerSpan): AsyncGenerator<string[]> {
    for await (const lines of this.ledger.batches(this.db, span, CSV_BATCH)) {
      const names = await this.accounts.namesOf(lines.map((line) => line.userId));
      for (const line of lines) {
        yield [
          ledgerDateLabel(this.days.dayOf(line.createdAt)),
          names.get(line.userId) ?? 'N/A',
          line.type === 'CREDIT' ? 'credit' : 'debit',
          rupeesText(line.amountPaise),
          line.description,
          rupeesText(line.balanceAfterPaise),
        ];
      }
    }
  }

  private entry(line: LedgerLine, names: Map<string, string>): LedgerEntry {
    const name = names.get(line.userId);
    return {
      _id: line.id,
      createdAt: line.createdAt.toISOString(),
      shopDay: this.days.dayOf(line.createdAt),
      user: name === undefined ? null : { _id: line.userId, name },
      type: line.type === 'CREDIT' ? 'credit' : 'debit',
      amount: toRupees(line.amountPaise),
      description: line.description,
      balanceAfterTransaction: toRupees(line.balanceAfterPaise),
    };
  }
}
