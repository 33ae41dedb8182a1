import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A downloaded PDF's text, all pages in one string, as a reader would copy it (the same reading
 * as the server's tests, apps/server/src/testing/pdf-text.ts): checks what a document says, not
 * how it was drawn.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}
