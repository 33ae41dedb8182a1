import { PARCEL_MESSAGES } from '@littleloom/shared';
import { AppError, notFound } from '../../http/errors';
import type { PdfFile } from '../../http/pdf-reply';
import { renderPackingSlips } from './papers/packing-slip-pdf';
import { renderParcelLabels } from './papers/parcel-label-pdf';
import type { ParcelPapersSource } from './parcel-papers-source';

/** A courier's own label is fetched for the admin; it answers within this or not at all. */
const COURIER_LABEL_TIMEOUT_MS = 10_000;

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

  async packingSlip(parcelId: string): Promise<PdfFile> {
    const [found] = await this.source.booked([parcelId]);
    if (!found) throw notFound(PARCEL_MESSAGES.notFound);
    return {
      fileName: `packing-slip-${found.paper.orderNumber}.pdf`,
      pdf: await renderPackingSlips([found.paper]),
    };
  }
}

async function fetchCourierLabel(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(COURIER_LABEL_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch {
    throw new AppError(503, PARCEL_MESSAGES.courierUnavailable);
  }
}
