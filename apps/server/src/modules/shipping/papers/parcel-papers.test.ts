import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../testing/pdf-text';
import { renderPackingSlips } from './packing-slip-pdf';
import { LABEL_HEIGHT, LABEL_WIDTH, renderParcelLabels } from './parcel-label-pdf';
import { sampleParcelPaper as paper } from '../../../testing/parcel-papers';

/** Each page's size in points, as a viewer reads it from the file. */
async function pageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const sizes = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
      sizes.push({ width, height });
    }
    return sizes;
  } finally {
    await pdf.destroy();
  }
}

/**
 * The colour images in a file from PDFKit, in the order they were drawn, as raw RGB pixels.
 * Read from the file's bytes rather than through pdf.js: on Node 20 pdf.js cannot list the
 * drawing operations of a page with text on it (it calls ArrayBuffer's transferToFixedLength,
 * which Node 21 brought). PDFKit stores each image's pixels deflated, with its alpha apart.
 */
function embeddedImages(bytes: Buffer): { width: number; height: number; rgb: Buffer }[] {
  const file = bytes.toString('latin1');
  const images = [];
  for (const match of file.matchAll(/<<([^>]*\/Subtype \/Image[^>]*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? '';
    if (!dictionary.includes('/ColorSpace /DeviceRGB')) continue;
    const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    images.push({
      width: number('Width'),
      height: number('Height'),
      rgb: inflateSync(bytes.subarray(start, start + number('Length'))),
    });
  }
  return images;
}

/** What a scanner reads from each image in the file, by a Code 128 decoder of its own. */
function barcodesIn(bytes: Buffer): string[] {
  return embeddedImages(bytes).map(({ width, height, rgb }) => {
    // Black bars on white: any one colour channel is the brightness.
    const luminance = Uint8ClampedArray.from({ length: width * height }, (_, i) => rgb[i * 3] ?? 0);
    const source = new RGBLuminanceSource(luminance, width, height);
    return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
  });
}

/** The text with PDFKit's line breaks (and pdf.js's spacing of them) taken out, to find words across them. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('shipping labels', () => {
  it('print the courier, the AWB, both addresses, the order and the parcel', async () => {
    const text = flat(await pdfText(await renderParcelLabels([paper()])));

    expect(text).toContain('Delhivery');
    expect(text).toContain('AWB 1490812345678');
    expect(text).toContain('DELIVER TO');
    expect(text).toContain('Asha Menon');
    expect(text).toContain('4B Lotus Apartments, MG Road');
    expect(text).toContain('Kochi, Kerala');
    expect(text).toContain('682016');
    expect(text).toContain('Phone 9876543210');
    expect(text).toContain('Order LL-20260305-0042');
    expect(text).toContain('Ordered 05 Mar 2026');
    expect(text).toContain('Value ₹2,499.00');
    expect(text).toContain('Weight 0.35 kg');
    expect(text).toContain('30 × 25 × 5 cm');
    expect(text).toContain('RETURN TO');
    expect(text).toContain('Little Loom');
    expect(text).toContain('12 Weavers Lane, Indiranagar');
    expect(text).toContain('Bengaluru, Karnataka 560038');
    expect(text).toContain('Phone 9845012345');
    expect(text).toContain('GSTIN 29ABCDE1234F1Z5');
  });

  it('tell the courier to collect nothing for a prepaid parcel', async () => {
    const text = flat(await pdfText(await renderParcelLabels([paper({ codPaise: 0 })])));

    expect(text).toContain('PREPAID: do not collect cash');
    expect(text).not.toContain('COD');
  });

  it('tell the courier how much cash to collect on delivery', async () => {
    const text = flat(await pdfText(await renderParcelLabels([paper({ codPaise: 123_400 })])));

    expect(text).toContain('COD: collect ₹1,234.00');
    expect(text).not.toContain('PREPAID');
  });

  it('are 4 × 6 inches, one page per parcel in the order given', async () => {
    const papers = [
      paper({ awb: '1490812345678', delivery: { ...paper().delivery, name: 'Asha Menon' } }),
      paper({ awb: '1490812345679', delivery: { ...paper().delivery, name: 'Ravi Kumar' } }),
      paper({ awb: 'SF9876543210ABC', delivery: { ...paper().delivery, name: 'Meera Shah' } }),
    ];
    const bytes = await renderParcelLabels(papers);

    expect(await pageSizes(bytes)).toEqual(
      papers.map(() => ({ width: LABEL_WIDTH, height: LABEL_HEIGHT })),
    );
    expect(LABEL_WIDTH).toBe(288);
    expect(LABEL_HEIGHT).toBe(432);
    const pages = (await pdfPages(bytes)).map(flat);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('1490812345678');
    expect(pages[0]).toContain('Asha Menon');
    expect(pages[1]).toContain('1490812345679');
    expect(pages[1]).toContain('Ravi Kumar');
    expect(pages[2]).toContain('SF9876543210ABC');
    expect(pages[2]).toContain('Meera Shah');
  });

  it('carry the AWB as a Code 128 barcode a scanner reads back', async () => {
    const bytes = await renderParcelLabels([
      paper({ awb: '1490812345678' }),
      paper({ awb: 'SF9876543210ABC' }),
    ]);

    expect(barcodesIn(bytes)).toEqual(['1490812345678', 'SF9876543210ABC']);
  });

  it('keep a very long address on its own label, with the payment and return address', async () => {
    const street = Array.from(
      { length: 40 },
      (_, i) => `Flat ${i + 1} Behind The Old Banyan Tree Near The Temple Tank`,
    ).join(', ');
    const papers = [
      paper({
        awb: '1490812345678',
        codPaise: 99_900,
        delivery: {
          ...paper().delivery,
          name: 'Anantharamakrishnan Venkatasubramanian Iyer Balasubramaniam Ramachandran',
          street,
          city: 'Thiruvananthapuram Cantonment Suburban Area',
        },
      }),
      paper({
        awb: '1490812345679',
        shop: { ...paper().shop, pickup: { ...paper().shop.pickup, street } },
      }),
    ];
    const bytes = await renderParcelLabels(papers);

    const pages = (await pdfPages(bytes)).map(flat);
    expect(pages).toHaveLength(2);
    expect(await pageSizes(bytes)).toHaveLength(2);
    expect(pages[0]).toContain('Flat 1 Behind The Old Banyan Tree');
    expect(pages[0]).toContain('COD: collect ₹999.00');
    expect(pages[0]).toContain('682016');
    expect(pages[0]).toContain('RETURN TO');
    expect(pages[0]).toContain('12 Weavers Lane');
    expect(pages[1]).toContain('1490812345679');
    expect(pages[1]).toContain('Flat 1 Behind The Old Banyan Tree');
    expect(pages[1]).toContain('4B Lotus Apartments, MG Road');
  });

  it('print the order date on the shop calendar of the time zone given', async () => {
    const text = flat(
      await pdfText(await renderParcelLabels([paper({ timeZone: 'America/New_York' })])),
    );

    expect(text).toContain('Ordered 04 Mar 2026');
  });

  it('print 50 parcels in one file', async () => {
    const papers = Array.from({ length: 50 }, (_, i) =>
      paper({ awb: `14908${String(i).padStart(8, '0')}`, codPaise: i % 2 ? 50_000 : 0 }),
    );

    const pages = await pdfPages(await renderParcelLabels(papers));

    expect(pages).toHaveLength(50);
    expect(flat(pages[49] ?? '')).toContain('1490800000049');
  });

  it('refuse to print no parcels at all', async () => {
    await expect(renderParcelLabels([])).rejects.toThrow(RangeError);
  });
});

describe('packing slips', () => {
  it('list the shop, the order, the AWB, where it goes and every item with the units', async () => {
    const text = flat(await pdfText(await renderPackingSlips([paper()])));

    expect(text).toContain('Little Loom');
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain('Order LL-20260305-0042 · 05 Mar 2026');
    expect(text).toContain('Delhivery · AWB 1490812345678');
    expect(text).toContain('Asha Menon');
    expect(text).toContain('4B Lotus Apartments, MG Road');
    expect(text).toContain('Kochi, Kerala 682016');
    expect(text).toContain('Cotton jhabla, mango print');
    expect(text).toContain('0-3 months');
    expect(text).toContain('Muslin swaddle');
    expect(text).toContain('One size');
    expect(text).toContain('Total units: 3');
    expect(text).toContain('This packing slip is not a tax invoice.');
    expect(text).toContain('Thank you for shopping with Little Loom!');
    expect(text).not.toContain('₹');
  });

  it('carry a long order on to further pages, every item listed once', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      name: `Hand-block printed cotton kurta set number ${i + 1}`,
      size: `${(i % 5) + 1}-${(i % 5) + 2} years`,
      quantity: (i % 3) + 1,
    }));
    const bytes = await renderPackingSlips([paper({ items })]);

    const pages = (await pdfPages(bytes)).map(flat);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Order LL-20260305-0042 (continued)');
    const text = pages.join(' ');
    for (const item of items) {
      expect(text.split(`${item.name} `)).toHaveLength(2);
    }
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    expect(units).toBe(79);
    expect(pages.at(-1)).toContain(`Total units: ${units}`);
    expect(pages.at(-1)).toContain('Thank you for shopping with Little Loom!');
  });

  it('start each parcel on a page of its own', async () => {
    const bytes = await renderPackingSlips([
      paper({ orderNumber: 'LL-1', awb: 'AWB000001' }),
      paper({ orderNumber: 'LL-2', awb: 'AWB000002' }),
    ]);

    const pages = (await pdfPages(bytes)).map(flat);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Order LL-1 ');
    expect(pages[0]).not.toContain('AWB000002');
    expect(pages[1]).toContain('Order LL-2 ');
    expect(pages[1]).toContain('AWB000002');
  });
});
