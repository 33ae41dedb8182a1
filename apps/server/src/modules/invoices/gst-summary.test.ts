import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '@littleloom/shared';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { moveItem, setSeller } from '../../testing/invoicing';
import { createTestApp, type TestContext } from '../../testing/test-app';

// 11:30 in India on 23 November 2026.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Kurtas');
});

afterAll(async () => {
  await ctx.close();
});

/** The shoppers' saved address is in Maharashtra: a seller there charges CGST and SGST. */
const setSellerState = (state: string, gstin: string) => setSeller(ctx, admin, state, gstin);

const move = (orderId: string, itemId: string, trackingStatus: string) =>
  moveItem(ctx, admin, orderId, itemId, trackingStatus);

const download = (format: string, month: string, headers = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reports/gst-summary/${format}?month=${month}`,
    headers,
  });

type CsvRow = Record<string, string>;
const csvRows = (body: Buffer): CsvRow[] => parse(body, { columns: true, bom: true });
const paise = (rupees: string) => toPaise(Number(rupees));
const grossOf = (rows: CsvRow[]) =>
  rows.reduce(
    (sum, row) =>
      sum + paise(row['Taxable Value']!) + paise(row.CGST!) + paise(row.SGST!) + paise(row.IGST!),
    0,
  );

describe('the GST summary for a month', () => {
  it('is the month’s invoices less its credit notes, by place of supply and rate', async () => {
    // Within Maharashtra: ₹999 at 5% and a ₹2,999 piece at 18%; the ₹999 kurta is then cancelled.
    await setSellerState('Maharashtra', '27AAPFU0939F1ZV');
    const kurta = await sizedProduct(ctx, categoryId, 999);
    const lehenga = await sizedProduct(ctx, categoryId, 2999);
    const local = await placedOrder(ctx, [
      { productId: kurta, quantity: 1 },
      { productId: lehenga, quantity: 1 },
    ]);
    // From Karnataka: a ₹499 tee at 5% in IGST.
    await setSellerState('Karnataka', '29AAGCB7383J1Z4');
    const away = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 499), quantity: 1 },
    ]);
    // Not shipped: no invoice, not in the summary.
    await placedOrder(ctx, [{ productId: await sizedProduct(ctx, categoryId, 799), quantity: 1 }]);

    const kurtaItem = local.order.items.find((item) => item.price === 999)!._id;
    const lehengaItem = local.order.items.find((item) => item.price === 2999)!._id;
    await move(local.order._id, lehengaItem, 'SHIPPED');
    await move(away.order._id, away.order.items[0]!._id, 'SHIPPED');
    await move(local.order._id, kurtaItem, 'CANCELLED');

    const csv = await download('csv', '2026-11');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="gst-summary-2026-11.csv"',
    );
    expect(csv.body.split('\n')[0]).toContain(
      'Place Of Supply,Rate,Taxable Value,CGST,SGST,IGST,Cess Amount',
    );
    const rows = csvRows(csv.rawPayload);
    expect(rows).toEqual([
      // The kurta's ₹951.43 + ₹23.79 + ₹23.78 went back with its credit note; the tee's ₹475.24
      // and ₹23.76 of IGST stay; its ₹50 delivery (₹47.62 and ₹2.38) too.
      {
        'Place Of Supply': '27-Maharashtra',
        Rate: '5',
        'Taxable Value': '522.86',
        CGST: '0',
        SGST: '0',
        IGST: '26.14',
        'Cess Amount': '0',
      },
      // The lehenga (₹2,999 at 18%: ₹2,541.53, ₹228.74 and ₹228.73) and its order's delivery at
      // the same rate (₹42.37, ₹3.82 and ₹3.81), kept, as the lehenga still travels.
      {
        'Place Of Supply': '27-Maharashtra',
        Rate: '18',
        'Taxable Value': '2583.9',
        CGST: '232.56',
        SGST: '232.54',
        IGST: '0',
        'Cess Amount': '0',
      },
    ]);
    // Every invoice issued, less every credit note, to the paisa.
    const invoiced = toPaise(local.order.finalPrice) + toPaise(away.order.finalPrice);
    expect(grossOf(rows)).toBe(invoiced - toPaise(999));

    const excel = await download('excel', '2026-11');
    expect(excel.statusCode, excel.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('b2cs')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('27-Maharashtra');
    const total = sheet.getRow(4);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(3).value).toMatchObject({ result: 3106.76 });
  });

  it('is empty for a month with no invoice, and refuses a month that has not begun', async () => {
    const empty = await download('csv', '2026-10');
    expect(csvRows(empty.rawPayload)).toEqual([]);
    expect((await download('csv', '2026-12')).json()).toEqual({
      success: false,
      message: 'Choose a month that has begun',
    });
    expect((await download('csv', '2026-13')).json().message).toBe('Choose a month as YYYY-MM');
    expect((await download('pdf', '2026-11')).statusCode).toBe(400);
    const shopper = bearer(await shopperSession(ctx, 'gst-shopper@example.com'));
    expect((await download('csv', '2026-11', shopper)).statusCode).toBe(403);
  });
});
