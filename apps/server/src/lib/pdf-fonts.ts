import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Nunito, the web app's typeface, as the TrueType files of an npm package (SIL Open Font
 * Licence), read from node_modules. PDFKit's built-in fonts have no rupee sign (U+20B9); Nunito
 * has it. The package is pinned to 0.4.1 because 0.4.2 was published without its .ttf files.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf',
  bold: '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf',
} as const;

export type PdfFont = keyof typeof FONT_FILES;

let cached: Record<PdfFont, Buffer> | undefined;

/** The fonts' bytes, read once: every invoice and report embeds the same two. */
export function pdfFontFiles(): Record<PdfFont, Buffer> {
  cached ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return cached;
}

/** Makes `doc.font('regular')` and `doc.font('bold')` available and starts in the regular one. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const files = pdfFontFiles();
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  doc.font('regular');
}

/**
 * PDFKit itself, loaded once. A caller about to print inside a transaction that holds a lock
 * (the invoice serial) loads it first, so the first document of a process does not hold the lock
 * while the library loads.
 */
export async function loadPdfKit() {
  return (await import('pdfkit')).default;
}

/**
 * A new A4 document with the fonts registered, and a promise of its bytes once `doc.end()` is
 * called. PDFKit is loaded on the first document rather than when the server starts: it is large,
 * and most server processes print no PDF for a long while.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', ...options });
  const bytes = pdfBytes(doc);
  registerPdfFonts(doc);
  return { doc, bytes };
}

/** The whole document as one Buffer, once `doc.end()` has been called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
