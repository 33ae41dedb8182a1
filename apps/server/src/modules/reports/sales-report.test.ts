import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SALES_REPORT_DEFINITION,
  SALES_REPORT_MESSAGES,
  toPaise,
  type SalesReportData,
  type SalesReportOrder,
} from '@littleloom/shared';
import { orderRefunds, orders, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder, addProduct } from '../../testing/fixtures';
import { pdfPages, pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { RUPEE_FORMAT } from './sales-excel';

// 23:45 on Wednesday 18 March 2026 in India (SHOP_TIMEZONE's default, Asia/Kolkata).
const clock = manualClock(new Date('2026-03-18T18:15:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let buyerId: string;
let productId: string;

type Status = 'PENDING' | 'DELIVERED' | 'CANCELLED' | 'RETURNED';

interface SaleFixture {
  /** Shop time, India: 'YYYY-MM-DDTHH:MM'. */
  at: string;
  method: 'razorpay' | 'COD' | 'Wallet';
  paymentStatus: 'Pending' | 'Paid' | 'Failed' | 'Refunded';
  /** Rupees per item; one item per status. */
  price: number;
  discount?: number;
  items?: Status[];
  /** Money given back to the wallet since: when (shop time) and how much (rupees). */
  refunds?: { at: string; amount: number }[];
}

/** An instant given as India's wall-clock time (UTC+05:30, no daylight saving). */
const ist = (at: string) => new Date(`${at}:00+05:30`);

/** The orders of the fixture by name, with their numbers once written. */
const placed: Record<string, { id: string; orderNumber: string; fixture: SaleFixture }> = {};

const FIXTURES: Record<string, SaleFixture> = {
  // Today, 18 March.
  lateToday: {
    at: '2026-03-18T23:30',
    method: 'razorpay',
    paymentStatus: 'Paid',
    price: 1000,
    discount: 100,
  },
  earlyToday: {
    at: '2026-03-18T00:05',
    method: 'COD',
    paymentStatus: 'Pending',
    price: 300,
    items: ['PENDING'],
  },
  codCancelled: {
    at: '2026-03-18T10:00',
    method: 'COD',
    paymentStatus: 'Pending',
    price: 400,
    items: ['CANCELLED', 'CANCELLED'],
  },
  cardUnpaid: { at: '2026-03-18T11:00', method: 'razorpay', paymentStatus: 'Pending', price: 600 },
  cardFailed: { at: '2026-03-18T12:00', method: 'razorpay', paymentStatus: 'Failed', price: 700 },
  cardRefunded: {
    at: '2026-03-17T12:00',
    method: 'razorpay',
    paymentStatus: 'Refunded',
    price: 800,
    items: ['CANCELLED'],
  },
  // The last 7 days: 12 to 18 March.
  walletTwelfth: {
    at: '2026-03-12T23:30',
    method: 'Wallet',
    paymentStatus: 'Paid',
    price: 500,
    discount: 50,
  },
  codPartlyCancelled: {
    at: '2026-03-13T00:10',
    method: 'COD',
    paymentStatus: 'Pending',
    price: 200,
    items: ['CANCELLED', 'DELIVERED'],
  },
  // Earlier this month.
  cardEleventh: {
    at: '2026-03-11T23:30',
    method: 'razorpay',
    paymentStatus: 'Paid',
    price: 250,
    discount: 25,
  },
  codPaidTenth: { at: '2026-03-10T00:00', method: 'COD', paymentStatus: 'Paid', price: 150 },
  cardNinth: { at: '2026-03-09T23:59', method: 'razorpay', paymentStatus: 'Paid', price: 120 },
  cardFirst: { at: '2026-03-01T00:10', method: 'razorpay', paymentStatus: 'Paid', price: 110 },
  // Last month.
  cardFebruary: { at: '2026-02-28T23:30', method: 'razorpay', paymentStatus: 'Paid', price: 90 },
  // January: a paid order partly refunded four days later, and one paid then cancelled whole.
  walletJanuary: {
    at: '2026-01-08T11:00',
    method: 'Wallet',
    paymentStatus: 'Paid',
    price: 300,
    items: ['DELIVERED', 'RETURNED'],
    refunds: [{ at: '2026-01-12T16:00', amount: 300 }],
  },
  cardCancelledAfterPaying: {
    at: '2026-01-15T10:00',
    method: 'razorpay',
    paymentStatus: 'Refunded',
    price: 700,
    items: ['CANCELLED'],
    refunds: [{ at: '2026-01-16T09:00', amount: 750 }],
  },
};

/** The sales of this month, newest first. */
const THIS_MONTH = [
  'lateToday',
  'earlyToday',
  'codPartlyCancelled',
  'walletTwelfth',
  'cardEleventh',
  'codPaidTenth',
  'cardNinth',
  'cardFirst',
];

/** Writes an order as it would stand after placing (and any moves since). */
async function addSale(fixture: SaleFixture): Promise<string> {
  const items = fixture.items ?? ['DELIVERED'];
  const id = await addOrder(
    ctx.db,
    buyerId,
    items.map((status) => ({ productId, quantity: 1, unitPrice: fixture.price, status })),
    { paymentStatus: fixture.paymentStatus, createdAt: ist(fixture.at) },
  );
  const subtotal = toPaise(fixture.price) * items.length;
  const discount = toPaise(fixture.discount ?? 0);
  await ctx.db
    .update(orders)
    .set({
      paymentMethod: fixture.method,
      discountPaise: discount,
      finalPricePaise: subtotal - discount + 5000,
    })
    .where(eq(orders.id, id));
  for (const refund of fixture.refunds ?? []) {
    await ctx.db.insert(orderRefunds).values({
      orderId: id,
      reason: 'returned',
      amountPaise: toPaise(refund.amount),
      createdAt: ist(refund.at),
    });
  }
  return id;
}

/** Final price in rupees: items less discount plus the delivery fee of 50. */
const finalOf = (f: SaleFixture) =>
  f.price * (f.items ?? ['DELIVERED']).length - (f.discount ?? 0) + 50;

/**
 * What an order adds to gross sales: its final price, but a cash order's items cancelled before
 * they were paid for were never charged.
 */
const grossOf = (f: SaleFixture) =>
  finalOf(f) -
  (f.method === 'COD' ? f.price * (f.items ?? []).filter((s) => s === 'CANCELLED').length : 0);

const report = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/reports/generate?${query}`, headers });

async function reportData(query: string): Promise<SalesReportData> {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}

const numbersOf = (orders: SalesReportOrder[]) =>
  orders.map((order) => Object.entries(placed).find(([, p]) => p.id === order._id)?.[0]);

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  shopper = bearer(await shopperSession(ctx, 'reena@example.com'));
  const [buyer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'reena@example.com'));
  buyerId = buyer!.id;
  productId = await addProduct(ctx.db, await addCategory(ctx.db, 'Girls'), {
    name: 'Frock',
    price: 100,
  });
  for (const [name, fixture] of Object.entries(FIXTURES)) {
    const id = await addSale(fixture);
    const [row] = await ctx.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id));
    placed[name] = { id, orderNumber: row!.orderNumber, fixture };
  }
});

afterAll(async () => {
  await ctx.close();
});

describe('what the report counts', () => {
  it("daily is today in the shop's time zone: paid orders and cash orders not wholly cancelled, newest first", async () => {
    const data = await reportData('filter=daily');
    // Not the wholly cancelled cash order, not the unpaid or failed card orders.
    expect(numbersOf(data.orders)).toEqual(['lateToday', 'earlyToday']);
    expect(data).toMatchObject({
      filter: 'daily',
      startDate: '2026-03-18',
      endDate: '2026-03-18',
      totalOrders: 2,
      grossSales: 950 + 350,
      refunds: 0,
      totalSales: 950 + 350,
      totalDiscount: 100,
    });
    expect(data.orders[0]).toEqual({
      _id: placed.lateToday!.id,
      orderNumber: placed.lateToday!.orderNumber,
      createdAt: '2026-03-18T18:00:00.000Z',
      totalPrice: 1000,
      finalPrice: 950,
      grossSale: 950,
      discountAmount: 100,
      // Written straight to the database, as orders were before the shop recorded tax.
      taxableValue: null,
      tax: null,
      status: 'DELIVERED',
      paymentStatus: 'Paid',
      paymentMethod: 'Razorpay',
    });
    expect(data.orders[1]).toMatchObject({ status: 'PENDING', paymentMethod: 'COD' });
  });

  it('weekly is the last 7 days including today, cut at midnight shop time', async () => {
    const data = await reportData('filter=weekly');
    // 11 March 23:30 is outside; 12 March 23:30 and 13 March 00:10 are inside.
    expect(numbersOf(data.orders)).toEqual([
      'lateToday',
      'earlyToday',
      'codPartlyCancelled',
      'walletTwelfth',
    ]);
    expect(data.startDate).toBe('2026-03-12');
    expect(data.orders[2]).toMatchObject({ status: 'COMPLETED' });
    // Its cancelled item was never paid for: ₹450 placed, ₹250 taken at the door.
    expect(data.orders[2]).toMatchObject({ finalPrice: 450, grossSale: 250 });
    const expected = ['lateToday', 'earlyToday', 'codPartlyCancelled', 'walletTwelfth'].map(
      (name) => FIXTURES[name]!,
    );
    expect(data.grossSales).toBe(expected.reduce((sum, f) => sum + grossOf(f), 0));
    expect(data.refunds).toBe(0);
    expect(data.totalSales).toBe(data.grossSales);
    expect(data.totalDiscount).toBe(150);
  });

  it('monthly is this calendar month, from the 1st at midnight shop time', async () => {
    const data = await reportData('filter=monthly');
    const names = THIS_MONTH;
    expect(numbersOf(data.orders)).toEqual(names);
    expect(data).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-18',
      totalOrders: 8,
      totalSales: names.reduce((sum, name) => sum + grossOf(FIXTURES[name]!), 0),
      totalDiscount: 175,
    });
  });

  it('custom runs from the start day to the end day inclusive: 23:30 on the end day counts, 00:10 the next day does not', async () => {
    const data = await reportData('filter=custom&startDate=2026-03-10&endDate=2026-03-12');
    expect(numbersOf(data.orders)).toEqual(['walletTwelfth', 'cardEleventh', 'codPaidTenth']);
    expect(data.totalSales).toBe(500 - 50 + 50 + (250 - 25 + 50) + 200);
    // 9 March 23:59 in India is before the start.
    const single = await reportData('filter=custom&startDate=2026-03-09&endDate=2026-03-09');
    expect(numbersOf(single.orders)).toEqual(['cardNinth']);
  });

  it('reads dates without a filter as a custom range, as the spec’s download sends them', async () => {
    const data = await reportData('startDate=2026-02-28&endDate=2026-03-01');
    expect(data.filter).toBe('custom');
    expect(numbersOf(data.orders)).toEqual(['cardFirst', 'cardFebruary']);
  });

  it('answers an empty range with zeros', async () => {
    const data = await reportData('filter=custom&startDate=2026-01-05&endDate=2026-01-06');
    expect(data).toMatchObject({
      orders: [],
      grossSales: 0,
      refunds: 0,
      totalSales: 0,
      totalOrders: 0,
      totalDiscount: 0,
    });
    expect(data.series.map((bucket) => bucket.totalOrders)).toEqual([0, 0]);
  });
});

describe('gross sales, refunds and net', () => {
  it('takes a refund off the period it is made in, not the one its order was placed in', async () => {
    const placedDay = await reportData('filter=custom&startDate=2026-01-08&endDate=2026-01-08');
    expect(numbersOf(placedDay.orders)).toEqual(['walletJanuary']);
    expect(placedDay).toMatchObject({ grossSales: 650, refunds: 0, totalSales: 650 });

    // Nothing sold on the 12th, but ₹300 went back: net sales are below nothing that day.
    const refundDay = await reportData('filter=custom&startDate=2026-01-12&endDate=2026-01-12');
    expect(refundDay).toMatchObject({
      orders: [],
      totalOrders: 0,
      grossSales: 0,
      refunds: 300,
      totalSales: -300,
    });

    const both = await reportData('filter=custom&startDate=2026-01-08&endDate=2026-01-12');
    expect(both).toMatchObject({ grossSales: 650, refunds: 300, totalSales: 350 });
    expect(both.series.map((bucket) => bucket.totalSales)).toEqual([650, 0, 0, 0, -300]);
    expect(both.series[4]).toMatchObject({ grossSales: 0, refunds: 300, totalOrders: 0 });
  });

  it('counts an order paid and then cancelled whole as sold and refunded, but not one whose payment came after it was cancelled', async () => {
    const data = await reportData('filter=custom&startDate=2026-01-15&endDate=2026-01-16');
    // Paid, then cancelled: its money came in and went back.
    expect(numbersOf(data.orders)).toEqual(['cardCancelledAfterPaying']);
    expect(data).toMatchObject({ grossSales: 750, refunds: 750, totalSales: 0, totalOrders: 1 });
    // Refunded without a refund of its own: a late payment given back, never a sale.
    const yesterday = await reportData('filter=custom&startDate=2026-03-17&endDate=2026-03-17');
    expect(numbersOf(yesterday.orders)).toEqual([]);
  });
});

describe("the chart's series", () => {
  it('has a bar group for every day of a week, empty days included', async () => {
    const { series, grouping } = await reportData('filter=weekly');
    expect(grouping).toBe('day');
    expect(series.map((bucket) => bucket.label)).toEqual([
      '12 Mar',
      '13 Mar',
      '14 Mar',
      '15 Mar',
      '16 Mar',
      '17 Mar',
      '18 Mar',
    ]);
    expect(series.map((bucket) => bucket.totalOrders)).toEqual([1, 1, 0, 0, 0, 0, 2]);
    expect(series[6]).toEqual({
      label: '18 Mar',
      startDate: '2026-03-18',
      endDate: '2026-03-18',
      totalSales: 1300,
      grossSales: 1300,
      refunds: 0,
      totalOrders: 2,
      totalDiscount: 100,
    });
  });

  it('has a day each for this month, and for today alone on the daily filter', async () => {
    const monthly = await reportData('filter=monthly');
    expect(monthly.series).toHaveLength(18);
    expect(monthly.series[0]).toMatchObject({ label: '01 Mar', totalOrders: 1, totalSales: 160 });
    const daily = await reportData('filter=daily');
    expect(daily.series).toEqual([
      {
        label: '18 Mar',
        startDate: '2026-03-18',
        endDate: '2026-03-18',
        totalSales: 1300,
        grossSales: 1300,
        refunds: 0,
        totalOrders: 2,
        totalDiscount: 100,
      },
    ]);
  });

  it('groups a few months by week and a longer range by calendar month', async () => {
    const weeks = await reportData('filter=custom&startDate=2025-12-01&endDate=2026-03-18');
    expect(weeks.grouping).toBe('week');
    expect(weeks.series).toHaveLength(16);
    expect(weeks.series[0]).toMatchObject({
      label: '01 Dec – 07 Dec',
      startDate: '2025-12-01',
      endDate: '2025-12-07',
    });
    // 108 days: the last week is 2026-03-16 to 18.
    expect(weeks.series.at(-1)).toMatchObject({ startDate: '2026-03-16', endDate: '2026-03-18' });
    const sum = (key: 'totalOrders' | 'totalSales') =>
      weeks.series.reduce((total, bucket) => total + bucket[key], 0);
    expect(sum('totalOrders')).toBe(weeks.totalOrders);
    expect(sum('totalSales')).toBeCloseTo(weeks.totalSales, 2);

    const months = await reportData('filter=custom&startDate=2025-01-15&endDate=2026-03-18');
    expect(months.grouping).toBe('month');
    expect(months.series.map((bucket) => bucket.label)).toEqual([
      'Jan 2025',
      'Feb 2025',
      'Mar 2025',
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    expect(months.series[0]).toMatchObject({ startDate: '2025-01-15', endDate: '2025-01-31' });
    expect(months.series[13]).toMatchObject({ totalOrders: 1, totalSales: 140 });
    expect(months.series[14]).toMatchObject({ totalOrders: 8, endDate: '2026-03-18' });
  });
});

describe('a custom range the report refuses', () => {
  it.each([
    ['filter=custom', SALES_REPORT_MESSAGES.bothDatesRequired],
    ['filter=custom&startDate=2026-03-01', SALES_REPORT_MESSAGES.bothDatesRequired],
    ['filter=custom&startDate=&endDate=2026-03-01', SALES_REPORT_MESSAGES.bothDatesRequired],
    ['filter=custom&startDate=2026-03-05&endDate=2026-03-04', SALES_REPORT_MESSAGES.startAfterEnd],
    ['filter=custom&startDate=2026-03-18&endDate=2026-03-19', SALES_REPORT_MESSAGES.futureDates],
    ['filter=custom&startDate=2026-03-19&endDate=2026-03-19', SALES_REPORT_MESSAGES.futureDates],
    ['filter=custom&startDate=2026-02-30&endDate=2026-03-01', SALES_REPORT_MESSAGES.invalidDate],
    ['filter=custom&startDate=yesterday&endDate=2026-03-01', SALES_REPORT_MESSAGES.invalidDate],
  ])('%s: %s', async (query, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses a filter it does not know', async () => {
    const res = await report('filter=yearly');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('ignores dates sent with the other filters', async () => {
    const data = await reportData('filter=daily&startDate=2020-01-01&endDate=2099-01-01');
    expect(data.startDate).toBe('2026-03-18');
  });
});

describe('who may read it', () => {
  it.each([
    '/api/reports/generate?filter=daily',
    '/api/reports/download/pdf?filter=daily',
    '/api/reports/download/excel?filter=daily',
  ])('%s: a shopper is refused (403) and a guest asked to sign in (401)', async (url) => {
    const asShopper = await ctx.app.inject({ method: 'GET', url, headers: shopper });
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json().success).toBe(false);
    const asGuest = await ctx.app.inject({ method: 'GET', url });
    expect(asGuest.statusCode).toBe(401);
  });
});

const download = (format: string, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reports/download/${format}?${query}`,
    headers: admin,
  });

describe('the PDF download', () => {
  it('is sales-report.pdf with the title, the range, its figures and what they mean, and the orders', async () => {
    const res = await download('pdf', 'filter=monthly');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-report.pdf"');
    const text = await pdfText(res.rawPayload);
    const totalSales = THIS_MONTH.reduce((sum, name) => sum + grossOf(FIXTURES[name]!), 0);
    for (const expected of [
      'Sales Report',
      'Monthly: 01 Mar 2026 – 18 Mar 2026',
      'Gross Sales',
      'Refunds',
      'Total Sales = Gross Sales − Refunds.',
      'Total Sales',
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(totalSales),
      'Total Orders',
      'Total Discount',
      '₹175.00',
      placed.lateToday!.orderNumber,
      placed.cardFirst!.orderNumber,
      '₹1,000.00',
      '₹950.00',
      '18 Mar 2026',
      // The way to pay as the shopper chose it; the gateway's name is not shown.
      'Card / UPI',
      'Cash on',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Razorpay');
    expect(text).not.toContain(placed.cardFebruary!.orderNumber);
    expect(text).not.toContain(placed.codCancelled!.orderNumber);
  });

  it('carries a long table over several numbered pages, the column titles on each', async () => {
    const many: string[] = [];
    for (let i = 0; i < 70; i++) {
      many.push(
        await addSale({
          at: `2026-01-20T${String(8 + Math.floor(i / 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
          method: 'razorpay',
          paymentStatus: 'Paid',
          price: 1234.5,
        }),
      );
    }
    const res = await download('pdf', 'startDate=2026-01-20&endDate=2026-01-20');
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Order ID');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    const text = pages.join('\n');
    expect(text).toContain('₹1,284.50');
    // 70 × ₹1,284.50 with en-IN grouping.
    expect(text).toContain('₹89,915.00');
    expect(text).toContain('Custom: 20 Jan 2026');
  });

  it('says so when the range has no sales', async () => {
    const res = await download('pdf', 'startDate=2026-01-05&endDate=2026-01-06');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('No sales in this period.');
    expect(text).toContain('₹0.00');
  });

  it('refuses a bad range with the same message as the report', async () => {
    const res = await download('pdf', 'startDate=2026-03-05&endDate=2026-03-04');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: SALES_REPORT_MESSAGES.startAfterEnd });
  });

  it('offers no other format', async () => {
    const res = await download('csv', 'filter=daily');
    expect(res.statusCode).toBe(400);
  });
});

describe('the Excel download', () => {
  async function workbook(query: string) {
    const res = await download('excel', query);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, sheet: book.worksheets[0]! };
  }

  it('is sales-report.xlsx: a header row, a row per order, money in rupees, dates as dates and a totals row', async () => {
    const { res, sheet } = await workbook('filter=weekly');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-report.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Order ID',
      'Date',
      'Payment Method',
      'Payment Status',
      'Status',
      'Total Price',
      'Discount',
      'Final Price',
      'Gross Sale',
      'Taxable Value',
      'GST',
    ]);
    // 4 orders, then the totals.
    expect(sheet.rowCount).toBe(6);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(placed.lateToday!.orderNumber);
    // The shop's wall-clock time: 23:30 on 18 March.
    expect(first.getCell(2).value).toEqual(new Date('2026-03-18T23:30:00Z'));
    expect(first.getCell(2).numFmt).toMatch(/dd-mmm-yyyy/);
    expect(first.getCell(3).value).toBe('Card / UPI');
    expect(first.getCell(5).value).toBe('DELIVERED');
    expect(first.getCell(6).value).toBe(1000);
    expect(first.getCell(7).value).toBe(100);
    expect(first.getCell(8).value).toBe(950);
    for (const column of [6, 7, 8]) expect(first.getCell(column).numFmt).toBe(RUPEE_FORMAT);

    const totals = sheet.getRow(6);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(3).value).toBe('4 orders');
    const result = (column: number) =>
      (totals.getCell(column).value as { formula: string; result: number }).result;
    expect(totals.getCell(8).value).toMatchObject({ formula: 'SUM(H2:H5)' });
    expect(result(6)).toBe(1000 + 300 + 400 + 500);
    expect(result(7)).toBe(150);
    expect(result(8)).toBe(950 + 350 + 450 + 500);
    // The cash order's cancelled ₹200 item was never charged.
    expect(totals.getCell(9).value).toMatchObject({ formula: 'SUM(I2:I5)' });
    expect(result(9)).toBe(950 + 350 + 250 + 500);
    for (const column of [6, 7, 8, 9]) expect(totals.getCell(column).numFmt).toBe(RUPEE_FORMAT);
  });

  it('has a Summary sheet with gross sales, refunds and net sales, and what they mean', async () => {
    const { sheet } = await workbook('startDate=2026-01-08&endDate=2026-01-12');
    const summary = sheet.workbook.getWorksheet('Summary')!;
    const rows = summary
      .getSheetValues()
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows.slice(0, 6)).toEqual([
      ['Period', 'Custom: 08 Jan 2026 – 12 Jan 2026'],
      ['Gross Sales', 650],
      ['Refunds', 300],
      ['Total Sales (net)', 350],
      ['Total Orders', 1],
      ['Total Discount', 0],
    ]);
    expect(rows.at(-1)).toEqual([SALES_REPORT_DEFINITION]);
    expect(summary.getRow(2).getCell(2).numFmt).toBe(RUPEE_FORMAT);
  });

  it('has a header and a zero totals row when the range has no sales', async () => {
    const { sheet } = await workbook('startDate=2026-01-05&endDate=2026-01-06');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Total');
    expect(sheet.getRow(2).getCell(8).value).toBe(0);
  });
});
