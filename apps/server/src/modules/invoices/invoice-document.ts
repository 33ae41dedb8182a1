import {
  INDIAN_STATES,
  gstStateCode,
  type IndianState,
  type SellerDetails,
} from '@littleloom/shared';
import type { CreditNoteLine, creditNotes, TaxSnapshot } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders';

/** A credit note as stored: what it takes back of an order's invoice, and when. */
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * A line of a tax invoice, amounts in paise, as worked out when the order was placed: what a
 * credit note stores too, less the item it takes back.
 */
export type TaxInvoiceLine = Omit<CreditNoteLine, 'itemId'>;

export interface TaxInvoice {
  /** The tax invoice of a shipped order, or a credit note taking some of it back. */
  kind: 'invoice' | 'creditNote';
  /** A tax document only when the seller has a GSTIN; otherwise the same figures, said not to be one. */
  isTaxInvoice: boolean;
  seller: SellerDetails | null;
  sellerStateCode: string | null;
  /** The document's serial and the moment it was issued. */
  number: string;
  issuedAt: Date;
  /** For a credit note: the invoice it reduces. */
  againstInvoice: { number: string; issuedAt: Date } | null;
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  intraState: boolean;
  lines: TaxInvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
  totalPaise: number;
}

const isIndianState = (state: string | null): state is IndianState =>
  state !== null && (INDIAN_STATES as readonly string[]).includes(state);

const stateCode = (state: string | null) => (isIndianState(state) ? gstStateCode(state) : null);

function taxLine(
  description: string,
  hsnCode: string,
  quantity: number,
  value: { valuePaise: number; discountPaise: number },
  tax: TaxSnapshot,
): TaxInvoiceLine {
  return {
    description,
    hsnCode,
    quantity,
    unit: hsnCode.startsWith('64') ? 'PRS' : 'PCS',
    ...value,
    taxablePaise: tax.taxablePaise,
    rateBp: tax.rateBp,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
  };
}

/** An order item's line as invoiced; undefined for an item placed before the shop recorded tax. */
export function itemTaxLine(item: OrderItemRow): TaxInvoiceLine | undefined {
  if (item.hsnCode === null || item.gstRateBp === null || item.taxablePaise === null) {
    return undefined;
  }
  return taxLine(
    `${item.name} (${item.size})`,
    item.hsnCode,
    item.quantity,
    // The discount is the line's own stored share: the one its tax was carved from.
    { valuePaise: item.unitPricePaise * item.quantity, discountPaise: item.discountPaise },
    {
      rateBp: item.gstRateBp,
      taxablePaise: item.taxablePaise,
      cgstPaise: item.cgstPaise ?? 0,
      sgstPaise: item.sgstPaise ?? 0,
      igstPaise: item.igstPaise ?? 0,
    },
  );
}

/**
 * The delivery charge's line: taxed with the goods, under the HSN code of the principal line (the
 * one of highest value after discount). None when the order paid no delivery charge.
 */
export function deliveryTaxLine(
  row: OrderRow,
  itemLines: readonly TaxInvoiceLine[],
): TaxInvoiceLine | undefined {
  const [first] = itemLines;
  if (!row.deliveryTax || row.deliveryChargePaise <= 0 || !first) return undefined;
  const worth = (line: TaxInvoiceLine) => line.valuePaise - line.discountPaise;
  const principal = itemLines.reduce(
    (best, line) => (worth(line) > worth(best) ? line : best),
    first,
  );
  return taxLine(
    'Delivery charge',
    principal.hsnCode,
    1,
    { valuePaise: row.deliveryChargePaise, discountPaise: 0 },
    row.deliveryTax,
  );
}

/**
 * The lines of the items an order's invoice lists (those not cancelled before it was issued);
 * undefined when any was placed before the shop recorded tax.
 */
export function itemTaxLines(items: readonly OrderItemRow[]): TaxInvoiceLine[] | undefined {
  const lines: TaxInvoiceLine[] = [];
  for (const item of items.filter((each) => each.onInvoice)) {
    const line = itemTaxLine(item);
    if (!line) return undefined;
    lines.push(line);
  }
  return lines;
}

/**
 * The invoice of an order that has one (it shipped), with the GST each line carried when it was
 * placed; undefined while it has none, or when it was placed before the shop recorded tax (its
 * download stays an order summary). The delivery charge is a line of its own.
 */
export function taxInvoiceOf(
  row: OrderRow,
  items: readonly OrderItemRow[],
  seller: SellerDetails | null,
): TaxInvoice | undefined {
  if (row.invoiceNumber === null || row.invoicedAt === null || row.placeOfSupply === null) {
    return undefined;
  }
  const itemLines = itemTaxLines(items);
  if (!itemLines || itemLines.length === 0) return undefined;
  const delivery = deliveryTaxLine(row, itemLines);
  const lines = delivery ? [...itemLines, delivery] : itemLines;
  return {
    ...documentOf(row, lines, seller),
    kind: 'invoice',
    number: row.invoiceNumber,
    issuedAt: row.invoicedAt,
    againstInvoice: null,
    totalPaise: lines.reduce((total, line) => total + inclusiveOf(line), 0),
  };
}

/** A credit note of an order as a document: the lines it takes back, against the order's invoice. */
export function creditNoteDocument(
  row: OrderRow,
  note: CreditNoteRow,
  seller: SellerDetails | null,
): TaxInvoice {
  return {
    ...documentOf(row, note.lines, seller),
    kind: 'creditNote',
    number: note.number,
    issuedAt: note.issuedAt,
    againstInvoice: { number: note.invoiceNumber, issuedAt: row.invoicedAt ?? note.issuedAt },
    totalPaise: creditNoteTotalPaise(note),
  };
}

/** What a credit note takes back, tax included. */
export function creditNoteTotalPaise(note: CreditNoteRow): number {
  return note.lines.reduce((total, line) => total + inclusiveOf(line), 0);
}

/** What an invoice and a credit note of the same order share: the parties, the place, the tax. */
function documentOf(row: OrderRow, lines: readonly TaxInvoiceLine[], seller: SellerDetails | null) {
  const sum = (pick: (line: TaxInvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    isTaxInvoice: Boolean(seller?.gstin),
    seller,
    sellerStateCode: stateCode(row.sellerState),
    placeOfSupply: row.placeOfSupply ?? '',
    placeOfSupplyCode: stateCode(row.placeOfSupply),
    intraState: row.sellerState === row.placeOfSupply,
    lines: [...lines],
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
    },
  };
}

/** What a line came to, tax included. */
const inclusiveOf = (line: TaxInvoiceLine) =>
  line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

/** A rate as invoices print it: 5%, 18%. */
export const rateLabel = (rateBp: number) => `${rateBp / 100}%`;
