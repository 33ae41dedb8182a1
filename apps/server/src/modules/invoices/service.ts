import { ORDER_DETAIL_MESSAGES, SHOP_DETAILS, SHOP_NAME } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads, OrderViewer } from '../orders/order-reads';
import { renderInvoicePdf, type InvoiceShop } from './invoice-pdf';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

const SHOP: InvoiceShop = { name: SHOP_NAME, ...SHOP_DETAILS };

/** An order's invoice, for the order's owner or an admin (storefront.md: GET /api/invoice/{orderId}). */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly reads: OrderReads,
    private readonly days: ShopDays,
  ) {}

  async forViewer(viewer: OrderViewer, orderId: string): Promise<InvoiceFile> {
    const row = await this.reads.findRow(this.db, viewer, orderId);
    // Another shopper's order answers like a missing one, so order ids reveal nothing.
    if (!row) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
    const order = await this.reads.adminView(this.db, row);
    const pdf = await renderInvoicePdf(order, SHOP, (instant) => this.days.dateLabel(instant));
    return { fileName: `invoice-${order.orderNumber}.pdf`, pdf };
  }
}
