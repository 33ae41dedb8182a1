import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  toPaise,
  type LedgerEntry,
  type OrderLine,
  type PlacedOrder,
  type SalesReportData,
} from '@littleloom/shared';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { TEST_SIMULATOR_SECRET, verifyCardPayment } from '../../testing/gateway';
import { moveItem, setSeller } from '../../testing/invoicing';
import { orderRow, placedOrder, sizedProduct, type PlacedFor } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

/*
 * A month of the shop's trade, driven through the API as shoppers and the admin would, and read
 * back three ways: the sales report, the ledger and the GST summary. Orders, wallet lines and
 * refunds are dated by the database's clock, invoices and credit notes by the shop's: this one
 * starts at the real time and moves a minute on, so all of them fall in one month (a run across
 * midnight at a month's end would not).
 */
const clock = manualClock();

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp(
    {
      SHOP_TIMEZONE: 'Asia/Kolkata',
      SIMULATOR_SECRET: TEST_SIMULATOR_SECRET,
      PAYMENT_WINDOW_MINUTES: '1',
    },
    { clock },
  );
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Frocks');
  // The shoppers' address is in Maharashtra too: CGST and SGST.
  await setSeller(ctx, admin, 'Maharashtra', '27AAPFU0939F1ZV');
  const coupon = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/coupon',
    headers: admin,
    payload: { code: 'MONTH10', discount: 10, minPurchaseAmount: 1, expiryDate: '2099-01-01' },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
});

afterAll(async () => {
  await ctx.close();
});

const paise = (rupees: number) => toPaise(rupees);
/** What an item was paid for: its total less its share of the discount. */
const valueOf = (item: OrderLine) => paise(item.lineTotal) - paise(item.discount);
const itemAt = (order: PlacedOrder, price: number) => order.items.find((i) => i.price === price)!;

const move = (order: PlacedOrder, item: OrderLine, status: string) =>
  moveItem(ctx, admin, order._id, item._id, status);
const moveAll = async (order: PlacedOrder, status: string) => {
  for (const item of order.items) {
    if (item.trackingStatus !== 'CANCELLED') await move(order, item, status);
  }
};

/** The shopper cancels one item; what went back to their wallet (paise). */
async function shopperCancels(placed: PlacedFor, item: OrderLine): Promise<number> {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/user/orders/${placed.order._id}?itemId=${item._id}`,
    headers: placed.buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return paise(res.json().refundedAmount);
}

const products = async (...prices: number[]) =>
  Promise.all(prices.map((price) => sizedProduct(ctx, categoryId, price)));

/** A card order for one piece of each product, placed and not yet paid. */
async function cardOrder(productIds: string[]) {
  const buyer = await orderingShopper(
    ctx,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  const res = await buyer.place({ paymentMethod: 'Razorpay' });
  expect(res.statusCode, res.body).toBe(201);
  const gatewayOrderId: string = res.json().razorpayOrderId;
  return {
    buyer,
    order: res.json().order as PlacedOrder,
    pay: (paymentId: string) => verifyCardPayment(ctx, buyer.headers, gatewayOrderId, paymentId),
  };
}

describe('a month of sales, refunds and GST', () => {
  it('reconciles: net sales are gross less refunds, the refunds are the ledger’s refund credits, and net sales equal the month’s invoices less its credit notes', async () => {
    const [frock, lehenga, kurta, tee, cap, socks, dress, shorts, romper, bib, shirt] =
      await products(999, 1499, 650, 400, 300, 350, 250, 1200, 800, 450, 550);

    // With a coupon: both items ship, then the shopper cancels one (refund and credit note).
    const couponed = await placedOrder(
      ctx,
      [
        { productId: frock!, quantity: 1 },
        { productId: lehenga!, quantity: 1 },
      ],
      'Wallet',
      { couponCode: 'MONTH10' },
    );
    expect(couponed.order.discountAmount).toBeGreaterThan(0);
    await moveAll(couponed.order, 'SHIPPED');
    const couponedRefund = await shopperCancels(couponed, itemAt(couponed.order, 999));
    expect(couponedRefund).toBe(valueOf(itemAt(couponed.order, 999)));
    await moveAll({ ...couponed.order, items: [itemAt(couponed.order, 1499)] }, 'DELIVERED');

    // Paid from the wallet and cancelled whole before shipping: the delivery charge goes back too.
    const cancelledWhole = await placedOrder(ctx, [{ productId: kurta!, quantity: 1 }], 'Wallet');
    const cancelledWholeRefund = await shopperCancels(
      cancelledWhole,
      cancelledWhole.order.items[0]!,
    );
    expect(cancelledWholeRefund).toBe(paise(650 + 50));

    // Cash on delivery, one item cancelled before shipping: never invoiced, never paid for.
    const codBefore = await placedOrder(
      ctx,
      [
        { productId: tee!, quantity: 1 },
        { productId: cap!, quantity: 1 },
      ],
      'COD',
    );
    expect(await shopperCancels(codBefore, itemAt(codBefore.order, 300))).toBe(0);
    await moveAll({ ...codBefore.order, items: [itemAt(codBefore.order, 400)] }, 'SHIPPED');
    await moveAll({ ...codBefore.order, items: [itemAt(codBefore.order, 400)] }, 'DELIVERED');

    // Cash on delivery, one item cancelled after shipping: on the invoice and on a credit note,
    // but never paid for either, so nothing is refunded.
    const codAfter = await placedOrder(
      ctx,
      [
        { productId: socks!, quantity: 1 },
        { productId: dress!, quantity: 1 },
      ],
      'COD',
    );
    await moveAll(codAfter.order, 'SHIPPED');
    await move(codAfter.order, itemAt(codAfter.order, 250), 'CANCELLED');
    await move(codAfter.order, itemAt(codAfter.order, 350), 'DELIVERED');
    expect((await orderRow(ctx, codAfter.order._id)).paymentStatus).toBe('Paid');

    // Paid by card, delivered, one item returned and refunded.
    const returned = await cardOrder([shorts!, romper!]);
    expect((await returned.pay('pay_month_returned')).statusCode).toBe(200);
    await moveAll(returned.order, 'SHIPPED');
    await moveAll(returned.order, 'DELIVERED');
    const sentBack = itemAt(returned.order, 800);
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/orders/${returned.order._id}/return`,
      headers: returned.buyer.headers,
      payload: { itemId: sentBack._id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${returned.order._id}/items/${sentBack._id}/approve-return`,
      headers: admin,
      payload: { approvalStatus: 'APPROVED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${returned.order._id}/process-refund`,
      headers: admin,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const returnRefund = paise(refunded.json().refundedAmount);
    expect(returnRefund).toBe(valueOf(sentBack));

    // A card order left unpaid: the payment window closes on it, and a payment that still comes is
    // given back to the card. Its money was never a sale.
    const lapsed = await cardOrder([bib!]);
    clock.advance(61_000);
    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBeGreaterThanOrEqual(1);
    await lapsed.pay('pay_month_lapsed');
    expect((await orderRow(ctx, lapsed.order._id)).paymentStatus).toBe('Refunded');

    // Paid from the wallet, one item cancelled before shipping, the other delivered.
    const walletBefore = await placedOrder(
      ctx,
      [
        { productId: bib!, quantity: 1 },
        { productId: shirt!, quantity: 1 },
      ],
      'Wallet',
    );
    const walletBeforeRefund = await shopperCancels(walletBefore, itemAt(walletBefore.order, 450));
    expect(walletBeforeRefund).toBe(paise(450));
    const kept = { ...walletBefore.order, items: [itemAt(walletBefore.order, 550)] };
    await moveAll(kept, 'SHIPPED');
    await moveAll(kept, 'DELIVERED');

    // ---------------------------------------------------------------- the sales report
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/generate?filter=monthly',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report: SalesReportData = res.json().data;
    const sales = [couponed, cancelledWhole, codBefore, codAfter, returned, walletBefore];
    expect(report.orders.map((order) => order._id).sort()).toEqual(
      sales.map((sale) => sale.order._id).sort(),
    );

    // Gross: what each order charged. Cash orders were never charged for items cancelled unpaid.
    const uncharged = paise(300) + paise(250);
    const finalPrices = sales.reduce((sum, sale) => sum + paise(sale.order.finalPrice), 0);
    expect(paise(report.grossSales)).toBe(finalPrices - uncharged);
    expect(paise(report.grossSales)).toBe(
      report.orders.reduce((sum, order) => sum + paise(order.grossSale), 0),
    );
    const refunds = couponedRefund + cancelledWholeRefund + returnRefund + walletBeforeRefund;
    expect(paise(report.refunds)).toBe(refunds);
    expect(paise(report.totalSales)).toBe(finalPrices - uncharged - refunds);
    expect(report.series.reduce((sum, bucket) => sum + paise(bucket.totalSales), 0)).toBe(
      paise(report.totalSales),
    );

    // ---------------------------------------------------------------- the ledger
    const ledger = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/ledgerreport?startDate=${report.startDate}&endDate=${report.endDate}&limit=100`,
      headers: admin,
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    const lines: LedgerEntry[] = ledger.json().data;
    expect(ledger.json().totalEntries).toBe(lines.length);
    const refundCredits = lines.filter(
      (line) =>
        line.type === 'credit' &&
        /^Refund for (cancelled|returned) items of order /.test(line.description),
    );
    expect(refundCredits).toHaveLength(4);
    expect(refundCredits.reduce((sum, line) => sum + paise(line.amount), 0)).toBe(
      paise(report.refunds),
    );
    // The ledger's other credits (the wallet top-ups) were never sales money going back.
    expect(paise(ledger.json().totalCredit)).toBeGreaterThan(paise(report.refunds));

    // ---------------------------------------------------------------- the GST summary
    const month = report.startDate.slice(0, 7);
    const gst = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/gst-summary/csv?month=${month}`,
      headers: admin,
    });
    expect(gst.statusCode, gst.body).toBe(200);
    const rows: Record<string, string>[] = parse(gst.rawPayload, { columns: true, bom: true });
    const gstTotal = rows.reduce(
      (sum, row) =>
        sum +
        paise(Number(row['Taxable Value'])) +
        paise(Number(row.CGST)) +
        paise(Number(row.SGST)) +
        paise(Number(row.IGST)),
      0,
    );
    // Every order of the month shipped or was cancelled whole, and every refund and credit note
    // fell in it: the invoices less the credit notes are what the shop kept, net sales.
    expect(gstTotal).toBe(paise(report.totalSales));
    expect(paise(report.totalTax)).toBeGreaterThan(0);
  });
});
