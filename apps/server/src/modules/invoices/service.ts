import { ORDER_DETAIL_MESSAGES, toRupees, type CreditNoteSummary } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads, OrderViewer } from '../orders';
import { creditNoteTotalPaise } from './invoice-document';
import type { Invoicing } from './invoicing';
import { LITTLE_LOOM, renderOrderSummaryPdf } from './invoice-pdf';
import type { IssuedDocuments } from './issued-documents';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/**
 * An order's invoice, for the order's owner or an admin (storefront.md: GET /api/invoice/{orderId}):
 * once its first item has shipped, its tax invoice as issued (or, when the seller had no GSTIN
 * then, an invoice that says it is not one); before that, an order summary that says it is not a
 * tax invoice, drawn afresh each time, since it is not a numbered document.
 */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly reads: OrderReads,
    private readonly invoicing: Invoicing,
    private readonly documents: IssuedDocuments,
    private readonly days: ShopDays,
  ) {}

  async forViewer(viewer: OrderViewer, orderId: string): Promise<InvoiceFile> {
    const row = await this.reads.findRow(this.db, viewer, orderId);
    // Another shopper's order answers like a missing one, so order ids reveal nothing.
    if (!row) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
    const fileName = `invoice-${row.orderNumber}.pdf`;
    const issued = await this.documents.invoicePdf(this.db, row);
    if (issued) return { fileName, pdf: issued };
    const order = await this.reads.adminView(this.db, row);
    const pdf = await renderOrderSummaryPdf(order, LITTLE_LOOM, (at) => this.days.dateLabel(at));
    return { fileName, pdf };
  }

  /** The credit notes of an order the viewer may see, oldest first. */
  async creditNotesFor(viewer: OrderViewer, orderId: string): Promise<CreditNoteSummary[]> {
    const row = await this.reads.findRow(this.db, viewer, orderId);
    if (!row) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
    const notes = await this.invoicing.creditNotesOf(this.db, row.id);
    return notes.map((note) => ({
      _id: note.id,
      number: note.number,
      invoiceNumber: note.invoiceNumber,
      reason: note.reason,
      issuedAt: note.issuedAt.toISOString(),
      amount: toRupees(creditNoteTotalPaise(note)),
    }));
  }

  /** One credit note as a PDF, for the order's owner or an admin. */
  async creditNoteFor(viewer: OrderViewer, orderId: string, noteId: string): Promise<InvoiceFile> {
    const row = await this.reads.findRow(this.db, viewer, orderId);
    const note = row
      ? (await this.invoicing.creditNotesOf(this.db, row.id)).find((n) => n.id === noteId)
      : undefined;
    if (!row || !note) throw notFound(CREDIT_NOTE_NOT_FOUND);
    const pdf = await this.documents.creditNotePdf(this.db, row, note);
    return { fileName: `credit-note-${note.number.replaceAll('/', '-')}.pdf`, pdf };
  }
}
