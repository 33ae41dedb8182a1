import { and, asc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { loadPdfKit } from '../../lib/pdf-fonts';
import { creditNotes, orderItems, orders, type CreditNoteLine } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders';
import type { DocumentSerials } from './document-serials';
import { deliveryTaxLine, itemTaxLine, itemTaxLines, type CreditNoteRow } from './invoice-document';
import type { IssuedDocuments } from './issued-documents';

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

/** An order just invoiced, and the items its invoice lists. */
export interface Invoiced {
  order: OrderRow;
  listed: OrderItemRow[];
}

/**
 * The documents an order's supply is recorded in: the tax invoice when it ships, and a credit
 * note, from a series of its own, for items cancelled or returned after that. Both are issued
 * inside the caller's transaction, file and all, so they stand or fall with the change they record.
 */
export class Invoicing {
  constructor(
    private readonly serials: DocumentSerials,
    private readonly documents: IssuedDocuments,
  ) {}

  /**
   * The order's tax invoice: the next serial of the financial year, the items it lists (every one
   * not cancelled before it), and its file. Undefined when the order already has one.
   */
  async issueInvoice(tx: Tx, order: OrderRow, at: Date): Promise<Invoiced | undefined> {
    if (order.invoiceNumber !== null) return undefined;
    // Loaded before the serial is taken: the year's serial stays locked until this commits.
    await loadPdfKit();
    const [invoiced] = await tx
      .update(orders)
      .set({
        invoiceNumber: await this.serials.next(tx, 'invoice', at),
        invoicedAt: at,
        updatedAt: at,
      })
      .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)))
      .returning();
    if (!invoiced) return undefined;
    const listed = await tx
      .update(orderItems)
      .set({ onInvoice: true })
      .where(and(eq(orderItems.orderId, invoiced.id), ne(orderItems.trackingStatus, 'CANCELLED')))
      .returning();
    await this.documents.issueInvoice(tx, invoiced);
    return { order: invoiced, listed };
  }

  /**
   * A credit note for items of an invoiced order cancelled or returned now, with the taxable value
   * and tax each carried on the invoice, and its file. Nothing for an order not invoiced yet (its
   * invoice will not hold them), or placed before the shop recorded tax.
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
    const [note] = await tx
      .insert(creditNotes)
      .values({
        orderId: order.id,
        number: await this.serials.next(tx, 'creditNote', at),
        invoiceNumber: order.invoiceNumber,
        reason: back.reason,
        lines,
        issuedAt: at,
      })
      .returning();
    await this.documents.issueCreditNote(tx, order, note!);
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
