import { INDIAN_STATES, gstStateCode, toRupees, type IndianState } from '@littleloom/shared';
import type { Database } from '../../db/client';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderReads } from '../orders';
import { deliveryTaxLine, itemTaxLines, type TaxInvoiceLine } from './invoice-document';
import type { Invoicing } from './invoicing';

/** One row of the summary: a place of supply and a rate, net of credit notes, in paise. */
export interface GstSummaryRow {
  /** As GSTR-1 writes it: state code, a hyphen, the state (27-Maharashtra). */
  placeOfSupply: string;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstSummary {
  /** YYYY-MM. */
  month: string;
  rows: GstSummaryRow[];
}

const placeLabel = (state: string) =>
  (INDIAN_STATES as readonly string[]).includes(state)
    ? `${gstStateCode(state as IndianState)}-${state}`
    : state;

/**
 * A month's supplies to consumers in the shape the B2C part of GSTR-1 asks for: the invoices
 * issued in the month (every line, and the delivery charge) less the credit notes issued in it,
 * by place of supply and rate. Months are the shop's calendar months.
 */
export class GstSummaryReport {
  constructor(
    private readonly db: Database,
    private readonly reads: OrderReads,
    private readonly invoicing: Invoicing,
    private readonly days: ShopDays,
  ) {}

  async forMonth(month: string): Promise<GstSummary> {
    const first = `${month}-01`;
    const from = this.days.endOf(this.days.addDays(first, -1));
    const nextMonth = this.days.addDays(first, 32).slice(0, 7);
    const to = this.days.endOf(this.days.addDays(`${nextMonth}-01`, -1));

    const rows = new Map<string, GstSummaryRow>();
    const add = (state: string, line: TaxInvoiceLine, sign: 1 | -1) => {
      const placeOfSupply = placeLabel(state);
      const key = `${placeOfSupply}|${line.rateBp}`;
      const row = rows.get(key) ?? {
        placeOfSupply,
        ratePercent: line.rateBp / 100,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      };
      row.taxablePaise += sign * line.taxablePaise;
      row.cgstPaise += sign * line.cgstPaise;
      row.sgstPaise += sign * line.sgstPaise;
      row.igstPaise += sign * line.igstPaise;
      rows.set(key, row);
    };

    for (const { order, items } of await this.reads.invoicedBetween(this.db, from, to)) {
      const lines = itemTaxLines(items);
      // Placed before the shop recorded tax: nothing to report for it.
      if (!lines || order.placeOfSupply === null) continue;
      const delivery = deliveryTaxLine(order, lines);
      for (const line of delivery ? [...lines, delivery] : lines) {
        add(order.placeOfSupply, line, 1);
      }
    }

    const notes = await this.invoicing.creditNotesBetween(this.db, from, to);
    const orders = new Map(
      (
        await this.reads.rowsOf(
          this.db,
          notes.map((note) => note.orderId),
        )
      ).map((order) => [order.id, order]),
    );
    for (const note of notes) {
      const state = orders.get(note.orderId)?.placeOfSupply;
      if (!state) continue;
      for (const line of note.lines) add(state, line, -1);
    }

    return {
      month,
      rows: [...rows.values()].sort(
        (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent,
      ),
    };
  }
}

/** The columns of GSTR-1's B2C (small) sheet this summary fills, in its order. */
export const GST_SUMMARY_HEADER = [
  'Place Of Supply',
  'Rate',
  'Taxable Value',
  'CGST',
  'SGST',
  'IGST',
  'Cess Amount',
] as const;

/** A row as the downloads write it: rupees with two decimals. */
export function gstSummaryCells(row: GstSummaryRow): (string | number)[] {
  return [
    row.placeOfSupply,
    row.ratePercent,
    toRupees(row.taxablePaise),
    toRupees(row.cgstPaise),
    toRupees(row.sgstPaise),
    toRupees(row.igstPaise),
    0,
  ];
}
