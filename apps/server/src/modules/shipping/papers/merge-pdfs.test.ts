import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../testing/pdf-text';
import { mergePdfs } from './merge-pdfs';
import { renderParcelLabels } from './parcel-label-pdf';
import { courierLabelPdf as courierLabel, sampleParcelPaper } from '../../../testing/parcel-papers';

const paper = (awb: string) => sampleParcelPaper({ awb });

describe('mergePdfs', () => {
  it("keeps every page of each PDF, in the order given, at each page's own size", async () => {
    const shopLabels = await renderParcelLabels([paper('1490800000001'), paper('1490800000002')]);
    const courier = await courierLabel('Courier label 77001');
    const merged = await mergePdfs([courier, shopLabels, courier]);

    const pages = await pdfPages(merged);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Courier label 77001');
    expect(pages[1]).toContain('AWB 1490800000001');
    expect(pages[2]).toContain('AWB 1490800000002');
    expect(pages[3]).toContain('Courier label 77001');
    const sizes = (await PDFDocument.load(merged)).getPages().map((page) => page.getSize());
    expect(sizes).toEqual([
      { width: 298, height: 420 },
      { width: 288, height: 432 },
      { width: 288, height: 432 },
      { width: 298, height: 420 },
    ]);
  });

  it('passes a single PDF on as it came, and refuses to make one of nothing', async () => {
    const shopLabels = await renderParcelLabels([paper('1490800000003')]);
    expect((await mergePdfs([shopLabels])).equals(shopLabels)).toBe(true);
    await expect(mergePdfs([])).rejects.toThrow(RangeError);
  });
});
