import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ParcelPaper } from '../modules/shipping/papers/parcel-papers';

/** A booked parcel's papers, from Bengaluru to Kochi, as tests of labels and slips start from. */
export function sampleParcelPaper(overrides: Partial<ParcelPaper> = {}): ParcelPaper {
  return {
    shop: {
      tradeName: 'Little Loom',
      gstin: '29ABCDE1234F1Z5',
      pickup: {
        name: 'Little Loom Studio',
        phone: '9845012345',
        street: '12 Weavers Lane, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin: '560038',
      },
    },
    delivery: {
      name: 'Asha Menon',
      phone: '9876543210',
      street: '4B Lotus Apartments, MG Road',
      city: 'Kochi',
      state: 'Kerala',
      pin: '682016',
    },
    orderNumber: 'LL-20260305-0042',
    // 20:00 UTC on 4 March is 01:30 on 5 March in India: the label gives the shop's day.
    orderedAt: new Date('2026-03-04T20:00:00Z'),
    courierName: 'Delhivery',
    awb: '1490812345678',
    codPaise: 0,
    goodsValuePaise: 249_900,
    weightGrams: 350,
    lengthCm: 30,
    breadthCm: 25,
    heightCm: 5,
    items: [
      { name: 'Cotton jhabla, mango print', size: '0-3 months', quantity: 2 },
      { name: 'Muslin swaddle', size: 'One size', quantity: 1 },
    ],
    ...overrides,
  };
}

/** A one-page label as a courier's software would make it, at A6. */
export async function courierLabelPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([298, 420]);
  page.drawText(text, {
    x: 20,
    y: 380,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return doc.save();
}
