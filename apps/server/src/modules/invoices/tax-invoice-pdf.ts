import { ToWords } from 'to-words';
import { formatRupees, PAYMENT_METHOD_LABELS, type AdminOrder } from '@littleloom/shared';
import { openPdf } from '../../lib/pdf-fonts';
import {
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  PAGE_WIDTH,
  drawRule,
  drawTable,
  type PdfColumn,
  type PdfTable,
} from '../../lib/pdf-table';
import { rateLabel, type TaxInvoice, type TaxInvoiceLine } from './invoice-document';
import { totalRow, type DateLabel, type InvoiceShop } from './invoice-pdf';

const money = (paise: number) => formatRupees(paise / 100);
const words = new ToWords({ localeCode: 'en-IN' });

/** Space the totals, the amount in words and the closing lines need below the table. */
const CLOSING_HEIGHT = 210;
const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN;

function column(
  title: string,
  width: number,
  cell: (line: TaxInvoiceLine) => string,
  align: 'left' | 'right' = 'right',
): PdfColumn<TaxInvoiceLine> {
  return { title, width, align, cell };
}

/**
 * The lines as CGST Rule 46 asks: description, HSN, quantity and unit, value, discount, taxable
 * value, rate, and the tax as CGST and SGST within the seller's state or IGST outside it.
 */
function lineTable(intraState: boolean): PdfTable<TaxInvoiceLine> {
  const taxColumns = intraState
    ? [
        column('CGST', 50, (line) => money(line.cgstPaise)),
        column('SGST', 50, (line) => money(line.sgstPaise)),
      ]
    : [column('IGST', 72, (line) => money(line.igstPaise))];
  const description = intraState ? 118 : 138;
  const amount = intraState ? 52 : 56;
  return {
    columns: [
      column('Description', description, (line) => line.description, 'left'),
      column('HSN', 42, (line) => line.hsnCode, 'left'),
      column('Qty', 26, (line) => String(line.quantity)),
      column('Unit', 28, (line) => line.unit, 'left'),
      column('Value', amount, (line) => money(line.valuePaise)),
      column('Discount', intraState ? 44 : 46, (line) => money(line.discountPaise)),
      column('Taxable', amount + 2, (line) => money(line.taxablePaise)),
      column('Rate', 30, (line) => rateLabel(line.rateBp)),
      ...taxColumns,
    ],
    cellPadding: 4,
    titleFontSize: 8,
    rowFontSize: 8,
    bottomOf,
  };
}

/**
 * A shipped order's invoice: a tax invoice with everything CGST Rule 46 asks for when the seller
 * has a GSTIN, otherwise the same document saying it is not one. Every figure is the one worked
 * out when the order was placed.
 */
export async function renderTaxInvoicePdf(
  order: AdminOrder,
  invoice: TaxInvoice,
  shop: InvoiceShop,
  dateLabel: DateLabel,
): Promise<Buffer> {
  const title = titleOf(invoice);
  const { doc, bytes } = await openPdf({
    margin: MARGIN,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: shop.name,
      // PDFKit would stamp the moment of rendering and derive the file's ID from it: the issue
      // time instead makes the same document the same bytes, whenever it is rendered.
      CreationDate: invoice.issuedAt,
    },
  });
  doc.fillColor(INK);

  let y = header(doc, order, invoice, shop, dateLabel, title);
  y = parties(doc, order, invoice, y + 18);
  y = drawTable(doc, lineTable(invoice.intraState), invoice.lines, y + 18);
  if (y + CLOSING_HEIGHT > bottomOf(doc)) {
    doc.addPage();
    y = MARGIN;
  }
  y = totals(doc, invoice, y + 14);
  closing(doc, order, invoice, shop, y + 14);
  doc.end();
  return bytes;
}

function titleOf(invoice: TaxInvoice): string {
  if (invoice.kind === 'creditNote') return 'Credit Note';
  return invoice.isTaxInvoice ? 'Tax Invoice' : 'Invoice';
}

/** The seller on the left; the document's name, serial and dates on the right. */
function header(
  doc: PDFKit.PDFDocument,
  order: AdminOrder,
  invoice: TaxInvoice,
  shop: InvoiceShop,
  dateLabel: DateLabel,
  title: string,
): number {
  const { seller } = invoice;
  const left = { width: CONTENT_WIDTH / 2 + 15 };
  if (seller) {
    doc.font('bold').fontSize(14).text(seller.legalName, MARGIN, MARGIN, left);
    doc.font('regular').fontSize(9).fillColor(MUTED);
    if (seller.tradeName !== seller.legalName) doc.text(`Trading as ${seller.tradeName}`, left);
    doc.text(seller.address, left);
    doc.text(`${seller.state} (State code ${invoice.sellerStateCode ?? '—'})`, left);
    doc
      .font('bold')
      .fillColor(INK)
      .text(seller.gstin ? `GSTIN ${seller.gstin}` : 'Not registered for GST', left);
  } else {
    doc.font('bold').fontSize(14).text(shop.name, MARGIN, MARGIN, left);
    doc.font('regular').fontSize(9).fillColor(MUTED);
    for (const line of [shop.studioName, ...shop.addressLines]) doc.text(line, left);
  }
  const leftEnd = doc.y;

  const right = { width: 225, align: 'right' as const };
  const x = PAGE_WIDTH - MARGIN - right.width;
  doc.font('bold').fontSize(16).fillColor(INK).text(title, x, MARGIN, right);
  doc.moveDown(0.3).font('regular').fontSize(9);
  const against = invoice.againstInvoice;
  const document = against ? 'Credit Note' : 'Invoice';
  doc.text(`${document} No. ${invoice.number}`, right);
  doc.text(`${document} date ${dateLabel(invoice.issuedAt)}`, right);
  if (against) {
    doc.text(`Against invoice ${against.number} of ${dateLabel(against.issuedAt)}`, right);
  }
  doc.text(`Order ${order.orderNumber} of ${dateLabel(new Date(order.createdAt))}`, right);
  let end = Math.max(leftEnd, doc.y) + 8;
  if (!invoice.isTaxInvoice) {
    const notA = against ? 'a GST credit note' : 'a tax invoice';
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Not ${notA}: the seller is not registered for GST.`, MARGIN, end, {
        width: CONTENT_WIDTH,
      });
    end = doc.y + 6;
  }
  drawRule(doc, end);
  return end;
}

/** The buyer, the delivery address with its state and code, the place of supply. */
function parties(
  doc: PDFKit.PDFDocument,
  order: AdminOrder,
  invoice: TaxInvoice,
  top: number,
): number {
  const width = CONTENT_WIDTH / 2 - 10;
  const { address } = order;
  const block = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, top, { width });
    doc.moveDown(0.2).font('regular').fontSize(9).fillColor(INK);
    for (const line of lines) doc.text(line, { width });
    return doc.y;
  };
  const code = invoice.placeOfSupplyCode ? ` (State code ${invoice.placeOfSupplyCode})` : '';
  const billedEnd = block(MARGIN, 'Billed to', [order.user.name, order.user.email]);
  const deliverEnd = block(MARGIN + CONTENT_WIDTH / 2 + 10, 'Deliver to', [
    address.fullname,
    address.street,
    `${address.city} ${address.zip}`,
    `${address.state}${code}`,
    `Phone ${address.phone}`,
  ]);
  const y = Math.max(billedEnd, deliverEnd) + 10;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(`Place of supply: ${invoice.placeOfSupply}${code}`, MARGIN, y, { continued: true })
    .text('      Tax payable on reverse charge: No');
  return doc.y;
}

/** The tax by kind, the total in figures and in words. */
function totals(doc: PDFKit.PDFDocument, invoice: TaxInvoice, top: number): number {
  const rows: [string, number][] = [['Taxable value', invoice.totals.taxablePaise]];
  if (invoice.intraState) {
    rows.push(['CGST', invoice.totals.cgstPaise], ['SGST', invoice.totals.sgstPaise]);
  } else {
    rows.push(['IGST', invoice.totals.igstPaise]);
  }
  const labelX = MARGIN + CONTENT_WIDTH - 230;
  let y = top;
  doc.font('regular').fontSize(10);
  for (const [label, paise] of rows) {
    totalRow(doc, labelX, y, label, money(paise));
    y += 16;
  }
  drawRule(doc, y, labelX);
  doc.font('bold').fontSize(11);
  const total = invoice.kind === 'creditNote' ? 'Total credited' : 'Total';
  totalRow(doc, labelX, y + 6, total, money(invoice.totalPaise));
  y += 28;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `Amount in words: ${words.convert(invoice.totalPaise / 100, { currency: true })}`,
      MARGIN,
      y,
      {
        width: CONTENT_WIDTH,
      },
    );
  return doc.y;
}

/** How it was paid, the grievance officer, and the thanks. */
function closing(
  doc: PDFKit.PDFDocument,
  order: AdminOrder,
  invoice: TaxInvoice,
  shop: InvoiceShop,
  top: number,
): void {
  doc.font('regular').fontSize(9).fillColor(MUTED);
  const paid = `Paid by ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus}).`;
  const said =
    invoice.kind === 'creditNote' ? 'Prices include GST.' : `${paid} Prices include GST.`;
  doc.text(said, MARGIN, top, { width: CONTENT_WIDTH });
  const officer = invoice.seller?.grievanceOfficer;
  if (officer)
    doc.text(`Grievance officer: ${officer.name}, ${officer.email}`, { width: CONTENT_WIDTH });
  doc
    .moveDown(1)
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Thank you for shopping with ${shop.name}!`, { width: CONTENT_WIDTH, align: 'center' });
}
