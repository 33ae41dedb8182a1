import type { PdfFont } from '../../../lib/pdf-fonts';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FitStyle {
  font: PdfFont;
  /** Largest first: the first size at which the whole text fits the box is used. */
  sizes: readonly number[];
  align?: 'left' | 'center' | 'right';
}

/**
 * Writes `text` inside `box`, wrapping, at the largest of the sizes at which all of it fits.
 * Text too long even at the smallest size is cut with an ellipsis at the box's bottom, so nothing
 * ever runs past its box: on a label a line that overflowed would print over the next block, or
 * (PDFKit starts a new page for text past the margin) on a label of its own. Returns where the
 * text ends.
 */
export function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: TextBox,
  style: FitStyle,
): number {
  const { font, sizes, align = 'left' } = style;
  const options = { width: box.width, align, lineGap: 0 };
  doc.font(font);
  let used = 0;
  for (const size of sizes) {
    doc.fontSize(size);
    used = doc.heightOfString(text, options);
    if (used <= box.height) break;
  }
  doc.text(text, box.x, box.y, { ...options, height: box.height, ellipsis: true });
  return box.y + Math.min(used, box.height);
}
