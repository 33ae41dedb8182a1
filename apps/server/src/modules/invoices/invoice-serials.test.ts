import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { moveItem } from '../../testing/invoicing';
import { createTestApp, type TestContext } from '../../testing/test-app';

// 23:00 in India on 30 March 2027: the last full day of financial year 2026-27.
const clock = manualClock(new Date('2027-03-30T17:30:00Z'));
const HOUR = 3_600_000;

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Festive');
});

afterAll(async () => {
  await ctx.close();
});

const newOrder = async () => {
  const romper = await sizedProduct(ctx, categoryId, 450);
  return (await placedOrder(ctx, [{ productId: romper, quantity: 1 }])).order;
};

const move = (orderId: string, itemId: string, trackingStatus: string) =>
  moveItem(ctx, admin, orderId, itemId, trackingStatus);

const invoiceOf = async (orderId: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: admin,
  });
  return res.json().order.invoiceNumber as string | null;
};

describe('tax invoice serials', () => {
  it('are given when the first item ships, once, in one series without gaps', async () => {
    const first = await newOrder();
    expect(first.invoiceNumber).toBeNull();
    // Cancelling or holding an item issues nothing.
    expect((await move(first._id, first.items[0]!._id, 'PENDING')).invoiceNumber).toBeNull();

    const shipped = await move(first._id, first.items[0]!._id, 'SHIPPED');
    expect(shipped.invoiceNumber).toBe('LL/26-27/000001');
    // Delivering it later keeps the invoice it has.
    expect((await move(first._id, first.items[0]!._id, 'DELIVERED')).invoiceNumber).toBe(
      'LL/26-27/000001',
    );

    // Marked delivered straight away: it shipped too.
    const second = await newOrder();
    expect((await move(second._id, second.items[0]!._id, 'DELIVERED')).invoiceNumber).toBe(
      'LL/26-27/000002',
    );

    const cancelled = await newOrder();
    await move(cancelled._id, cancelled.items[0]!._id, 'CANCELLED');
    expect(await invoiceOf(cancelled._id)).toBeNull();

    const third = await newOrder();
    expect((await move(third._id, third.items[0]!._id, 'SHIPPED')).invoiceNumber).toBe(
      'LL/26-27/000003',
    );
  });

  it('start again at 1 when the financial year turns at midnight in India', async () => {
    const late = await newOrder();
    // 23:59 on 31 March in India (18:29 UTC).
    clock.advance(24 * HOUR + 59 * 60_000);
    expect((await move(late._id, late.items[0]!._id, 'SHIPPED')).invoiceNumber).toBe(
      'LL/26-27/000004',
    );
    const early = await newOrder();
    // 00:01 on 1 April in India, still 31 March in UTC.
    clock.advance(2 * 60_000);
    expect((await move(early._id, early.items[0]!._id, 'SHIPPED')).invoiceNumber).toBe(
      'LL/27-28/000001',
    );
    expect(await invoiceOf(late._id)).toBe('LL/26-27/000004');
  });

  it('are shown to the shopper on the order too', async () => {
    const { buyer, order } = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 300), quantity: 1 },
    ]);
    await move(order._id, order.items[0]!._id, 'SHIPPED');
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(JSON.stringify(own.json())).toContain('"invoiceNumber":"LL/27-28/000002"');
  });

  it('stay consecutive when orders ship at the same moment', async () => {
    const racing = await Promise.all(Array.from({ length: 6 }, () => newOrder()));
    const serials = await Promise.all(
      racing.map(
        async (order) => (await move(order._id, order.items[0]!._id, 'SHIPPED')).invoiceNumber,
      ),
    );
    expect([...serials].sort()).toEqual([3, 4, 5, 6, 7, 8].map((n) => `LL/27-28/00000${n}`));
  });
});
