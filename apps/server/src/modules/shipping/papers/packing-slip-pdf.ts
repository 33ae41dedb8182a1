import { openPdf, type PdfFont } from '../../../lib/pdf-fonts';
import { BAND, INK, MUTED, RULE } from '../../../lib/pdf-table';
import { assertSomethingToPrint, orderedOn, totalUnits, type ParcelPaper } from './parcel-papers';

/**
 * A6 (105 × 148 mm): a slip goes into the parcel, and the shop's parcels are small mailers a
 * folded A5 sheet would crumple in. A6 also fits the courier's document pouch, and an office
 * printer prints four to an A4 sheet, or a 4 × 6 in label printer one to a label.
 */
const SLIP_SIZE = 'A6';
const EDGE = 22;

export const NOT_A_TAX_INVOICE_SLIP = 'This packing slip is not a tax invoice.';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (item: ParcelPaper['items'][number]) => string;
}

const PADDING = 4;
const TITLE_BAND_HEIGHT = 16;

/**
 * One packing slip per parcel, each starting on a new A6 page: the shop, the order and its date,
 * the AWB, where it goes, and every item with its size and quantity (a long order carries on to
 * further pages, column titles repeated), the units in all, and a thank-you. No prices: a parcel
 * is often a gift, and the tax invoice is the document that carries them.
 */
export async function renderPackingSlips(papers: ParcelPaper[]): Promise<Buffer> {
  assertSomethingToPrint(papers);
  const { doc, bytes } = await openPdf({
    size: SLIP_SIZE,
    margin: EDGE,
    autoFirstPage: false,
    info: {
      Title: papers.length === 1 ? `Packing slip ${papers[0]?.orderNumber}` : 'Packing slips',
    },
  });
  for (const paper of papers) {
    doc.addPage();
    drawSlip(doc, paper);
  }
  doc.end();
  return bytes;
}

function drawSlip(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const width = contentWidth(doc);
  let y = header(doc, paper);
  y = shipTo(doc, paper, y + 8);
  y = items(doc, paper, y + 10);
  const closing = closingLines(paper);
  const closingHeight = closing.reduce(
    (sum, line) => sum + line.space + heightOf(doc, line, width),
    0,
  );
  if (y + closingHeight > bottomOf(doc)) {
    doc.addPage();
    y = continuedHeading(doc, paper);
  }
  for (const line of closing) {
    y += line.space;
    doc
      .font(line.font)
      .fontSize(line.size)
      .fillColor(line.color)
      .text(line.text, EDGE, y, { width, align: line.align });
    y = doc.y;
  }
}

interface ClosingLine {
  text: string;
  font: PdfFont;
  size: number;
  color: string;
  align: 'left' | 'center' | 'right';
  /** Space above the line. */
  space: number;
}

/** The units in all, that this is no tax invoice, and the thanks, below the last item. */
function closingLines(paper: ParcelPaper): ClosingLine[] {
  return [
    {
      text: `Total units: ${totalUnits(paper)}`,
      font: 'bold',
      size: 10,
      color: INK,
      align: 'right',
      space: 6,
    },
    {
      text: NOT_A_TAX_INVOICE_SLIP,
      font: 'regular',
      size: 8,
      color: MUTED,
      align: 'left',
      space: 8,
    },
    {
      text: `Thank you for shopping with ${paper.shop.tradeName}! We hope it is loved.`,
      font: 'bold',
      size: 10,
      color: INK,
      align: 'center',
      space: 8,
    },
  ];
}

function heightOf(doc: PDFKit.PDFDocument, line: ClosingLine, width: number): number {
  return doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width });
}

/** The shop and the document's name, then the order, its date, and the courier's AWB. */
function header(doc: PDFKit.PDFDocument, paper: ParcelPaper): number {
  const width = contentWidth(doc);
  const titleWidth = 80;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('PACKING SLIP', EDGE + width - titleWidth, EDGE + 3, {
      width: titleWidth,
      align: 'right',
    });
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(paper.shop.tradeName, EDGE, EDGE, { width: width - titleWidth - 6 });
  doc.moveDown(0.3).font('regular').fontSize(9);
  doc.text(`Order ${paper.orderNumber} · ${orderedOn(paper)}`, EDGE, doc.y, { width });
  doc.text(`${paper.courierName} · AWB ${paper.awb}`, { width });
  const end = doc.y + 6;
  rule(doc, end);
  return end;
}

function shipTo(doc: PDFKit.PDFDocument, paper: ParcelPaper, top: number): number {
  const width = contentWidth(doc);
  const { delivery } = paper;
  doc.font('bold').fontSize(7).fillColor(MUTED).text('SHIP TO', EDGE, top, { width });
  doc.moveDown(0.2).font('bold').fontSize(9).fillColor(INK).text(delivery.name, { width });
  doc.font('regular').fontSize(8.5);
  doc.text(delivery.street, { width });
  doc.text(`${delivery.city}, ${delivery.state} ${delivery.pin}`, { width });
  doc.text(`Phone ${delivery.phone}`, { width });
  return doc.y;
}

function columns(doc: PDFKit.PDFDocument): Column[] {
  const size = 62;
  const quantity = 34;
  return [
    {
      title: 'Item',
      width: contentWidth(doc) - size - quantity,
      align: 'left',
      cell: (item) => item.name,
    },
    { title: 'Size', width: size, align: 'left', cell: (item) => item.size },
    { title: 'Qty', width: quantity, align: 'right', cell: (item) => String(item.quantity) },
  ];
}

/**
 * Every item, one ruled row each, a long name wrapping within its column. A row that would pass
 * the page's foot starts a new page headed with the order and the column titles again, so the
 * packer can tell whose slip a loose page belongs to.
 */
function items(doc: PDFKit.PDFDocument, paper: ParcelPaper, top: number): number {
  const table = columns(doc);
  let y = columnTitles(doc, table, top);
  for (const item of paper.items) {
    doc.font('regular').fontSize(8.5);
    const height =
      Math.max(
        ...table.map((column) =>
          doc.heightOfString(column.cell(item), { width: column.width - 2 * PADDING }),
        ),
      ) +
      2 * PADDING;
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = columnTitles(doc, table, continuedHeading(doc, paper));
      doc.font('regular').fontSize(8.5);
    }
    doc.fillColor(INK);
    let x = EDGE;
    for (const column of table) {
      doc.text(column.cell(item), x + PADDING, y + PADDING, {
        width: column.width - 2 * PADDING,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    rule(doc, y);
  }
  return y;
}

function columnTitles(doc: PDFKit.PDFDocument, table: readonly Column[], top: number): number {
  doc.rect(EDGE, top, contentWidth(doc), TITLE_BAND_HEIGHT).fill(BAND);
  doc.font('bold').fontSize(7.5).fillColor(MUTED);
  let x = EDGE;
  for (const column of table) {
    doc.text(column.title, x + PADDING, top + 4.5, {
      width: column.width - 2 * PADDING,
      align: column.align,
    });
    x += column.width;
  }
  return top + TITLE_BAND_HEIGHT;
}

/** The top of a slip's further page: whose order it goes on with. */
function continuedHeading(doc: PDFKit.PDFDocument, paper: ParcelPaper): number {
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${paper.shop.tradeName} · Order ${paper.orderNumber} (continued)`, EDGE, EDGE, {
      width: contentWidth(doc),
    });
  return doc.y + 6;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * EDGE;
const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - EDGE;

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(EDGE, y)
    .lineTo(doc.page.width - EDGE, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}
