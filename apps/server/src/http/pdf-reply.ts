import type { FastifyReply } from 'fastify';

/** A PDF the shop made for a signed-in reader (an invoice, a parcel's label). */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** Sends a PDF as a download. It names a shopper and their address: no shared cache keeps it. */
export function sendPdf(reply: FastifyReply, { fileName, pdf }: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
