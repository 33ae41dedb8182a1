import { PARCEL_MESSAGES } from '@littleloom/shared';
import { AppError, notFound } from '../../http/errors';
import type { PdfFile } from '../../http/pdf-reply';
import { mergePdfs } from './papers/merge-pdfs';
import { renderPackingSlips } from './papers/packing-slip-pdf';
import { renderParcelLabels } from './papers/parcel-label-pdf';
import type { ParcelPaper } from './papers/parcel-papers';
import type { BookedPaper, ParcelPapersSource } from './parcel-papers-source';

/** A courier's own label is fetched for the admin; it answers within this or not at all. */
const COURIER_LABEL_TIMEOUT_MS = 10_000;
const PDF_SIGNATURE = Buffer.from('%PDF-');

/**
 * A booked parcel's papers. The label is the courier's own when it prints one (Shiprocket's
 * carries its routing codes), else the shop's; the packing slip is always the shop's.
 */
export class ParcelPrinting {
  constructor(private readonly source: ParcelPapersSource) {}

  async label(parcelId: string): Promise<PdfFile> {
    const [found] = await this.source.booked([parcelId]);
    if (!found) throw notFound(PARCEL_MESSAGES.notFound);
    const { paper, courierLabelUrl } = found;
    const pdf = courierLabelUrl
      ? await fetchCourierLabel(courierLabelUrl)
      : await renderParcelLabels([paper]);
    return { fileName: `label-${paper.awb}.pdf`, pdf };
  }

  /**
   * The labels of several booked parcels as one PDF, in the order asked, for one trip to the
   * printer. Every parcel must be booked: a file short of a label would leave a parcel unlabelled
   * without anyone noticing.
   */
  async labels(parcelIds: readonly string[]): Promise<PdfFile> {
    const found = await this.source.booked(parcelIds);
    if (found.length === 0 || found.length !== parcelIds.length) {
      throw notFound(PARCEL_MESSAGES.notFound);
    }
    const parts = await Promise.all(
      labelParts(found).map((part) =>
        'courierLabelUrl' in part
          ? fetchCourierLabel(part.courierLabelUrl)
          : renderParcelLabels(part.papers),
      ),
    );
    let pdf: Buffer;
    try {
      pdf = await mergePdfs(parts);
    } catch {
      // Only a courier's own file can fail to read: the shop's are its own.
      throw new AppError(503, PARCEL_MESSAGES.courierUnavailable);
    }
    return { fileName: `labels-${found.length}.pdf`, pdf };
  }

  async packingSlip(parcelId: string): Promise<PdfFile> {
    const [found] = await this.source.booked([parcelId]);
    if (!found) throw notFound(PARCEL_MESSAGES.notFound);
    return {
      fileName: `packing-slip-${found.paper.orderNumber}.pdf`,
      pdf: await renderPackingSlips([found.paper]),
    };
  }
}

/** A run of the shop's own labels, rendered in one go, or one courier's label to fetch. */
type LabelPart = { papers: ParcelPaper[] } | { courierLabelUrl: string };

function labelParts(found: readonly BookedPaper[]): LabelPart[] {
  const parts: LabelPart[] = [];
  for (const { paper, courierLabelUrl } of found) {
    const last = parts.at(-1);
    if (courierLabelUrl) parts.push({ courierLabelUrl });
    else if (last && 'papers' in last) last.papers.push(paper);
    else parts.push({ papers: [paper] });
  }
  return parts;
}

async function fetchCourierLabel(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(COURIER_LABEL_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const pdf = Buffer.from(await response.arrayBuffer());
    // A courier's page of errors is no label: the admin is told to try again.
    if (!pdf.subarray(0, 5).equals(PDF_SIGNATURE)) throw new Error('not a PDF');
    return pdf;
  } catch {
    throw new AppError(503, PARCEL_MESSAGES.courierUnavailable);
  }
}
