import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponUses,
  orderItems,
  orders,
  productSizes,
  users,
  wallets,
  webhookEvents,
} from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct, TEST_ADDRESS as ADDRESS } from '../../testing/fixtures';
import {
  TEST_SIMULATOR_SECRET as SECRET,
  capturedEvent as captured,
  sendWebhook,
  signPayment as sign,
} from '../../testing/gateway';
import { createCoupon } from '../../testing/promotions';
import { mailbox } from '../../testing/mailbox';
import { createTestApp, type TestContext } from '../../testing/test-app';

const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let shopperCount = 0;
let productCount = 0;
const mail = mailbox();
/** Subjects of every mail sent so far. */
const sentSubjects = async () => {
  await ctx.flushMail();
  return mail.sent.map((sentMail) => sentMail.subject);
};

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { clock, mailer: mail.mailer });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

const product = (price: number, stock = 10) =>
  addProduct(ctx.db, categoryId, {
    name: 'Party Frock',
    price,
    sizes: [{ size: 'M', stock }],
    images: [`frock-${(productCount += 1)}`],
  });

const stockOf = async (productId: string) => {
  const [row] = await ctx.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, 'M')));
  return row!.stock;
};

const orderRow = async (id: string) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
};

/** A shopper who has placed a card order for one piece of `productId`. */
async function cardOrder(productId: string, quantity = 1) {
  shopperCount += 1;
  const email = `card${shopperCount}@example.com`;
  const headers = bearer(await shopperSession(ctx, email));
  const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });
  const address = (await post('/api/user/address', ADDRESS)).json().address;
  await post('/api/user/cart/add', { productId, size: 'M', quantity });
  const placed = await post('/api/user/orders/create', { address, paymentMethod: 'Razorpay' });
  expect(placed.statusCode, placed.body).toBe(201);
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const body = placed.json();
  return {
    userId: account!.id,
    headers,
    post,
    orderId: body.order._id as string,
    gatewayOrderId: body.razorpayOrderId as string,
    reply: body,
    verify: (gatewayOrderId: string, paymentId: string, signature: string) =>
      post('/api/user/orders/verify-payment', {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
        amount: 1,
      }),
  };
}

const webhook = (body: object, eventId: string, secret?: string) =>
  sendWebhook(ctx, body, eventId, secret);

describe('card payments', () => {
  it('opens a card order with a gateway order for its total, in paise', async () => {
    const frock = await product(1499);
    const buyer = await cardOrder(frock);
    expect(buyer.reply).toMatchObject({
      order: { paymentMethod: 'Razorpay', paymentStatus: 'Pending', finalPrice: 1549 },
      amount: 154_900,
      currency: 'INR',
      keyId: 'rzp_test_simulator',
    });
    expect(buyer.gatewayOrderId).toMatch(/^order_/);
    expect((await orderRow(buyer.orderId)).paymentDueAt?.getTime()).toBe(
      clock().getTime() + 30 * 60_000,
    );
    expect(await stockOf(frock)).toBe(9);
  });

  it('marks the order paid once for a correctly signed payment, and mails the shopper', async () => {
    const buyer = await cardOrder(await product(500));
    const res = await buyer.verify(
      buyer.gatewayOrderId,
      'pay_first',
      sign(buyer.gatewayOrderId, 'pay_first'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Payment verified successfully',
      order: { _id: buyer.orderId, paymentStatus: 'Paid' },
    });
    const again = await buyer.verify(
      buyer.gatewayOrderId,
      'pay_first',
      sign(buyer.gatewayOrderId, 'pay_first'),
    );
    expect(again.statusCode).toBe(200);
    expect((await orderRow(buyer.orderId)).paymentStatus).toBe('Paid');
    const number = (await orderRow(buyer.orderId)).orderNumber;
    const subjects = await sentSubjects();
    expect(subjects).toContain(`Your Little Loom order ${number}`);
    expect(subjects.filter((s) => s === `Payment received for order ${number}`)).toHaveLength(1);
  });

  it('refuses a forged signature, and a valid one replayed on another order', async () => {
    const first = await cardOrder(await product(300));
    const second = await cardOrder(await product(300));
    const forged = await first.verify(first.gatewayOrderId, 'pay_x', 'deadbeef'.repeat(8));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, message: 'Payment Verification Failed' });

    const signature = sign(first.gatewayOrderId, 'pay_replay');
    expect((await first.verify(first.gatewayOrderId, 'pay_replay', signature)).statusCode).toBe(
      200,
    );
    // The same shopper's second order, or another shopper's: neither takes the first's payment.
    const replayed = await second.verify(second.gatewayOrderId, 'pay_replay', signature);
    expect(replayed.statusCode).toBe(400);
    const stranger = await second.verify(first.gatewayOrderId, 'pay_replay', signature);
    expect(stranger.statusCode).toBe(404);
    expect((await orderRow(second.orderId)).paymentStatus).toBe('Pending');
  });

  it('records a failure, then pays again with a new gateway order', async () => {
    const buyer = await cardOrder(await product(700));
    const early = await buyer.post('/api/user/retry-payment', { orderId: buyer.orderId });
    expect(early.statusCode).toBe(409);
    const failed = await buyer.post('/api/user/orders/payment-failed', {
      razorpay_order_id: buyer.gatewayOrderId,
    });
    expect(failed.json()).toMatchObject({ success: true, order: { paymentStatus: 'Failed' } });

    const retry = await buyer.post('/api/orders/user/retry-payment', { orderId: buyer.orderId });
    expect(retry.statusCode, retry.body).toBe(200);
    const { newOrderId } = retry.json();
    expect(retry.json()).toMatchObject({
      success: true,
      order: { finalPrice: 750, paymentStatus: 'Processing' },
      amount: 75_000,
      currency: 'INR',
    });
    expect(newOrderId).not.toBe(buyer.gatewayOrderId);
    const paid = await buyer.verify(newOrderId, 'pay_retry', sign(newOrderId, 'pay_retry'));
    expect(paid.json().order.paymentStatus).toBe('Paid');
    const notMine = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/retry-payment',
      headers: admin,
      payload: { orderId: buyer.orderId },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('pays through the test gateway as the dialog does, webhook included', async () => {
    const buyer = await cardOrder(await product(250));
    const pay = await buyer.post('/api/payments/simulator/pay', {
      razorpay_order_id: buyer.gatewayOrderId,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const { razorpay_payment_id, razorpay_signature } = pay.json();
    // The webhook the gateway sent has already applied it; the browser's verify changes nothing.
    expect((await orderRow(buyer.orderId)).paymentStatus).toBe('Paid');
    const verified = await buyer.verify(
      buyer.gatewayOrderId,
      razorpay_payment_id,
      razorpay_signature,
    );
    expect(verified.json().order.paymentStatus).toBe('Paid');
    const twice = await buyer.post('/api/payments/simulator/pay', {
      razorpay_order_id: buyer.gatewayOrderId,
    });
    expect(twice.statusCode).toBe(409);

    const other = await cardOrder(await product(250));
    const fail = await other.post('/api/payments/simulator/fail', {
      razorpay_order_id: other.gatewayOrderId,
    });
    expect(fail.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    expect((await orderRow(other.orderId)).paymentStatus).toBe('Failed');
  });
});

describe('webhooks', () => {
  it('refuses a body not signed with the webhook secret', async () => {
    const buyer = await cardOrder(await product(100));
    const res = await webhook(
      captured(buyer.gatewayOrderId, 'pay_evil'),
      'evt_evil',
      'wrong-secret',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    expect((await orderRow(buyer.orderId)).paymentStatus).toBe('Pending');
  });

  it('applies each event once, and never takes a paid order back', async () => {
    const buyer = await cardOrder(await product(100));
    const first = await webhook(captured(buyer.gatewayOrderId, 'pay_hook'), 'evt_1');
    expect(first.json()).toEqual({ success: true, status: 'applied' });
    const redelivered = await webhook(captured(buyer.gatewayOrderId, 'pay_hook'), 'evt_1');
    expect(redelivered.json()).toEqual({ success: true, status: 'duplicate' });
    const lateFailure = await webhook(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_other', order_id: buyer.gatewayOrderId } } },
      },
      'evt_2',
    );
    expect(lateFailure.statusCode).toBe(200);
    expect((await orderRow(buyer.orderId)).paymentStatus).toBe('Paid');
    const events = await ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'evt_1'));
    expect(events).toHaveLength(1);
  });

  it('pays once when the webhook and the browser verify at the same moment', async () => {
    const buyer = await cardOrder(await product(100));
    const signature = sign(buyer.gatewayOrderId, 'pay_both');
    const replies = await Promise.all([
      webhook(captured(buyer.gatewayOrderId, 'pay_both'), 'evt_both'),
      buyer.verify(buyer.gatewayOrderId, 'pay_both', signature),
      buyer.verify(buyer.gatewayOrderId, 'pay_both', signature),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const number = (await orderRow(buyer.orderId)).orderNumber;
    const subjects = await sentSubjects();
    expect(subjects.filter((s) => s === `Payment received for order ${number}`)).toHaveLength(1);
  });
});

describe('unpaid card orders', () => {
  it('are cancelled after the payment window, their stock and coupon given back', async () => {
    await createCoupon(ctx, admin, { code: 'SWEEP5', discount: 5 });
    const frock = await product(400, 3);
    shopperCount += 1;
    const email = `sweep${shopperCount}@example.com`;
    const headers = bearer(await shopperSession(ctx, email));
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers, payload });
    const address = (await post('/api/user/address', ADDRESS)).json().address;
    await post('/api/user/cart/add', { productId: frock, size: 'M', quantity: 2 });
    await post('/api/user/cart/apply-coupon', { couponCode: 'SWEEP5' });
    const placed = (
      await post('/api/user/orders/create', { address, paymentMethod: 'Razorpay' })
    ).json();
    expect(await stockOf(frock)).toBe(1);

    clock.advance(29 * 60_000);
    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(frock)).toBe(3);
    const order = await orderRow(placed.order._id);
    expect(order.paymentStatus).toBe('Failed');
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.trackingStatus)).toEqual(['CANCELLED']);
    expect(await ctx.db.select().from(couponUses).where(eq(couponUses.orderId, order.id))).toEqual(
      [],
    );
    const retry = await post('/api/user/retry-payment', { orderId: order.id });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('This order was cancelled because it was not paid in time.');

    // The money arrives anyway: it is refunded to the card through the gateway, once.
    const late = await webhook(captured(placed.razorpayOrderId, 'pay_late'), 'evt_late');
    expect(late.json().status).toBe('applied');
    await ctx.app.paymentReturns.flush();
    expect((await orderRow(order.id)).paymentStatus).toBe('Refunded');
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, order.userId));
    expect(wallet?.balancePaise ?? 0).toBe(0);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order.id}/returned-payments`,
      headers,
    });
    expect(shown.json().returnedPayments).toEqual([
      expect.objectContaining({
        paymentId: 'pay_late',
        amount: order.finalPricePaise / 100,
        reason: 'The order was cancelled before the payment arrived',
        status: 'refunded',
        refundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
  });
});

describe('wallet balance', () => {
  it('is credited by an admin only, and read by its shopper', async () => {
    const email = 'wallet-reader@example.com';
    const headers = bearer(await shopperSession(ctx, email));
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const credit = (who: Record<string, string>, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/wallet/credit',
        headers: who,
        payload: { userId: account!.id, amount, description: 'Goodwill credit' },
      });
    expect((await credit(headers, 100)).statusCode).toBe(403);
    expect((await credit(admin, -5)).json().message).toBe(
      'Invalid amount: Please enter a valid amount.',
    );
    const ok = await credit(admin, 250.5);
    expect(ok.json()).toMatchObject({ success: true, balance: 250.5 });
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/wallet/balance',
      headers,
    });
    expect(balance.json()).toEqual({ success: true, walletBalance: 250.5 });
  });
});
