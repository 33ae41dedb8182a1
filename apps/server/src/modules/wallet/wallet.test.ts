import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletHistoryReply } from '@littleloom/shared';
import { adminSession, bearer } from '../../testing/accounts';
import { fundWallet, orderingShopper, type OrderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const get = (shopper: Pick<OrderingShopper, 'headers'>, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: shopper.headers });

const spend = (shopper: OrderingShopper, amount: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/wallet/debit',
    headers: shopper.headers,
    payload: { amount },
  });

const historyPage = async (shopper: OrderingShopper, query: string) => {
  const res = await get(shopper, `/api/user/wallet/details${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WalletHistoryReply>();
};

describe('wallet balance by id', () => {
  it("answers the caller's own balance in rupees, and 'Wallet not found' for anyone else's", async () => {
    const owner = await orderingShopper(ctx);
    const other = await orderingShopper(ctx);
    await fundWallet(ctx, owner.id, 120.5);

    const own = await get(owner, `/api/user/wallet/balance/${owner.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, balance: 120.5 });
    // A shopper who never had money has an empty wallet, not a missing one.
    expect((await get(other, `/api/user/wallet/balance/${other.id}`)).json()).toEqual({
      success: true,
      balance: 0,
    });

    for (const id of [owner.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(other, `/api/user/wallet/balance/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Wallet not found' });
    }
    // Nor is the admin's token a key to a shopper's wallet.
    const admin = { headers: bearer(await adminSession(ctx)) };
    expect((await get(admin, `/api/user/wallet/balance/${owner.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/user/wallet/balance/${owner.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('wallet history', () => {
  it('pages the caller’s own lines 5 at a time, newest first, with the balance each left', async () => {
    const shopper = await orderingShopper(ctx);
    const stranger = await orderingShopper(ctx);
    await fundWallet(ctx, stranger.id, 999);
    // Six credits of 100, 200, ... 600, then a spend of 250.50: seven lines.
    for (let n = 1; n <= 6; n += 1) await fundWallet(ctx, shopper.id, n * 100);
    expect((await spend(shopper, 250.5)).statusCode).toBe(200);

    const first = await historyPage(shopper, '?page=1&limit=5');
    expect(first).toMatchObject({
      success: true,
      totalTransactions: 7,
      totalPages: 2,
      currentPage: 1,
    });
    expect(first.transactions).toHaveLength(5);
    expect(first.transactions[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      type: 'DEBIT',
      amount: 250.5,
      description: 'Spent from wallet',
      balanceAfterTransaction: 1849.5,
    });
    expect(first.transactions.slice(1).map((line) => [line.type, line.amount])).toEqual([
      ['CREDIT', 600],
      ['CREDIT', 500],
      ['CREDIT', 400],
      ['CREDIT', 300],
    ]);
    const times = first.transactions.map((line) => Date.parse(line.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await historyPage(shopper, '?page=2&limit=5');
    expect(second.currentPage).toBe(2);
    expect(second.transactions.map((line) => [line.amount, line.balanceAfterTransaction])).toEqual([
      [200, 300],
      [100, 100],
    ]);
    // Five to a page when the client does not say; past the end is an empty page.
    expect((await historyPage(shopper, '')).transactions).toHaveLength(5);
    expect((await historyPage(shopper, '?page=3')).transactions).toEqual([]);

    // A userId in the query names nobody: the history is the caller's.
    const strangers = await historyPage(stranger, `?userId=${shopper.id}`);
    expect(strangers.totalTransactions).toBe(1);
    expect(strangers.transactions[0]).toMatchObject({ type: 'CREDIT', amount: 999 });

    const state = await walletState(ctx.db, shopper.id);
    expect(state).toEqual({ balancePaise: 184_950, ledgerSumPaise: 184_950 });
  });

  it('refuses pages and sizes that are not whole numbers in range', async () => {
    const shopper = await orderingShopper(ctx);
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=51']) {
      expect((await get(shopper, `/api/user/wallet/details${query}`)).statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ url: '/api/user/wallet/details' })).statusCode).toBe(401);
  });

  it("refuses a spend above the balance with 'Insufficient wallet balance.', changing nothing", async () => {
    const shopper = await orderingShopper(ctx);
    await fundWallet(ctx, shopper.id, 50);
    const res = await spend(shopper, 50.01);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Insufficient wallet balance.' });
    expect((await spend(shopper, 0)).json().message).toBe(
      'Invalid amount: Please enter a valid amount.',
    );
    expect((await historyPage(shopper, '')).totalTransactions).toBe(1);
    expect(await walletState(ctx.db, shopper.id)).toEqual({
      balancePaise: 5000,
      ledgerSumPaise: 5000,
    });
  });
});

describe('the order of ledger lines', () => {
  it('reads each balance after the one before, even when movements race', async () => {
    const shopper = await orderingShopper(ctx);
    const admin = bearer(await adminSession(ctx));
    await fundWallet(ctx, shopper.id, 1000);
    const credit = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/wallet/credit',
        headers: admin,
        payload: { userId: shopper.id, amount, description: 'Goodwill credit' },
      });
    // Credits and spends at the same moment: each waits on the wallet's row, in some order.
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 3 === 2 ? spend(shopper, 7) : credit(10 + i))),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);

    type Line = { type: string; amount: number; balanceAfterTransaction: number };
    const expectInSequence = (newestFirst: Line[]) => {
      for (let i = 0; i + 1 < newestFirst.length; i += 1) {
        const line = newestFirst[i]!;
        const before = newestFirst[i + 1]!;
        const moved = line.type.toUpperCase() === 'CREDIT' ? line.amount : -line.amount;
        expect(line.balanceAfterTransaction).toBeCloseTo(before.balanceAfterTransaction + moved, 2);
      }
    };

    const history: Line[] = [];
    for (let page = 1; page <= 5; page += 1) {
      history.push(...(await historyPage(shopper, `?page=${page}`)).transactions);
    }
    expect(history).toHaveLength(25);
    expectInSequence(history);

    const ledger = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ledgerreport?page=1&limit=100',
      headers: admin,
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    const ledgerLines = (ledger.json().data as (Line & { user: { _id: string } | null })[]).filter(
      (line) => line.user?._id === shopper.id,
    );
    expect(ledgerLines).toHaveLength(25);
    expectInSequence(ledgerLines);
    const wallet = await walletState(ctx.db, shopper.id);
    expect(wallet.balancePaise).toBe(wallet.ledgerSumPaise);
  });
});
