import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { derivedOrderStatus, toRupees, type SalesReportOrder } from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { METHOD_NAMES } from './order-view';

/**
 * What counts as a sale (ARCHITECTURE §7 Reports): an order that is paid, or a cash-on-delivery
 * order not wholly cancelled. A paid order whose every item was cancelled or returned is marked
 * Refunded when its money goes back, so it no longer counts; a COD order refunded after its
 * returns does not either.
 */
const countsAsSale = or(
  eq(orders.paymentStatus, 'Paid'),
  and(
    eq(orders.paymentMethod, 'COD'),
    sql`${orders.paymentStatus} <> 'Refunded'`,
    sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.trackingStatus} <> 'CANCELLED')`,
  ),
)!;

/** A sale of the report with its amounts in paise, for summing without rounding. */
export interface SaleRow {
  order: SalesReportOrder;
  createdAt: Date;
  finalPricePaise: number;
  discountPaise: number;
  /** Null for orders placed before the shop recorded tax. */
  tax: { taxablePaise: number; taxPaise: number } | null;
}

type TaxParts = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** An order's GST as placed: its items' and its delivery charge's. */
function taxOf(delivery: TaxParts | null, items: { tax: TaxParts | null }[]) {
  if (items.some((item) => item.tax === null)) return null;
  const parts = [...items.map((item) => item.tax!), ...(delivery ? [delivery] : [])];
  return {
    taxablePaise: parts.reduce((sum, part) => sum + part.taxablePaise, 0),
    taxPaise: parts.reduce(
      (sum, part) => sum + part.cgstPaise + part.sgstPaise + part.igstPaise,
      0,
    ),
  };
}

/**
 * The orders that count as sales placed from `from` (included) to `to` (excluded), newest
 * first: what the sales report (reports module) lists, sums and charts.
 */
export async function salesBetween(db: DbOrTx, from: Date, to: Date): Promise<SaleRow[]> {
  const inRange = and(gte(orders.createdAt, from), lt(orders.createdAt, to), countsAsSale);
  const rows = await db
    .select()
    .from(orders)
    .where(inRange)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (rows.length === 0) return [];
  // The same condition again rather than a list of ids: a long range may hold many orders.
  const items = await db
    .select({
      orderId: orderItems.orderId,
      trackingStatus: orderItems.trackingStatus,
      taxablePaise: orderItems.taxablePaise,
      cgstPaise: orderItems.cgstPaise,
      sgstPaise: orderItems.sgstPaise,
      igstPaise: orderItems.igstPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inRange);
  const byOrder = new Map<string, { trackingStatus: string; tax: TaxParts | null }[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      trackingStatus: item.trackingStatus,
      tax:
        item.taxablePaise === null
          ? null
          : {
              taxablePaise: item.taxablePaise,
              cgstPaise: item.cgstPaise ?? 0,
              sgstPaise: item.sgstPaise ?? 0,
              igstPaise: item.igstPaise ?? 0,
            },
    });
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => {
    const lines = byOrder.get(row.id) ?? [];
    const tax = taxOf(row.deliveryTax, lines);
    return {
      order: {
        _id: row.id,
        orderNumber: row.orderNumber,
        createdAt: row.createdAt.toISOString(),
        totalPrice: toRupees(row.subtotalPaise),
        finalPrice: toRupees(row.finalPricePaise),
        discountAmount: toRupees(row.discountPaise),
        taxableValue: tax ? toRupees(tax.taxablePaise) : null,
        tax: tax ? toRupees(tax.taxPaise) : null,
        status: derivedOrderStatus(lines),
        paymentStatus: row.paymentStatus,
        paymentMethod: METHOD_NAMES[row.paymentMethod],
      },
      createdAt: row.createdAt,
      finalPricePaise: row.finalPricePaise,
      discountPaise: row.discountPaise,
      tax,
    };
  });
}
