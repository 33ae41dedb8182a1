import { ORDER_DETAIL_MESSAGES, SHOP_DETAILS, SHOP_NAME } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads, OrderViewer } from '../orders/order-reads';
import type { SellerService } from '../settings/seller-service';
import { taxInvoiceOf } from './invoice-document';
import { renderOrderSummaryPdf, type InvoiceShop } from './invoice-pdf';
import { renderTaxInvoicePdf } from './tax-invoice-pdf';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

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
}
