import {
  ORDER_DETAIL_MESSAGES,
  SHOP_DETAILS,
  SHOP_NAME,
  toRupees,
  type CreditNoteSummary,
} from '@littleloom/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads, OrderViewer } from '../orders/order-reads';
import type { SellerService } from '../settings/seller-service';
import { creditNoteDocument, creditNoteTotalPaise, taxInvoiceOf } from './invoice-document';
import type { Invoicing } from './invoicing';
import { renderOrderSummaryPdf, type InvoiceShop } from './invoice-pdf';
import { renderTaxInvoicePdf } from './tax-invoice-pdf';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

const SHOP: InvoiceShop = { name: SHOP_NAME, ...SHOP_DETAILS };

/**
 * An order's invoice, for the order's owner or an admin (storefront.md: GET /api/invoice/{orderId}):
 * once its first item has shipped, its tax invoice (or, while the seller has no GSTIN, an invoice
 * that says it is not one); before that, an order summary that says it is not a tax invoice.
 */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly reads: OrderReads,
    private readonly sellers: SellerService,
    private readonly invoicing: Invoicing,
    private readonly days: ShopDays,
  ) {}

  async forViewer(viewer: OrderViewer, orderId: string): Promise<InvoiceFile> {
    const row = await this.reads.findRow(this.db, viewer, orderId);
    // Another shopper's order answers like a missing one, so order ids reveal nothing.
    if (!row) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
    const [order, items, seller] = await Promise.all([
      this.reads.adminView(this.db, row),
      this.reads.itemsOf(this.db, [row.id]),
      this.sellers.read(),
    ]);
    const dateLabel = (instant: Date) => this.days.dateLabel(instant);
    const invoice = taxInvoiceOf(row, items, seller);
    const pdf = invoice
      ? await renderTaxInvoicePdf(order, invoice, SHOP, dateLabel)
      : await renderOrderSummaryPdf(order, SHOP, dateLabel);
    return { fileName: `invoice-${order.orderNumber}.pdf`, pdf };
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
    const [order, seller] = await Promise.all([
      this.reads.adminView(this.db, row),
      this.sellers.read(),
    ]);
    const pdf = await renderTaxInvoicePdf(
      order,
      creditNoteDocument(row, note, seller),
      SHOP,
      (instant) => this.days.dateLabel(instant),
    );
    return { fileName: `credit-note-${note.number.replaceAll('/', '-')}.pdf`, pdf };
  }
}
