import { and, count, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';

/** A half-open span of instants, [from, to); either side may be open. */
export interface LedgerSpan {
  from?: Date;
  to?: Date;
}

/** One ledger line as the wallet keeps it: money in paise, the account by id. */
export interface LedgerLine {
  id: string;
  userId: string;
  type: 'CREDIT' | 'DEBIT';
  amountPaise: number;
  description: string;
  balanceAfterPaise: number;
  createdAt: Date;
}

export interface LedgerTotals {
  entries: number;
  creditPaise: number;
  debitPaise: number;
}

const lineColumns = {
  id: walletTransactions.id,
  userId: walletTransactions.userId,
  type: walletTransactions.type,
  amountPaise: walletTransactions.amountPaise,
  description: walletTransactions.description,
  balanceAfterPaise: walletTransactions.balanceAfterPaise,
  createdAt: walletTransactions.createdAt,
};

/** Newest first, in the order the balances changed (see `wallet_transactions.seq`). */
const newestFirst = [desc(walletTransactions.seq)];

function within(span: LedgerSpan): SQL | undefined {
  return and(
    span.from ? gte(walletTransactions.createdAt, span.from) : undefined,
    span.to ? lt(walletTransactions.createdAt, span.to) : undefined,
  );
}

/**
 * The wallets' ledger read whole, across every account (ARCHITECTURE §4: `wallet_transactions`
 * is the ledger the admin reads). Reading only; lines are written by WalletService.
 */
export class WalletLedger {
  /** How many lines the span holds and what they add up to, each way. */
  async totals(db: DbOrTx, span: LedgerSpan): Promise<LedgerTotals> {
    const [row] = await db
      .select({
        entries: count(),
        credit: sql<string>`coalesce(sum(${walletTransactions.amountPaise}) filter (where ${walletTransactions.type} = 'CREDIT'), 0)`,
        debit: sql<string>`coalesce(sum(${walletTransactions.amountPaise}) filter (where ${walletTransactions.type} = 'DEBIT'), 0)`,
      })
      .from(walletTransactions)
      .where(within(span));
    return {
      entries: row?.entries ?? 0,
      // Sums of integers come back as numeric text; paise totals stay far below 2^53.
      creditPaise: Number(row?.credit ?? 0),
      debitPaise: Number(row?.debit ?? 0),
    };
  }

  /** One page of the span's lines, newest first. */
  async page(db: DbOrTx, span: LedgerSpan, page: number, limit: number): Promise<LedgerLine[]> {
    return db
      .select(lineColumns)
      .from(walletTransactions)
      .where(within(span))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit);
  }

  /**
   * Every line of the span, newest first, `size` at a time: each batch continues after the last
   * line of the one before, so a long ledger is never held in memory and lines written meanwhile
   * (newer than the first batch) do not shift what follows.
   */
  async *batches(db: DbOrTx, span: LedgerSpan, size = 500): AsyncGenerator<LedgerLine[]> {
    let after: number | undefined;
    for (;;) {
      const rows = await db
        .select({ ...lineColumns, seq: walletTransactions.seq })
        .from(walletTransactions)
        .where(and(within(span), after ? lt(walletTransactions.seq, after) : undefined))
        .orderBy(...newestFirst)
        .limit(size);
      if (rows.length > 0) yield rows.map(({ seq: _seq, ...line }) => line);
      const last = rows.at(-1);
      if (rows.length < size || !last) return;
      after = last.seq;
    }
  }
}
