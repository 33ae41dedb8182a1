import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { derivedOrderStatus, toRupees, type SalesReportOrder } from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { orderItems, orderRefunds, orders } from '../../db/schema';
import { METHOD_NAMES } from './order-view';
import { itemValuePaise } from './refunds';

/**
 * What counts as a sale (decision 20, gross and net sales): an order whose money was taken or
 * is being collected. Paid; or Refunded after being paid, which its recorded refunds show (a card
 * order cancelled unpaid is Refunded too when its late payment is given back, but that money was
 * never a sale: it is in captured_payments, not order_refunds); or cash on delivery with an item
 * not cancelled, whose cash is taken at the door.
 */
const countsAsSale = or(
  eq(orders.paymentStatus, 'Paid'),
  and(
    eq(orders.paymentStatus, 'Refunded'),
    sql`EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${orders.id})`,
  ),
  and(
    eq(orders.paymentMethod, 'COD'),
    sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.trackingStatus} <> 'CANCELLED')`,
  ),
)!;

/** A sale of the report with its amounts in paise, for summing without rounding. */
export interface SaleRow {
  order: SalesReportOrder;
  createdAt: Date;
  /** What it adds to gross sales: see `SalesReportOrder.grossSale`. */
  grossSalePaise: number;
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
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
      discountPaise: orderItems.discountPaise,
      taxablePaise: orderItems.taxablePaise,
      cgstPaise: orderItems.cgstPaise,
      sgstPaise: orderItems.sgstPaise,
      igstPaise: orderItems.igstPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inRange);
  const byOrder = new Map<
    string,
    { trackingStatus: string; valuePaise: number; tax: TaxParts | null }[]
  >();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      trackingStatus: item.trackingStatus,
      valuePaise: itemValuePaise(item),
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
    // Cash is taken at the door, and an item cancelled before it got there was never paid for.
    const grossSalePaise =
      row.paymentMethod === 'COD'
        ? lines.reduce(
            (gross, line) =>
              line.trackingStatus === 'CANCELLED' ? gross - line.valuePaise : gross,
            row.finalPricePaise,
          )
        : row.finalPricePaise;
    return {
      order: {
        _id: row.id,
        orderNumber: row.orderNumber,
        createdAt: row.createdAt.toISOString(),
        totalPrice: toRupees(row.subtotalPaise),
        finalPrice: toRupees(row.finalPricePaise),
        grossSale: toRupees(grossSalePaise),
        discountAmount: toRupees(row.discountPaise),
        taxableValue: tax ? toRupees(tax.taxablePaise) : null,
        tax: tax ? toRupees(tax.taxPaise) : null,
        status: derivedOrderStatus(lines),
        paymentStatus: row.paymentStatus,
        paymentMethod: METHOD_NAMES[row.paymentMethod],
      },
      createdAt: row.createdAt,
      grossSalePaise,
      discountPaise: row.discountPaise,
      tax,
    };
  });
}

/** A refund of the report: when the money went back, and how much (paise). */
export interface RefundRow {
  createdAt: Date;
  amountPaise: number;
}

/**
 * Money given back to wallets from `from` (included) to `to` (excluded), whatever day its order
 * was placed: every row of `order_refunds`, each written in the transaction of its wallet credit,
 * so these are the ledger's refund credits of the same span.
 */
export function refundsBetween(db: DbOrTx, from: Date, to: Date): Promise<RefundRow[]> {
  return db
    .select({ createdAt: orderRefunds.createdAt, amountPaise: orderRefunds.amountPaise })
    .from(orderRefunds)
    .where(and(gte(orderRefunds.createdAt, from), lt(orderRefunds.createdAt, to)));
}
