import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { orderRow, placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper, stockOf } from '../../testing/orders';
import { mailbox } from '../../testing/mailbox';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

// 11:30 in India on 23 November 2026.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
const HOUR = 3_600_000;

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

const product = (price: number, stock = 10) => sizedProduct(ctx, categoryId, price, stock);

const setStatus = (orderId: string, ref: string, trackingStatus: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/item/${ref}/tracking-status`,
    headers: admin,
    payload: { trackingStatus },
  });

const askReturn = (headers: Record<string, string>, orderId: string, itemId: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/user/orders/${orderId}/return`,
    headers,
    payload: { itemId, orderId },
  });

const approve = (orderId: string, itemId: string, approvalStatus = 'APPROVED') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/items/${itemId}/approve-return`,
    headers: admin,
    payload: {
      approvalStatus,
      ...(approvalStatus === 'REJECTED' ? { reason: 'Worn, and its tags are off.' } : {}),
    },
  });

const processRefund = (orderId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/process-refund`,
    headers: admin,
  });

const mailsTo = (email: string, subjectPart: string) => mail.to(ctx, email, subjectPart);

const itemStatus = (
  reply: { order: { items: { _id: string; trackingStatus: string }[] } },
  id: string,
) => reply.order.items.find((item) => item._id === id)?.trackingStatus;

describe('tracking an item', () => {
  it('ships and delivers it, mailing once for each, and then refuses every other move', async () => {
    const romper = await product(400);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const itemId = order.items[0]!._id;

    const shipped = await setStatus(order._id, itemId, 'SHIPPED');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(itemStatus(shipped.json(), itemId)).toBe('SHIPPED');
    // Setting it again is answered and changes nothing.
    expect((await setStatus(order._id, itemId, 'SHIPPED')).statusCode).toBe(200);
    expect(await mailsTo(buyer.email, 'is on its way')).toHaveLength(1);

    const delivered = await setStatus(order._id, itemId, 'DELIVERED');
    expect(delivered.json().order).toMatchObject({ status: 'DELIVERED' });
    expect(delivered.json().order.items[0]).toMatchObject({
      trackingStatus: 'DELIVERED',
      deliveredAt: '2026-11-23T06:00:00.000Z',
      returnBy: '2026-11-30',
      canReturn: true,
      canCancel: false,
    });
    const deliveredMails = await mailsTo(buyer.email, 'was delivered');
    expect(deliveredMails).toHaveLength(1);
    expect(deliveredMails[0]!.text).toContain('ask for a return until 30 Nov 2026.');

    for (const to of ['PENDING', 'SHIPPED', 'CANCELLED']) {
      const refused = await setStatus(order._id, itemId, to);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`An item that is DELIVERED cannot be set to ${to}.`);
    }
    const notSettable = await setStatus(order._id, itemId, 'RETURN_APPROVED');
    expect(notSettable.statusCode).toBe(400);
    expect((await orderRow(ctx, order._id)).updatedAt).toBeDefined();
    expect(await stockOf(ctx, romper)).toBe(9);
  });

  it('marks a cash order paid once every item left has been delivered', async () => {
    const romper = await product(300);
    const bib = await product(200);
    const { order } = await placedOrder(
      ctx,
      [
        { productId: romper, quantity: 1 },
        { productId: bib, quantity: 1 },
      ],
      'COD',
    );
    const [first, second] = order.items;
    await setStatus(order._id, first!._id, 'DELIVERED');
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Pending');
    const cancelled = await setStatus(order._id, second!._id, 'CANCELLED');
    expect(cancelled.json().order).toMatchObject({ paymentStatus: 'Paid', status: 'COMPLETED' });
  });

  it('finds the item by product id when the product has one line, and asks for the item id otherwise', async () => {
    const romper = await product(300);
    const { order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const byProduct = await setStatus(order._id, romper, 'SHIPPED');
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    expect(byProduct.json().order.items[0].trackingStatus).toBe('SHIPPED');

    const twoSizes = await addProduct(ctx.db, categoryId, {
      name: 'Knit Cardigan',
      price: 600,
      sizes: [
        { size: 'S', stock: 5 },
        { size: 'M', stock: 5 },
      ],
    });
    const { order: both } = await placedOrder(ctx, [
      { productId: twoSizes, size: 'S', quantity: 1 },
      { productId: twoSizes, size: 'M', quantity: 1 },
    ]);
    const ambiguous = await setStatus(both._id, twoSizes, 'SHIPPED');
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json().message).toMatch(/use the order item id/);
    const unknown = await setStatus(both._id, romper, 'SHIPPED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found.');
  });

  it('moves every open item of an order at once', async () => {
    const romper = await product(300);
    const bib = await product(200);
    const { order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const patch = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order._id}/status`,
        headers: admin,
        payload: { status },
      });
    const shipped = await patch('SHIPPED');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(
      shipped.json().order.items.map((i: { trackingStatus: string }) => i.trackingStatus),
    ).toEqual(['SHIPPED', 'SHIPPED']);
    expect((await patch('DELIVERED')).json().order.status).toBe('DELIVERED');
    const none = await patch('CANCELLED');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No item of this order can be changed any more.');
  });

  it('keeps an unpaid card order from being shipped', async () => {
    const romper = await product(300);
    const buyer = await orderingShopper(ctx, [{ productId: romper, quantity: 1 }]);
    const placed = (await buyer.place({ paymentMethod: 'Razorpay' })).json().order;
    const res = await setStatus(placed._id, placed.items[0]._id, 'SHIPPED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not paid yet/);
  });
});

describe('returns and refunds', () => {
  it('takes a return request up to the seventh day after delivery, in shop time, and not after', async () => {
    const romper = await product(500);
    const bib = await product(500);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const [early, late] = order.items;
    const pending = await askReturn(buyer.headers, order._id, early!._id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only a delivered item can be returned.');

    await setStatus(order._id, early!._id, 'DELIVERED');
    await setStatus(order._id, late!._id, 'DELIVERED');

    // 23:30 in India on 30 November: the last day.
    clock.advance(7 * 24 * HOUR + 12 * HOUR);
    const inTime = await askReturn(buyer.headers, order._id, early!._id);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json()).toMatchObject({ success: true, message: 'Return requested' });
    expect(
      inTime.json().updatedOrder.items.find((i: { _id: string }) => i._id === early!._id),
    ).toMatchObject({ trackingStatus: 'RETURN_REQUESTED', canReturn: false });
    expect((await askReturn(buyer.headers, order._id, early!._id)).statusCode).toBe(200);

    // 00:10 on 1 December: too late.
    clock.advance(40 * 60_000);
    const tooLate = await askReturn(buyer.headers, order._id, late!._id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('Returns are accepted within 7 days of delivery.');

    const stranger = await orderingShopper(ctx);
    expect((await askReturn(stranger.headers, order._id, early!._id)).statusCode).toBe(404);
  });

  it('approves returns both ways, refunds only approved ones, once, even when two refunds race', async () => {
    const romper = await product(400);
    const bib = await product(300);
    const hat = await product(200);
    const { buyer, order } = await placedOrder(
      ctx,
      [
        { productId: romper, quantity: 1 },
        { productId: bib, quantity: 1 },
        { productId: hat, quantity: 1 },
      ],
      'COD',
    );
    const line = (productId: string) => order.items.find((i) => i.productId === productId)!;
    for (const item of order.items) await setStatus(order._id, item._id, 'DELIVERED');
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Paid');
    for (const item of order.items) {
      expect((await askReturn(buyer.headers, order._id, item._id)).statusCode).toBe(200);
    }

    // Nothing approved yet: nothing to refund.
    const early = await processRefund(order._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There are no approved returns to refund in this order.');

    // The spec's two paths: by product id with an empty body, and by item id with a decision.
    const byProduct = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/item/${romper}/approve-return`,
      headers: admin,
    });
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    expect(itemStatus(byProduct.json(), line(romper)._id)).toBe('RETURN_APPROVED');
    const byItem = await approve(order._id, line(bib)._id);
    expect(byItem.json().message).toBe('Return approved');
    const rejected = await approve(order._id, line(hat)._id, 'REJECTED');
    expect(itemStatus(rejected.json(), line(hat)._id)).toBe('RETURN_REJECTED');
    expect((await approve(order._id, line(hat)._id)).statusCode).toBe(409);
    expect(await mailsTo(buyer.email, 'was approved')).toHaveLength(2);

    // Two at once: one refunds, the other is answered with that refund (a double click).
    const [first, second] = await Promise.all([processRefund(order._id), processRefund(order._id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().refundedAmount).toBe(700);
    const done = first.json();
    expect(done).toMatchObject({ success: true, refundedAmount: 700 });
    expect(done.order.refundProcessed).toBe(true);
    expect(itemStatus(done, line(romper)._id)).toBe('RETURNED');
    expect(itemStatus(done, line(hat)._id)).toBe('RETURN_REJECTED');
    expect(await stockOf(ctx, romper)).toBe(10);
    expect(await stockOf(ctx, bib)).toBe(10);
    expect(await stockOf(ctx, hat)).toBe(9);
    expect(await walletState(ctx.db, buyer.id)).toEqual({
      balancePaise: 70_000,
      ledgerSumPaise: 70_000,
    });
    expect((await processRefund(order._id)).json().refundedAmount).toBe(700);
    expect(await mailsTo(buyer.email, 'Your refund')).toHaveLength(1);
  });

  it('keeps shoppers out of the admin calls', async () => {
    const romper = await product(300);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const itemId = order.items[0]!._id;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'GET' as const, url: `/api/admin/orders/${order._id}` },
      {
        method: 'PUT' as const,
        url: `/api/admin/orders/${order._id}/item/${itemId}/tracking-status`,
        payload: { trackingStatus: 'SHIPPED' },
      },
      {
        method: 'PATCH' as const,
        url: `/api/admin/orders/${order._id}/status`,
        payload: { status: 'SHIPPED' },
      },
      {
        method: 'PUT' as const,
        url: `/api/admin/orders/${order._id}/items/${itemId}/approve-return`,
        payload: {},
      },
      { method: 'POST' as const, url: `/api/admin/orders/${order._id}/process-refund` },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: buyer.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Paid');
  });
});
