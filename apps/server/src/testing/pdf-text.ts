import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF the server sent (invoices, reports), page by page, as a reader would copy
 * it: checks what a document says, not how it was drawn.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text;
  } finally {
    await pdf.destroy();
  }
}

/** All pages' text in one string, separated by new lines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}
