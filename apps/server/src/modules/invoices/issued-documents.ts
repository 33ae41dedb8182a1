import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { issuedDocuments } from '../../db/schema';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads, OrderRow } from '../orders';
import type { SellerService } from '../settings';
import type { NumberedDocument } from './document-serials';
import {
  creditNoteDocument,
  taxInvoiceOf,
  type CreditNoteRow,
  type TaxInvoice,
} from './invoice-document';
import { LITTLE_LOOM } from './invoice-pdf';
import { renderTaxInvoicePdf } from './tax-invoice-pdf';

/** A numbered document's file, as kept. */
interface IssuedDocument {
  orderId: string;
  kind: NumberedDocument;
  number: string;
  issuedAt: Date;
  pdf: Buffer;
}

/**
 * Tax invoices and credit notes as issued (decision 16). Each is rendered once, inside the
 * transaction that numbers it, from what that transaction reads: the seller's details, the order
 * with its buyer, lines, tax and totals. The bytes are kept, and every download sends them, so a
 * document reads the same however the seller's details, the buyer or the templates change later.
 */
export class IssuedDocuments {
  constructor(
    private readonly reads: OrderReads,
    private readonly sellers: SellerService,
    private readonly days: ShopDays,
  ) {}

  /**
   * Keeps the invoice of an order numbered in `tx`. An order placed before the shop recorded tax
   * has no tax invoice to keep: its download stays an order summary.
   */
  async issueInvoice(tx: Tx, order: OrderRow): Promise<void> {
    const invoice = await this.renderInvoice(tx, order);
    if (invoice) await tx.insert(issuedDocuments).values(invoice);
  }

  /** Keeps a credit note written in `tx`. */
  async issueCreditNote(tx: Tx, order: OrderRow, note: CreditNoteRow): Promise<void> {
    await tx.insert(issuedDocuments).values(await this.renderCreditNote(tx, order, note));
  }

  /** The invoice as issued; undefined for an order without a tax invoice. */
  async invoicePdf(db: DbOrTx, order: OrderRow): Promise<Buffer | undefined> {
    if (order.invoiceNumber === null) return undefined;
    const kept = await this.keptPdf(db, order.id, order.invoiceNumber);
    if (kept) return kept;
    const invoice = await this.renderInvoice(db, order);
    return invoice && this.keepFirst(db, invoice);
  }

  /** The credit note as issued. */
  async creditNotePdf(db: DbOrTx, order: OrderRow, note: CreditNoteRow): Promise<Buffer> {
    return (
      (await this.keptPdf(db, order.id, note.number)) ??
      this.keepFirst(db, await this.renderCreditNote(db, order, note))
    );
  }

  private async keptPdf(db: DbOrTx, orderId: string, number: string): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ pdf: issuedDocuments.pdf })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.number, number), eq(issuedDocuments.orderId, orderId)));
    return row?.pdf;
  }

  /**
   * A document issued before documents were kept, rendered on its first download from what the
   * database holds then, and kept from then on. Two first downloads at once both render; the
   * first to be stored is the one both send, and every later download.
   */
  private async keepFirst(db: DbOrTx, document: IssuedDocument): Promise<Buffer> {
    const [stored] = await db
      .insert(issuedDocuments)
      .values(document)
      .onConflictDoNothing({ target: issuedDocuments.number })
      .returning({ pdf: issuedDocuments.pdf });
    if (stored) return stored.pdf;
    const kept = await this.keptPdf(db, document.orderId, document.number);
    if (!kept) throw new Error(`Document ${document.number} is kept for another order`);
    return kept;
  }

  private async renderInvoice(db: DbOrTx, order: OrderRow): Promise<IssuedDocument | undefined> {
    const items = await this.reads.itemsOf(db, [order.id]);
    const invoice = taxInvoiceOf(order, items, await this.sellers.read(db));
    return invoice && this.render(db, order, invoice);
  }

  private async renderCreditNote(
    db: DbOrTx,
    order: OrderRow,
    note: CreditNoteRow,
  ): Promise<IssuedDocument> {
    const document = creditNoteDocument(order, note, await this.sellers.read(db));
    return this.render(db, order, document);
  }

  private async render(db: DbOrTx, order: OrderRow, document: TaxInvoice): Promise<IssuedDocument> {
    const pdf = await renderTaxInvoicePdf(
      await this.reads.adminView(db, order),
      document,
      LITTLE_LOOM,
      (instant) => this.days.dateLabel(instant),
    );
    const { kind, number, issuedAt } = document;
    return { orderId: order.id, kind, number, issuedAt, pdf };
  }
}
