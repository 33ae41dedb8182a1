import {
  INDIAN_STATES,
  gstStateCode,
  type IndianState,
  type SellerDetails,
} from '@littleloom/shared';
import type { TaxSnapshot } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders/order-reads';

/** A line of a tax invoice, amounts in paise, as worked out when the order was placed. */
export interface TaxInvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Pairs for footwear (HSN chapter 64), pieces for everything else. */
  unit: 'PCS' | 'PRS';
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxInvoice {
  /** A tax invoice only when the seller has a GSTIN; otherwise the same figures, said not to be one. */
  isTaxInvoice: boolean;
  seller: SellerDetails | null;
  sellerStateCode: string | null;
  invoiceNumber: string;
  invoicedAt: Date;
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
  valuePaise: number,
  tax: TaxSnapshot,
): TaxInvoiceLine {
  const inclusive = tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
  return {
    description,
    hsnCode,
    quantity,
    unit: hsnCode.startsWith('64') ? 'PRS' : 'PCS',
    valuePaise,
    discountPaise: valuePaise - inclusive,
    taxablePaise: tax.taxablePaise,
    rateBp: tax.rateBp,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
  };
}

/**
 * The invoice of an order that has one (it shipped), with the GST each line carried when it was
 * placed; undefined while it has none, or when it was placed before the shop recorded tax (its
 * download stays an order summary). The delivery charge is a line of its own, taxed with the goods
 * under the principal line's HSN code.
 */
export function taxInvoiceOf(
  row: OrderRow,
  items: readonly OrderItemRow[],
  seller: SellerDetails | null,
): TaxInvoice | undefined {
  if (row.invoiceNumber === null || row.invoicedAt === null || row.placeOfSupply === null) {
    return undefined;
  }
  const lines: TaxInvoiceLine[] = [];
  for (const item of items) {
    if (item.hsnCode === null || item.gstRateBp === null || item.taxablePaise === null) {
      return undefined;
    }
    lines.push(
      taxLine(
        `${item.name} (${item.size})`,
        item.hsnCode,
        item.quantity,
        item.unitPricePaise * item.quantity,
        {
          rateBp: item.gstRateBp,
          taxablePaise: item.taxablePaise,
          cgstPaise: item.cgstPaise ?? 0,
          sgstPaise: item.sgstPaise ?? 0,
          igstPaise: item.igstPaise ?? 0,
        },
      ),
    );
  }
  if (row.deliveryTax && row.deliveryChargePaise > 0) {
    const principal = lines.reduce(
      (best, line) =>
        line.valuePaise - line.discountPaise > best.valuePaise - best.discountPaise ? line : best,
      lines[0]!,
    );
    lines.push(
      taxLine('Delivery charge', principal.hsnCode, 1, row.deliveryChargePaise, row.deliveryTax),
    );
  }
  const sum = (pick: (line: TaxInvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    isTaxInvoice: Boolean(seller?.gstin),
    seller,
    sellerStateCode: stateCode(row.sellerState),
    invoiceNumber: row.invoiceNumber,
    invoicedAt: row.invoicedAt,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyCode: stateCode(row.placeOfSupply),
    intraState: row.sellerState === row.placeOfSupply,
    lines,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
    },
    totalPaise: row.finalPricePaise,
  };
}

/** A rate as invoices print it: 5%, 18%. */
export const rateLabel = (rateBp: number) => `${rateBp / 100}%`;
