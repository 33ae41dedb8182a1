import { openPdf } from '../../../lib/pdf-fonts';
import { awbBarcode, type AwbBarcode } from './awb-barcode';
import { fitText } from './fit-text';
import {
  assertSomethingToPrint,
  dimensionsLabel,
  isCashOnDelivery,
  orderedOn,
  rupeesOf,
  weightLabel,
  type ParcelPaper,
} from './parcel-papers';

/** 4 × 6 inches, the size of the thermal labels couriers' printers and pouches take. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;

/**
 * Pure black only: thermal printers print in dots, and grey comes out as a speckle that scanners
 * and tired eyes misread.
 */
const INK = '#000000';
const PAPER = '#ffffff';

const EDGE = 12;
const WIDTH = LABEL_WIDTH - 2 * EDGE;
const RIGHT = LABEL_WIDTH - EDGE;
const BOTTOM = LABEL_HEIGHT - EDGE;

/**
 * Where each block sits, top to bottom. Every block has a fixed box and its text shrinks (and at
 * worst is cut) to fit it, so a long address can never push the payment or the return address
 * off the label.
 */
const LAYOUT = {
  header: { top: EDGE, height: 20 },
  barcode: { top: 40, height: 62 },
  awb: { top: 106, height: 18 },
  deliverTo: { top: 132, bottom: 262 },
  payment: { top: 268, height: 38 },
  order: { top: 312 },
  returnTo: { top: 354 },
} as const;

/** Wider bars gain a scanner nothing: a short AWB's symbol stays compact and centred. */
const MAX_MODULE_WIDTH = 2;

/**
 * The shipping labels of the given parcels, one 4 × 6 in page each, in order: the courier and
 * the AWB as a Code 128 barcode, the delivery address with its PIN large, what the courier must
 * collect (or that it must collect nothing), the order, the parcel's weight and size, and where
 * to return it.
 */
export async function renderParcelLabels(papers: ParcelPaper[]): Promise<Buffer> {
  assertSomethingToPrint(papers);
  const labels = await Promise.all(
    papers.map(async (paper) => ({ paper, barcode: await awbBarcode(paper.awb) })),
  );
  const { doc, bytes } = await openPdf({
    size: [LABEL_WIDTH, LABEL_HEIGHT],
    margin: EDGE,
    autoFirstPage: false,
    info: { Title: papers.length === 1 ? `Shipping label ${papers[0]?.awb}` : 'Shipping labels' },
  });
  for (const { paper, barcode } of labels) {
    doc.addPage();
    drawLabel(doc, paper, barcode);
  }
  doc.end();
  return bytes;
}

function drawLabel(doc: PDFKit.PDFDocument, paper: ParcelPaper, barcode: AwbBarcode): void {
  doc.fillColor(INK);
  header(doc, paper);
  rule(doc, LAYOUT.barcode.top - 5);

  const width = Math.min(WIDTH, barcode.modules * MAX_MODULE_WIDTH);
  doc.image(barcode.png, EDGE + (WIDTH - width) / 2, LAYOUT.barcode.top, {
    width,
    height: LAYOUT.barcode.height,
  });
  fitText(
    doc,
    `AWB ${paper.awb}`,
    { x: EDGE, y: LAYOUT.awb.top, width: WIDTH, height: LAYOUT.awb.height },
    { font: 'bold', sizes: [13, 11, 9], align: 'center' },
  );
  rule(doc, LAYOUT.deliverTo.top - 4);

  deliverTo(doc, paper);
  payment(doc, paper);
  order(doc, paper);
  rule(doc, LAYOUT.returnTo.top - 3);
  returnTo(doc, paper);
}

/** The courier on the left, and how the parcel is paid for on the right, for sorting at a glance. */
function header(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const { top, height } = LAYOUT.header;
  fitText(
    doc,
    paper.courierName,
    { x: EDGE, y: top, width: WIDTH - 90, height },
    { font: 'bold', sizes: [14, 12, 10] },
  );
  fitText(
    doc,
    isCashOnDelivery(paper) ? 'COD' : 'PREPAID',
    { x: RIGHT - 85, y: top, width: 85, height },
    { font: 'bold', sizes: [14], align: 'right' },
  );
}

/**
 * The delivery block: the name, the street (as much room as the rest leaves it), the city and
 * state, and at the bottom the PIN large, which sorting hubs route by, beside the phone.
 */
function deliverTo(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const { top, bottom } = LAYOUT.deliverTo;
  const { delivery } = paper;
  heading(doc, 'Deliver to', top);
  const nameEnd = fitText(
    doc,
    delivery.name,
    { x: EDGE, y: top + 10, width: WIDTH, height: 30 },
    { font: 'bold', sizes: [12, 11, 10, 9] },
  );

  const pinTop = bottom - 26;
  const cityTop = pinTop - 15;
  fitText(
    doc,
    delivery.street,
    { x: EDGE, y: nameEnd + 2, width: WIDTH, height: cityTop - nameEnd - 4 },
    { font: 'regular', sizes: [10, 9, 8, 7, 6.5] },
  );
  fitText(
    doc,
    `${delivery.city}, ${delivery.state}`,
    { x: EDGE, y: cityTop, width: WIDTH, height: 14 },
    { font: 'bold', sizes: [10, 9, 8, 7] },
  );
  fitText(
    doc,
    'PIN',
    { x: EDGE, y: pinTop + 10, width: 18, height: 13 },
    { font: 'regular', sizes: [9] },
  );
  fitText(
    doc,
    delivery.pin,
    { x: EDGE + 18, y: pinTop, width: 110, height: 26 },
    { font: 'bold', sizes: [22, 18] },
  );
  fitText(
    doc,
    `Phone ${delivery.phone}`,
    { x: EDGE + 130, y: pinTop + 8, width: WIDTH - 130, height: 14 },
    { font: 'bold', sizes: [10, 9, 8], align: 'right' },
  );
}

/**
 * Cash to collect, white on black so no courier misses it; a prepaid parcel says plainly that
 * nothing is to be collected, so no shopper is asked to pay twice.
 */
function payment(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const { top, height } = LAYOUT.payment;
  const cod = isCashOnDelivery(paper);
  if (cod) {
    doc.rect(EDGE, top, WIDTH, height).fill(INK);
    doc.fillColor(PAPER);
  } else {
    doc
      .rect(EDGE + 1, top + 1, WIDTH - 2, height - 2)
      .lineWidth(2)
      .strokeColor(INK)
      .stroke();
    doc.fillColor(INK);
  }
  const text = cod ? `COD: collect ${rupeesOf(paper.codPaise)}` : 'PREPAID: do not collect cash';
  doc.font('bold').fontSize(cod ? 16 : 13);
  const lineHeight = doc.currentLineHeight(true);
  fitText(
    doc,
    text,
    { x: EDGE + 6, y: top + (height - lineHeight) / 2, width: WIDTH - 12, height: lineHeight },
    { font: 'bold', sizes: cod ? [16, 14, 12] : [13, 12, 11], align: 'center' },
  );
  doc.fillColor(INK);
}

/** The order and its declared value on the left; what the courier bills by on the right. */
function order(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const { top } = LAYOUT.order;
  const half = WIDTH / 2;
  const line = (text: string, x: number, y: number, bold: boolean, align: 'left' | 'right') =>
    fitText(
      doc,
      text,
      { x, y, width: half - 4, height: bold ? 14 : 12 },
      { font: bold ? 'bold' : 'regular', sizes: bold ? [10, 9, 8] : [8.5, 7.5], align },
    );
  line(`Order ${paper.orderNumber}`, EDGE, top, true, 'left');
  line(`Ordered ${orderedOn(paper)}`, EDGE, top + 13, false, 'left');
  line(`Value ${rupeesOf(paper.goodsValuePaise)}`, EDGE, top + 24, false, 'left');
  const x = EDGE + half + 4;
  line(`Weight ${weightLabel(paper)}`, x, top, true, 'right');
  line(dimensionsLabel(paper), x, top + 13, false, 'right');
}

/** Where the courier brings the parcel back if it cannot be delivered. */
function returnTo(doc: PDFKit.PDFDocument, paper: ParcelPaper): void {
  const { top } = LAYOUT.returnTo;
  const { shop } = paper;
  const { pickup } = shop;
  heading(doc, 'Return to', top);
  const nameEnd = fitText(
    doc,
    shop.tradeName,
    { x: EDGE, y: top + 10, width: WIDTH, height: 13 },
    { font: 'bold', sizes: [9, 8, 7] },
  );
  const contact = pickup.name === shop.tradeName ? [] : [pickup.name];
  const gstin = shop.gstin ? [`GSTIN ${shop.gstin}`] : [];
  const address = [
    ...contact,
    pickup.street,
    `${pickup.city}, ${pickup.state} ${pickup.pin}`,
    `Phone ${pickup.phone}`,
    ...gstin,
  ].join(', ');
  fitText(
    doc,
    address,
    { x: EDGE, y: nameEnd + 1, width: WIDTH, height: BOTTOM - nameEnd - 1 },
    { font: 'regular', sizes: [8, 7.5, 7, 6.5, 6] },
  );
}

function heading(doc: PDFKit.PDFDocument, title: string, top: number): void {
  fitText(
    doc,
    title.toUpperCase(),
    { x: EDGE, y: top, width: WIDTH, height: 10 },
    { font: 'bold', sizes: [7] },
  );
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(EDGE, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke();
}
