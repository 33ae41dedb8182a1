import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder } from '../../testing/fixtures';
import { moveItem, setSeller } from '../../testing/invoicing';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { gstSummaryCsv, gstSummaryExcel } from '../invoices/gst-summary-files';

/**
 * Every file the back office downloads for a spreadsheet, with text people wrote (a shopper's
 * name, a wallet credit's reason) or text that reaches a file some other way (an order number, a
 * place of supply) written as formulas: each must arrive as text that starts with an apostrophe.
 */

// 11:30 in India on 23 November 2026.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

const FULL_WIDTH_NAME = '\uff1dHYPERLINK("http://x.test")';
const SPLIT_REASON = 'Evil;=1+1';
const HARMLESS_REASON = 'Rs 1,000 back, as promised by e-mail';

async function userId(email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });

async function sheetOf(url: string): Promise<ExcelJS.Worksheet> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const textsOf = (sheet: ExcelJS.Worksheet) => {
  const texts: string[] = [];
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string') texts.push(cell.value);
    }),
  );
  return texts;
};

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Kurtas');
});

afterAll(async () => {
  await ctx.close();
});

describe('the ledger CSV', () => {
  it("shows a shopper's name and an admin's credit reason as text, however they are written", async () => {
    const mallory = bearer(await shopperSession(ctx, 'mallory@example.com'));
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: mallory,
      payload: { name: FULL_WIDTH_NAME },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const malloryId = await userId('mallory@example.com');
    for (const description of [SPLIT_REASON, HARMLESS_REASON]) {
      const credited = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/wallet/credit',
        headers: admin,
        payload: { userId: malloryId, amount: 10, description },
      });
      expect(credited.statusCode, credited.body).toBe(200);
    }

    const res = await get('/api/admin/export-ledger-csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows: string[][] = parse(res.rawPayload, { bom: true });
    const mine = rows.filter((row) => row[1] === `'${FULL_WIDTH_NAME}`);
    // By balance after: both may be written in the same instant.
    expect(mine.map((row) => row.slice(2)).sort((a, b) => a[3]!.localeCompare(b[3]!))).toEqual([
      ['credit', '10.00', `'${SPLIT_REASON}`, '10.00'],
      ['credit', '10.00', HARMLESS_REASON, '20.00'],
    ]);
  });
});

describe('the sales report workbook', () => {
  it('shows an order number written as a formula as text, and keeps the money as numbers', async () => {
    await shopperSession(ctx, 'reena@example.com');
    const productId = await sizedProduct(ctx, categoryId, 300);
    const orderId = await addOrder(ctx.db, await userId('reena@example.com'), [
      { productId, quantity: 1, unitPrice: 300 },
    ]);
    await ctx.db
      .update(orders)
      .set({ orderNumber: '-2+3+cmd|calc', createdAt: clock() })
      .where(eq(orders.id, orderId));

    const sheet = await sheetOf('/api/reports/download/excel?filter=daily');
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((candidate) => candidate.getCell(1).value === "'-2+3+cmd|calc");
    expect(row, JSON.stringify(textsOf(sheet))).toBeDefined();
    expect(row!.getCell(6).value).toBe(300);
    expect(row!.getCell(8).value).toBe(350);
    for (const text of textsOf(sheet)) expect(text).not.toMatch(/^[-=+@]/);
  });
});

describe('the GST summary files', () => {
  it('show a place of supply written as a formula as text, in the CSV and the workbook', async () => {
    await setSeller(ctx, admin, 'Maharashtra', '27AAPFU0939F1ZV');
    const placed = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 999), quantity: 1 },
    ]);
    // The shop writes a state's code and name here; anything else is shown as it was stored.
    await ctx.db
      .update(orders)
      .set({ placeOfSupply: SPLIT_REASON })
      .where(eq(orders.id, placed.order._id));
    await moveItem(ctx, admin, placed.order._id, placed.order.items[0]!._id, 'SHIPPED');

    const csv = await get('/api/reports/gst-summary/csv?month=2026-11');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows: Record<string, string>[] = parse(csv.rawPayload, { columns: true, bom: true });
    expect(rows.map((row) => row['Place Of Supply'])).toEqual([`'${SPLIT_REASON}`]);
    expect(Number(rows[0]!['Taxable Value'])).toBeGreaterThan(0);

    const sheet = await sheetOf('/api/reports/gst-summary/excel?month=2026-11');
    expect(sheet.getRow(2).getCell(1).value).toBe(`'${SPLIT_REASON}`);
    expect(typeof sheet.getRow(2).getCell(3).value).toBe('number');
  });

  it('keep negative amounts as numbers: only text is quoted', async () => {
    const summary = {
      month: '2026-10',
      rows: [
        {
          placeOfSupply: '\uff0b1+1',
          ratePercent: 5,
          taxablePaise: -12050,
          cgstPaise: -301,
          sgstPaise: -301,
          igstPaise: 0,
        },
      ],
    };
    const rows: string[][] = parse(gstSummaryCsv(summary).bytes, { bom: true });
    expect(rows[1]).toEqual(["'\uff0b1+1", '5', '-120.5', '-3.01', '-3.01', '0', '0']);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await gstSummaryExcel(summary)).bytes as unknown as ArrayBuffer);
    const row = book.getWorksheet('b2cs')!.getRow(2);
    expect(row.getCell(1).value).toBe("'\uff0b1+1");
    expect(row.getCell(3).value).toBe(-120.5);
  });
});
