import { sql } from 'drizzle-orm';
import { documentSerial, financialYearStart } from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { documentSeries } from '../../db/schema';

/** The documents that are numbered, each in a consecutive series of its own per financial year. */
export const DOCUMENT_PREFIXES = {
  invoice: 'LL',
  creditNote: 'LLC',
} as const;
export type NumberedDocument = keyof typeof DOCUMENT_PREFIXES;

/**
 * Serials for tax invoices and credit notes (CGST Rule 46: consecutive, unique within a financial
 * year, at most 16 characters). The year is the one `at` falls in, in the shop's time zone.
 */
export class DocumentSerials {
  constructor(private readonly timeZone: string) {}

  /**
   * The next serial of `kind`, taken inside the caller's transaction: the series row stays locked
   * until it commits (a document issued at the same moment waits for it), and a rollback returns
   * the number, so the series has no gaps.
   */
  async next(tx: Tx, kind: NumberedDocument, at: Date): Promise<string> {
    const year = financialYearStart(at, this.timeZone);
    const [row] = await tx
      .insert(documentSeries)
      .values({ kind, financialYear: year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentSeries.kind, documentSeries.financialYear],
        set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
      })
      .returning({ lastNumber: documentSeries.lastNumber });
    return documentSerial(DOCUMENT_PREFIXES[kind], year, row!.lastNumber);
  }
}
