import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderMoney, PlacedOrder } from '@littleloom/shared';
import { orderItems, orderRefunds } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { moveItem } from '../../testing/invoicing';
import { mailbox } from '../../testing/mailbox';
import { orderRow, placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

// 11:30 in India on 23 November 2026.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock, mailer: mail.mailer });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Toddlers');
});

afterAll(async () => {
  await ctx.close();
});

const product = (price: number) => sizedProduct(ctx, categoryId, price);

const askReturn = (headers: Record<string, string>, orderId: string, itemId: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/user/orders/${orderId}/return`,
    headers,
    payload: { itemId, orderId },
  });

const decide = (orderId: string, itemId: string, payload: object, byProduct = false) =>
  ctx.app.inject({
    method: 'PUT',
    url: byProduct
      ? `/api/admin/orders/${orderId}/item/${itemId}/approve-return`
      : `/api/admin/orders/${orderId}/items/${itemId}/approve-return`,
    headers: admin,
    payload,
  });

const processRefund = (orderId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/process-refund`,
    headers: admin,
  });

const cancelItem = (headers: Record<string, string>, orderId: string, itemId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/user/orders/${orderId}?itemId=${itemId}`,
    headers,
  });

/** The order as its owner's details page reads it. */
async function shopperView(headers: Record<string, string>, orderId: string): Promise<PlacedOrder> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/user/orders/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

async function moneyOf(headers: Record<string, string>, orderId: string): Promise<OrderMoney> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/orders/${orderId}/money`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().money;
}

describe('rejecting a return', () => {
  it('asks for a reason, keeps it with the item, mails it, and leaves the order delivered', async () => {
    const romper = await product(400);
    const bib = await product(300);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const [first, second] = order.items;
    for (const item of order.items) await moveItem(ctx, admin, order._id, item._id, 'DELIVERED');
    await askReturn(buyer.headers, order._id, first!._id);
    expect((await shopperView(buyer.headers, order._id)).status).toBe('RETURN_IN_PROGRESS');

    const none = await decide(order._id, first!._id, { approvalStatus: 'REJECTED' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Give the customer a reason for rejecting the return.');
    const short = await decide(order._id, first!._id, { approvalStatus: 'REJECTED', reason: 'no' });
    expect(short.json().message).toBe('The reason needs at least 3 characters.');
    const long = await decide(order._id, first!._id, {
      approvalStatus: 'REJECTED',
      reason: 'x'.repeat(301),
    });
    expect(long.json().message).toBe('The reason can be at most 300 characters.');

    const rejected = await decide(order._id, first!._id, {
      approvalStatus: 'REJECTED',
      reason: '  The tags were removed and it has been washed. ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Return rejected',
      order: { status: 'DELIVERED' },
    });
    // Deciding the same way again is answered; the first reason stays.
    const again = await decide(order._id, first!._id, {
      approvalStatus: 'REJECTED',
      reason: 'Another reason altogether.',
    });
    expect(again.statusCode).toBe(200);

    const seen = await shopperView(buyer.headers, order._id);
    expect(seen.status).toBe('DELIVERED');
    expect(seen.items.find((item) => item._id === first!._id)).toMatchObject({
      trackingStatus: 'RETURN_REJECTED',
      returnRejectionReason: 'The tags were removed and it has been washed.',
      canReturn: false,
      canCancel: false,
    });
    expect(seen.items.find((item) => item._id === second!._id)?.returnRejectionReason).toBeNull();
    const mails = await mail.to(ctx, buyer.email, 'was not accepted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Why: The tags were removed and it has been washed.');

    // The spec's path by product id takes a rejection with its reason as well.
    await askReturn(buyer.headers, order._id, second!._id);
    const noReason = await decide(order._id, bib, { approvalStatus: 'REJECTED' }, true);
    expect(noReason.statusCode).toBe(400);
    const byProduct = await decide(
      order._id,
      bib,
      { approvalStatus: 'REJECTED', reason: 'Outside what we can take back.' },
      true,
    );
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    expect(byProduct.json().order.status).toBe('DELIVERED');
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Paid');
  });
});

describe('Process Refund pressed twice', () => {
  it('answers a repeat within seconds with the same refund, paid once, and refuses one later', async () => {
    const romper = await product(400);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const itemId = order.items[0]!._id;
    await moveItem(ctx, admin, order._id, itemId, 'DELIVERED');
    await askReturn(buyer.headers, order._id, itemId);
    await decide(order._id, itemId, { approvalStatus: 'APPROVED' });
    const before = await walletState(ctx.db, buyer.id);
    expect((await moneyOf(buyer.headers, order._id)).refundDue).toBe(400);

    const replies = await Promise.all([processRefund(order._id), processRefund(order._id)]);
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({
        message: 'Refund processed',
        refundedAmount: 400,
        order: { status: 'RETURNED', paymentStatus: 'Refunded', refundProcessed: true },
      });
    }
    expect(await walletState(ctx.db, buyer.id)).toEqual({
      balancePaise: before.balancePaise + 40_000,
      ledgerSumPaise: before.balancePaise + 40_000,
    });
    expect(await mail.to(ctx, buyer.email, 'Your refund')).toHaveLength(1);

    // A minute on, a Process Refund with nothing approved is no repeat: nothing to refund.
    await ctx.db
      .update(orderRefunds)
      .set({ createdAt: sql`clock_timestamp() - interval '1 minute'` })
      .where(eq(orderRefunds.orderId, order._id));
    const later = await processRefund(order._id);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('There are no approved returns to refund in this order.');
  });

  it('refuses one on an order that never refunded anything', async () => {
    const romper = await product(400);
    const { order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    expect((await processRefund(order._id)).statusCode).toBe(409);
  });
});

describe("an order's money", () => {
  it('lists what was paid, each refund with its items, and what is left, for the owner and admins', async () => {
    const romper = await product(500);
    const bib = await product(300);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const [first, second] = order.items;
    expect(await moneyOf(buyer.headers, order._id)).toEqual({
      paid: 850,
      payments: [{ amount: 850, method: 'wallet', paidAt: order.createdAt, paymentId: null }],
      refunded: 0,
      refunds: [],
      left: 850,
      refundDue: 0,
    });

    await cancelItem(buyer.headers, order._id, first!._id);
    await moveItem(ctx, admin, order._id, second!._id, 'DELIVERED');
    await askReturn(buyer.headers, order._id, second!._id);
    await decide(order._id, second!._id, { approvalStatus: 'APPROVED' });
    await processRefund(order._id);

    const money = await moneyOf(buyer.headers, order._id);
    expect(money).toMatchObject({ paid: 850, refunded: 800, left: 50, refundDue: 0 });
    expect(money.refunds).toEqual([
      {
        amount: 500,
        to: 'wallet',
        state: 'done',
        at: expect.any(String),
        reason: 'cancelled',
        detail: null,
        items: [{ itemId: first!._id, name: first!.name, size: 'M', quantity: 1, amount: 500 }],
        delivery: 0,
      },
      expect.objectContaining({
        amount: 300,
        reason: 'returned',
        items: [expect.objectContaining({ itemId: second!._id, amount: 300 })],
        delivery: 0,
      }),
    ]);
    // Something was delivered, so the delivery charge stays, and the order says it was returned.
    expect((await shopperView(buyer.headers, order._id)).status).toBe('RETURNED');

    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order._id}/money`,
      headers: admin,
    });
    expect(asAdmin.json().money).toEqual(money);
    const stranger = await orderingShopper(ctx);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order._id}/money`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Order not found!');
  });

  it('gives the delivery charge back when every item is cancelled, and the order reads Cancelled and Refunded', async () => {
    const romper = await product(500);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    await cancelItem(buyer.headers, order._id, order.items[0]!._id);
    const seen = await shopperView(buyer.headers, order._id);
    expect(seen).toMatchObject({ status: 'CANCELLED', paymentStatus: 'Refunded' });
    const money = await moneyOf(buyer.headers, order._id);
    expect(money).toMatchObject({ paid: 550, refunded: 550, left: 0 });
    expect(money.refunds).toEqual([
      expect.objectContaining({ amount: 550, reason: 'cancelled', delivery: 50, to: 'wallet' }),
    ]);
  });

  it('counts what a cash order was paid at the door: its items left and the delivery charge', async () => {
    const romper = await product(400);
    const bib = await product(200);
    const { buyer, order } = await placedOrder(
      ctx,
      [
        { productId: romper, quantity: 1 },
        { productId: bib, quantity: 1 },
      ],
      'COD',
    );
    const [first, second] = order.items;
    expect((await moneyOf(buyer.headers, order._id)).paid).toBe(0);
    await cancelItem(buyer.headers, order._id, second!._id);
    clock.advance(60_000);
    await moveItem(ctx, admin, order._id, first!._id, 'DELIVERED');
    const money = await moneyOf(buyer.headers, order._id);
    expect(money.payments).toEqual([
      { amount: 450, method: 'cash', paidAt: clock().toISOString(), paymentId: null },
    ]);
    expect(money).toMatchObject({ paid: 450, refunded: 0, left: 450 });
    expect((await shopperView(buyer.headers, order._id)).status).toBe('COMPLETED');
    const [row] = await ctx.db.select().from(orderItems).where(eq(orderItems.id, second!._id));
    expect(row!.trackingStatus).toBe('CANCELLED');
  });
});
