import { PDFDocument } from 'pdf-lib';

/**
 * One PDF holding every page of `pdfs`, in order: the shop's labels and the couriers' own, which
 * other software made, printed in one go. A single PDF is passed on as it came.
 */
export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Buffer> {
  const [first] = pdfs;
  if (!first) throw new RangeError('No PDFs to merge');
  if (pdfs.length === 1) return Buffer.from(first);
  const merged = await PDFDocument.create();
  for (const pdf of pdfs) {
    const source = await PDFDocument.load(pdf);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
