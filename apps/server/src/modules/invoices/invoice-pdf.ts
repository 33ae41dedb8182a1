import {
  SHOP_DETAILS,
  SHOP_NAME,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  formatRupees,
  type AdminOrder,
  type OrderLine,
} from '@littleloom/shared';
import { openPdf } from '../../lib/pdf-fonts';
import {
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  PAGE_WIDTH,
  drawRule,
  drawTable,
  type PdfTable,
} from '../../lib/pdf-table';

/** Who the invoice is from: the shop's name and its studio's address and contacts. */
export interface InvoiceShop {
  name: string;
  studioName: string;
  addressLines: readonly string[];
  phoneDisplay: string;
  email: string;
}

/** Little Loom as every document prints it while the seller's details are not filled in. */
export const LITTLE_LOOM: InvoiceShop = { name: SHOP_NAME, ...SHOP_DETAILS };

/** Prints an instant as a day on the shop's calendar (05 Mar 2026). */
export type DateLabel = (instant: Date) => string;

/** What an order summary says of itself: shoppers and accountants must not take it for an invoice. */
export const NOT_A_TAX_INVOICE =
  'This is not a tax invoice. The tax invoice is issued when the order ships.';

/** Space the totals, payment and thank-you need below the table before a new page is due. */
const CLOSING_HEIGHT = 190;

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN;

/** Every line of the order, carried onto further pages (with the column titles) when long. */
const LINE_TABLE: PdfTable<OrderLine> = {
  columns: [
    { title: 'Item', width: 185, align: 'left', cell: (item) => item.name },
    { title: 'Size', width: 80, align: 'left', cell: (item) => item.size },
    { title: 'Qty', width: 40, align: 'right', cell: (item) => String(item.quantity) },
    { title: 'Unit price', width: 90, align: 'right', cell: (item) => formatRupees(item.price) },
    { title: 'Amount', width: 100, align: 'right', cell: (item) => formatRupees(item.lineTotal) },
  ],
  cellPadding: 6,
  titleFontSize: 9,
  rowFontSize: 10,
  bottomOf,
};

/**
 * An order's summary as PDF bytes, for an order whose tax invoice is not issued yet. Everything
 * printed comes from the order as it was stored when placed (each line's name, size and unit
 * price, the totals), so renaming or repricing a product later never changes it.
 */
export async function renderOrderSummaryPdf(
  order: AdminOrder,
  shop: InvoiceShop,
  dateLabel: DateLabel,
): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    margin: MARGIN,
    info: {
      Title: `Order summary ${order.orderNumber}`,
      Author: shop.name,
      // PDFKit would stamp the moment of rendering, and derive the file's ID from it.
      CreationDate: new Date(order.createdAt),
    },
  });
  doc.fillColor(INK);

  let y = header(doc, order, shop, dateLabel);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(NOT_A_TAX_INVOICE, MARGIN, y + 8, { width: CONTENT_WIDTH });
  y = doc.y;
  y = parties(doc, order, y + 24);
  y = drawTable(doc, LINE_TABLE, order.items, y + 24);
  if (y + CLOSING_HEIGHT > bottomOf(doc)) {
    doc.addPage();
    y = MARGIN;
  }
  y = closing(doc, order, y + 16);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Thank you for shopping with ${shop.name}!`, MARGIN, y + 28, {
      width: CONTENT_WIDTH,
      align: 'center',
    });

  doc.end();
  return bytes;
}

/** The shop on the left, the invoice's number and date on the right; returns where it ends. */
function header(
  doc: PDFKit.PDFDocument,
  order: AdminOrder,
  shop: InvoiceShop,
  dateLabel: DateLabel,
): number {
  doc.font('bold').fontSize(22).text(shop.name, MARGIN, MARGIN);
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of [shop.studioName, ...shop.addressLines, shop.phoneDisplay, shop.email]) {
    doc.text(line);
  }
  const leftEnd = doc.y;

  const right = { width: 200, align: 'right' as const };
  const x = PAGE_WIDTH - MARGIN - right.width;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text('Order summary', x, MARGIN + 4, right);
  doc.moveDown(0.3).font('regular').fontSize(10);
  doc.text(`Order ${order.orderNumber}`, right);
  doc.text(`Date ${dateLabel(new Date(order.createdAt))}`, right);
  const end = Math.max(leftEnd, doc.y) + 12;
  drawRule(doc, end);
  return end;
}

/** Who bought (name and e-mail) and where it goes (the address stored with the order). */
function parties(doc: PDFKit.PDFDocument, order: AdminOrder, top: number): number {
  const width = CONTENT_WIDTH / 2 - 10;
  const { address } = order;
  const block = (x: number, title: string, lines: string[]) => {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
    doc.moveDown(0.2).font('regular').fontSize(10).fillColor(INK);
    for (const line of lines) doc.text(line, { width });
    return doc.y;
  };
  const billedEnd = block(MARGIN, 'Billed to', [order.user.name, order.user.email]);
  const deliverEnd = block(MARGIN + CONTENT_WIDTH / 2 + 10, 'Deliver to', [
    address.fullname,
    address.street,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
    `Phone ${address.phone}`,
  ]);
  return Math.max(billedEnd, deliverEnd);
}

/** How it was paid on the left, the totals as stored with the order on the right. */
function closing(doc: PDFKit.PDFDocument, order: AdminOrder, top: number): number {
  doc.font('bold').fontSize(9).fillColor(MUTED).text('PAYMENT', MARGIN, top);
  doc.moveDown(0.2).font('regular').fontSize(10).fillColor(INK);
  doc.text(`Method: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`);
  doc.text(`Status: ${paymentStatusLabel(order)}`);
  const paymentEnd = doc.y;

  const rows: [string, string][] = [
    ['Subtotal', formatRupees(order.totalPrice)],
    ...(order.discountAmount > 0
      ? [['Discount', `−${formatRupees(order.discountAmount)}`] as [string, string]]
      : []),
    ['Delivery', formatRupees(order.deliveryCharge)],
  ];
  const labelX = MARGIN + CONTENT_WIDTH - 230;
  let y = top;
  for (const [label, amount] of rows) {
    totalRow(doc, labelX, y, label, amount);
    y += 18;
  }
  drawRule(doc, y, labelX);
  doc.font('bold').fontSize(12);
  totalRow(doc, labelX, y + 8, 'Total', formatRupees(order.finalPrice));
  return Math.max(paymentEnd, y + 26);
}

export function totalRow(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  label: string,
  amount: string,
) {
  doc.fillColor(INK).text(label, x, y, { width: 110 });
  doc.text(amount, x + 110, y, { width: 120, align: 'right' });
}
