import {
  PAYMENT_METHOD_LABELS,
  SALES_REPORT_DEFINITION,
  SALES_REPORT_FILTER_LABELS,
  SHOP_NAME,
  formatRupees,
  type SalesReportData,
  type SalesReportOrder,
} from '@littleloom/shared';
import { openPdf } from '../../lib/pdf-fonts';
import {
  BAND,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  RULE,
  drawTable,
  type PdfTable,
} from '../../lib/pdf-table';
import type { SalesRange } from './sales-range';

/** Prints an instant as a day on the shop's calendar (05 Mar 2026). */
export type DateLabel = (instant: Date) => string;

/** Room kept free at the foot of every page for its number. */
const FOOTER_HEIGHT = 24;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day written YYYY-MM-DD as people read it: 05 Mar 2026. */
export const dayLabel = (day: string) =>
  `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** What the report covers, in words: "Monthly: 01 Mar 2026 – 18 Mar 2026". */
export function rangeLabel(range: Pick<SalesRange, 'filter' | 'startDate' | 'endDate'>): string {
  const days =
    range.startDate === range.endDate
      ? dayLabel(range.startDate)
      : `${dayLabel(range.startDate)} – ${dayLabel(range.endDate)}`;
  return `${SALES_REPORT_FILTER_LABELS[range.filter]}: ${days}`;
}

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER_HEIGHT;

/** Every order, newest first, carried onto further pages (with the column titles) when long. */
function orderTable(dateLabel: DateLabel): PdfTable<SalesReportOrder> {
  return {
    columns: [
      { title: 'Order ID', width: 100, align: 'left', cell: (o) => o.orderNumber },
      { title: 'Date', width: 70, align: 'left', cell: (o) => dateLabel(new Date(o.createdAt)) },
      {
        title: 'Payment',
        width: 62,
        align: 'left',
        cell: (o) => PAYMENT_METHOD_LABELS[o.paymentMethod],
      },
      { title: 'Status', width: 63, align: 'left', cell: (o) => o.status },
      { title: 'Total Price', width: 68, align: 'right', cell: (o) => formatRupees(o.totalPrice) },
      { title: 'Discount', width: 64, align: 'right', cell: (o) => formatRupees(o.discountAmount) },
      { title: 'Final Price', width: 68, align: 'right', cell: (o) => formatRupees(o.finalPrice) },
    ],
    cellPadding: 5,
    titleFontSize: 8.5,
    rowFontSize: 9,
    bottomOf,
  };
}

/**
 * The sales report as PDF bytes: the title, the range, its figures, and every order of it
 * in a table carried across pages (with its column titles), each page numbered.
 */
export async function renderSalesPdf(
  report: SalesReportData,
  dateLabel: DateLabel,
): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: 'Sales Report', Author: SHOP_NAME },
  });

  doc.font('bold').fontSize(10).fillColor(MUTED).text(SHOP_NAME, MARGIN, MARGIN);
  doc.font('bold').fontSize(22).fillColor(INK).text('Sales Report');
  doc.moveDown(0.2).font('regular').fontSize(11).fillColor(MUTED).text(rangeLabel(report));

  const figuresEnd = figures(doc, report, doc.y + 16);
  const tableEnd = drawTable(doc, orderTable(dateLabel), report.orders, figuresEnd + 24);
  if (report.orders.length === 0) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text('No sales in this period.', MARGIN, tableEnd + 12, {
        width: CONTENT_WIDTH,
        align: 'center',
      });
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${SHOP_NAME} · Sales Report · Page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 8,
        { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return bytes;
}

/**
 * Gross Sales, Refunds and Total Sales (net) in three boxes side by side, Total Orders and Total
 * Discount under them, what they mean, and the GST in the sales.
 */
function figures(doc: PDFKit.PDFDocument, report: SalesReportData, top: number): number {
  const gap = 12;
  const width = (CONTENT_WIDTH - 2 * gap) / 3;
  const height = 58;
  const boxes: [string, string][] = [
    ['Gross Sales', formatRupees(report.grossSales)],
    ['Refunds', formatRupees(report.refunds)],
    ['Total Sales', formatRupees(report.totalSales)],
    ['Total Orders', String(report.totalOrders)],
    ['Total Discount', formatRupees(report.totalDiscount)],
  ];
  const rows = Math.ceil(boxes.length / 3);
  boxes.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * (width + gap);
    const y = top + Math.floor(i / 3) * (height + gap);
    doc.roundedRect(x, y, width, height, 6).fillAndStroke(BAND, RULE);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x + 12, y + 10, { width: width - 24 });
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(INK)
      .text(value, x + 12, y + 26, { width: width - 24, lineBreak: false });
  });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(SALES_REPORT_DEFINITION, MARGIN, top + rows * (height + gap) - gap + 8, {
      width: CONTENT_WIDTH,
    })
    .moveDown(0.3)
    .text(
      `Taxable value ${formatRupees(report.totalTaxable)} and GST ${formatRupees(report.totalTax)} in these sales, as worked out when each order was placed.`,
      { width: CONTENT_WIDTH },
    );
  return doc.y;
}
