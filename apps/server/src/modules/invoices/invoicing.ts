import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { creditNotes, type CreditNoteLine } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders/order-reads';
import type { DocumentSerials } from './document-serials';
import { deliveryTaxLine, itemTaxLine, itemTaxLines } from './invoice-document';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** What taking items back of an invoiced order reverses. */
export interface TakenBack {
  reason: CreditNoteRow['reason'];
  /** Every item of the order, as it now stands. */
  items: readonly OrderItemRow[];
  /** The items cancelled or returned now. */
  taken: readonly OrderItemRow[];
  /** Nothing of the order travels any more: its delivery charge is taken back too. */
  withDelivery: boolean;
}

/**
 * The documents an order's supply is recorded in: the tax invoice's serial when it ships, and a
 * credit note, from a series of its own, for items cancelled or returned after that. Both are
 * issued inside the caller's transaction, so they stand or fall with the change they record.
 */
export class Invoicing {
  constructor(private readonly serials: DocumentSerials) {}

  invoiceNumber(tx: Tx, at: Date): Promise<string> {
    return this.serials.next(tx, 'invoice', at);
  }

  /**
   * A credit note for items of an invoiced order cancelled or returned now, with the taxable value
   * and tax each carried on the invoice. Nothing for an order not invoiced yet (its invoice will
   * not hold them), or placed before the shop recorded tax.
   */
  async creditNote(tx: Tx, order: OrderRow, back: TakenBack, at: Date): Promise<void> {
    if (order.invoiceNumber === null) return;
    const invoiced = itemTaxLines(back.items);
    if (!invoiced) return;
    // Only what the invoice listed is taken back by a credit note.
    const lines: CreditNoteLine[] = back.taken.flatMap((item) => {
      const line = item.onInvoice ? itemTaxLine(item) : undefined;
      return line ? [{ itemId: item.id, ...line }] : [];
    });
    const delivery = back.withDelivery ? deliveryTaxLine(order, invoiced) : undefined;
    if (delivery) lines.push({ itemId: null, ...delivery });
    if (lines.length === 0) return;
    await tx.insert(creditNotes).values({
      orderId: order.id,
      number: await this.serials.next(tx, 'creditNote', at),
      invoiceNumber: order.invoiceNumber,
      reason: back.reason,
      lines,
      issuedAt: at,
    });
  }

  /** An order's credit notes, oldest first. */
  creditNotesOf(db: DbOrTx, orderId: string): Promise<CreditNoteRow[]> {
    return db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  }

  /** Credit notes issued in [from, to). */
  creditNotesBetween(db: DbOrTx, from: Date, to: Date): Promise<CreditNoteRow[]> {
    return db
      .select()
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt));
  }
}
