import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_CSV_HEADER, LEDGER_MESSAGES, toPaise, type LedgerEntry } from '@littleloom/shared';
import { users, walletTransactions } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { WalletLedger } from '../wallet/ledger';
import { WalletService } from '../wallet/service';

/**
 * 20:00 UTC on 10 March is 01:30 on 11 March in the shop (Asia/Kolkata): the shop's today is
 * 2026-03-11 while the server's calendar still says the 10th.
 */
const clock = manualClock(new Date('2026-03-10T20:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let shopper: Record<string, string>;
const wallet = new WalletService();
const ids: Record<string, string> = {};

async function userId(email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/**
 * Moves money the way the shop does (WalletService, in a transaction), then dates the ledger
 * lines at `at` (with its offset; microseconds kept). Lines are written in time order, so each
 * balance-after follows.
 */
async function movements(
  at: string,
  lines: { key: string; user: string; type: 'credit' | 'debit'; rupees: number; note: string }[],
) {
  const written = await ctx.db.transaction(async (tx) => {
    const made: string[] = [];
    for (const line of lines) {
      const entry = { amountPaise: toPaise(line.rupees), description: line.note };
      const movement =
        line.type === 'credit'
          ? await wallet.credit(tx, line.user, entry)
          : await wallet.debit(tx, line.user, entry);
      made.push(movement.transactionId);
    }
    return made;
  });
  await ctx.db
    .update(walletTransactions)
    .set({ createdAt: sql`${at}::timestamptz` })
    .where(inArray(walletTransactions.id, written));
  lines.forEach((line, i) => (ids[line.key] = written[i]!));
}

const report = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/ledgerreport${query}`, headers });
const csv = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/export-ledger-csv${query}`, headers });

const RANGE = '?startDate=2026-03-05&endDate=2026-03-07';

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  shopper = bearer(await shopperSession(ctx, 'asha@example.com', 'Secret@123', 'Asha Rao'));
  await shopperSession(ctx, 'vikram@example.com', 'Secret@123', 'Vikram Shah');
  await shopperSession(ctx, 'mallory@example.com', 'Secret@123', '=HYPERLINK("http://x.test")');
  const asha = await userId('asha@example.com');
  const vikram = await userId('vikram@example.com');
  const mallory = await userId('mallory@example.com');

  await movements('2026-03-01T10:00:00+05:30', [
    { key: 'opening', user: asha, type: 'credit', rupees: 1000, note: 'Opening credit' },
  ]);
  // 18:25 UTC on the 4th: still the 4th in the shop, the day before the range.
  await movements('2026-03-04T23:55:00+05:30', [
    { key: 'beforeStart', user: asha, type: 'debit', rupees: 200, note: 'Paid for LL-2603-00001' },
  ]);
  // 18:35 UTC on the 4th, but already the 5th in the shop: the range's first entry.
  await movements('2026-03-05T00:05:00+05:30', [
    {
      key: 'atStart',
      user: asha,
      type: 'credit',
      rupees: 150.5,
      note: 'Refund for a cancelled item',
    },
  ]);
  await movements('2026-03-06T12:00:00+05:30', [
    { key: 'gift', user: vikram, type: 'credit', rupees: 300, note: 'Goodwill, "sorry" note' },
  ]);
  await movements('2026-03-06T15:00:00+05:30', [
    { key: 'spent', user: vikram, type: 'debit', rupees: 120.25, note: 'Paid for LL-2603-00002' },
  ]);
  // The last minutes of the end day count.
  await movements('2026-03-07T23:30:00+05:30', [
    { key: 'atEnd', user: asha, type: 'debit', rupees: 50, note: 'Paid for LL-2603-00003' },
  ]);
  // 18:40 UTC on the 7th, which in the shop is the 8th: outside the range.
  await movements('2026-03-08T00:10:00+05:30', [
    { key: 'afterEnd', user: vikram, type: 'credit', rupees: 75, note: 'Cashback' },
  ]);
  // Text a spreadsheet would run as formulas; both lines written at the same instant, finer
  // than the millisecond a JavaScript date holds.
  await movements('2026-03-09T10:00:00.123456+05:30', [
    { key: 'formula', user: mallory, type: 'credit', rupees: 10, note: '=1+2' },
    { key: 'formula2', user: mallory, type: 'debit', rupees: 5, note: '@SUM(A1:A9)' },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

const keysOf = (entries: LedgerEntry[]) =>
  entries.map((entry) => Object.entries(ids).find(([, id]) => id === entry._id)?.[0]);

describe('GET /api/admin/ledgerreport', () => {
  it('lists the days of the range in the shop’s time zone, newest first, with their totals', async () => {
    const res = await report(`${RANGE}&page=1&limit=10`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(keysOf(body.data)).toEqual(['atEnd', 'spent', 'gift', 'atStart']);
    expect(body).toMatchObject({
      success: true,
      totalPages: 1,
      currentPage: 1,
      totalCredit: 450.5,
      totalDebit: 170.25,
      totalEntries: 4,
    });
    const [atEnd, spent, , atStart] = body.data as LedgerEntry[];
    expect(atEnd).toEqual({
      _id: ids.atEnd,
      createdAt: '2026-03-07T18:00:00.000Z',
      shopDay: '2026-03-07',
      user: { _id: expect.any(String), name: 'Asha Rao' },
      type: 'debit',
      amount: 50,
      description: 'Paid for LL-2603-00003',
      balanceAfterTransaction: 900.5,
    });
    expect(spent).toMatchObject({
      user: { name: 'Vikram Shah' },
      type: 'debit',
      amount: 120.25,
      balanceAfterTransaction: 179.75,
    });
    expect(atStart).toMatchObject({
      shopDay: '2026-03-05',
      type: 'credit',
      amount: 150.5,
      balanceAfterTransaction: 950.5,
    });
  });

  it('takes a single shop day as a range of one day', async () => {
    const res = await report('?startDate=2026-03-06&endDate=2026-03-06');
    expect(keysOf(res.json().data)).toEqual(['spent', 'gift']);
    expect(res.json()).toMatchObject({ totalCredit: 300, totalDebit: 120.25, totalEntries: 2 });
  });

  it('lists the whole ledger without dates, ten to a page unless asked', async () => {
    const res = await report('');
    expect(res.statusCode, res.body).toBe(200);
    expect(keysOf(res.json().data)).toHaveLength(9);
    expect(res.json()).toMatchObject({
      totalPages: 1,
      currentPage: 1,
      totalCredit: 1535.5,
      totalDebit: 375.25,
      totalEntries: 9,
    });
  });

  it('pages through, with the totals of the whole range on every page', async () => {
    const seen: (string | undefined)[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await report(`?page=${page}&limit=3`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        totalPages: 3,
        currentPage: page,
        totalCredit: 1535.5,
        totalDebit: 375.25,
        totalEntries: 9,
      });
      expect(body.data.length).toBe(page <= 3 ? 3 : 0);
      seen.push(...keysOf(body.data));
    }
    // Newest first; the two lines written together keep one order on every read.
    expect(seen.slice(2)).toEqual([
      'afterEnd',
      'atEnd',
      'spent',
      'gift',
      'atStart',
      'beforeStart',
      'opening',
    ]);
    expect(new Set(seen.slice(0, 2))).toEqual(new Set(['formula', 'formula2']));
    const again = await report('?page=1&limit=3');
    expect(keysOf(again.json().data)).toEqual(seen.slice(0, 3));
  });

  it('answers an empty range with no pages and zero totals', async () => {
    const res = await report('?startDate=2026-03-02&endDate=2026-03-03');
    expect(res.json()).toEqual({
      success: true,
      data: [],
      totalPages: 0,
      currentPage: 1,
      totalCredit: 0,
      totalDebit: 0,
      totalEntries: 0,
    });
  });

  it.each([
    ['?startDate=2026-03-05', LEDGER_MESSAGES.bothDates],
    ['?endDate=2026-03-05', LEDGER_MESSAGES.bothDates],
    ['?startDate=&endDate=2026-03-05', LEDGER_MESSAGES.bothDates],
    ['?startDate=2026-03-07&endDate=2026-03-05', LEDGER_MESSAGES.startAfterEnd],
    // The shop's today is the 11th: the 12th is in the future there.
    ['?startDate=2026-03-05&endDate=2026-03-12', LEDGER_MESSAGES.future],
    ['?startDate=2026-02-30&endDate=2026-03-05', LEDGER_MESSAGES.notADay],
    ['?startDate=5-3-2026&endDate=2026-03-05', LEDGER_MESSAGES.notADay],
    ['?startDate=2026-03-05T00:00&endDate=2026-03-05', LEDGER_MESSAGES.notADay],
  ])('refuses %s with the spec’s words', async (query, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('takes the shop’s today as the last day, though the server’s calendar is a day behind', async () => {
    const res = await report('?startDate=2026-03-11&endDate=2026-03-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalEntries).toBe(0);
  });

  it('refuses unknown fields and page sizes past the limit', async () => {
    expect((await report('?sort=asc')).statusCode).toBe(400);
    expect((await report('?limit=1000')).statusCode).toBe(400);
    expect((await report('?page=0')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await report(RANGE, shopper)).statusCode).toBe(403);
    expect((await report(RANGE, {})).statusCode).toBe(401);
    expect((await csv(RANGE, shopper)).statusCode).toBe(403);
    expect((await csv(RANGE, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/export-ledger-csv', () => {
  const rowsOf = (body: string): string[][] => parse(body, { bom: true });

  it('downloads the range as ledger_report.csv, the table’s columns in shop days', async () => {
    const res = await csv(RANGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ledger_report.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(rowsOf(res.body)).toEqual([
      [...LEDGER_CSV_HEADER],
      ['07-03-2026', 'Asha Rao', 'debit', '50.00', 'Paid for LL-2603-00003', '900.50'],
      ['06-03-2026', 'Vikram Shah', 'debit', '120.25', 'Paid for LL-2603-00002', '179.75'],
      ['06-03-2026', 'Vikram Shah', 'credit', '300.00', 'Goodwill, "sorry" note', '300.00'],
      ['05-03-2026', 'Asha Rao', 'credit', '150.50', 'Refund for a cancelled item', '950.50'],
    ]);
  });

  it('downloads every entry when no range is given, as the spec’s client asks', async () => {
    const rows = rowsOf((await csv('')).body);
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toEqual([
      '01-03-2026',
      'Asha Rao',
      'credit',
      '1000.00',
      'Opening credit',
      '1000.00',
    ]);
  });

  it('keeps names and descriptions from running as spreadsheet formulas', async () => {
    const rows = rowsOf((await csv('?startDate=2026-03-09&endDate=2026-03-09')).body).slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row[1]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(["'=1+2", "'@SUM(A1:A9)"]));
    // The same text is shown as it is in the report's JSON.
    const json = await report('?startDate=2026-03-09&endDate=2026-03-09');
    expect(json.json().data.map((entry: LedgerEntry) => entry.user?.name)).toEqual([
      '=HYPERLINK("http://x.test")',
      '=HYPERLINK("http://x.test")',
    ]);
  });

  it('refuses a bad range with its message before sending any file', async () => {
    const res = await csv('?startDate=2026-03-07&endDate=2026-03-05');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: LEDGER_MESSAGES.startAfterEnd });
  });
});

describe('WalletLedger.batches', () => {
  it('reads every line once, newest first, however small the batches', async () => {
    const ledger = new WalletLedger();
    const whole = await ledger.page(ctx.db, {}, 1, 100);
    for (const size of [1, 2, 4, 9, 10]) {
      const read: string[] = [];
      for await (const batch of ledger.batches(ctx.db, {}, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        read.push(...batch.map((line) => line.id));
      }
      expect(read).toEqual(whole.map((line) => line.id));
    }
  });
});
