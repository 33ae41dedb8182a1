/**
 * The page, colours and tables the shop's PDFs (invoices, the sales report) share, so that every
 * document it sends is set out alike. Fonts come from pdf-fonts.ts: 'regular' and 'bold'.
 */

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4, in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const BAND = '#f3f4f6';

/** Every page's column titles sit in a band this tall. */
const TITLE_BAND_HEIGHT = 22;

export interface PdfColumn<Row> {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (row: Row) => string;
}

export interface PdfTable<Row> {
  /** Left to right from the margin; their widths add up to at most CONTENT_WIDTH. */
  columns: readonly PdfColumn<Row>[];
  /** Space between a cell's text and its edges. */
  cellPadding: number;
  titleFontSize: number;
  rowFontSize: number;
  /** How far down the current page rows may reach (room left for a footer, say). */
  bottomOf: (doc: PDFKit.PDFDocument) => number;
}

/**
 * Draws the column titles at `top` and a row for each of `rows` below, ruled off one from the
 * next. A row that would pass the page's bottom starts a new page, with the titles again, so a
 * long table reads on without turning back. Returns where the last row (or the titles) ends.
 */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  table: PdfTable<Row>,
  rows: readonly Row[],
  top: number,
): number {
  let y = drawColumnTitles(doc, table, top);
  doc.font('regular').fontSize(table.rowFontSize).fillColor(INK);
  for (const row of rows) {
    const height = rowHeight(doc, table, row);
    if (y + height > table.bottomOf(doc)) {
      doc.addPage();
      y = drawColumnTitles(doc, table, MARGIN);
      doc.font('regular').fontSize(table.rowFontSize).fillColor(INK);
    }
    let x = MARGIN;
    for (const column of table.columns) {
      doc.text(column.cell(row), x + table.cellPadding, y + table.cellPadding, {
        width: column.width - 2 * table.cellPadding,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    drawRule(doc, y);
  }
  return y;
}

/** A thin grey line across the page at `y`, from `from` to the right margin. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, from = MARGIN): void {
  doc
    .moveTo(from, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** A row is as tall as its tallest cell: long text wraps within its column. */
function rowHeight<Row>(doc: PDFKit.PDFDocument, table: PdfTable<Row>, row: Row): number {
  const cells = table.columns.map((column) =>
    doc.heightOfString(column.cell(row), { width: column.width - 2 * table.cellPadding }),
  );
  return Math.max(...cells) + 2 * table.cellPadding;
}

function drawColumnTitles<Row>(doc: PDFKit.PDFDocument, table: PdfTable<Row>, top: number): number {
  doc.rect(MARGIN, top, CONTENT_WIDTH, TITLE_BAND_HEIGHT).fill(BAND);
  doc.font('bold').fontSize(table.titleFontSize).fillColor(MUTED);
  let x = MARGIN;
  for (const column of table.columns) {
    doc.text(column.title, x + table.cellPadding, top + 7, {
      width: column.width - 2 * table.cellPadding,
      align: column.align,
    });
    x += column.width;
  }
  return top + TITLE_BAND_HEIGHT;
}
