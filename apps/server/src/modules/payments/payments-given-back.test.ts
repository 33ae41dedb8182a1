import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedPayments, gatewayPayments } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { SimulatedGateway } from '../../platform/payments';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import {
  TEST_SIMULATOR_SECRET as SECRET,
  capturedEvent,
  sendWebhook,
  signPayment as sign,
} from '../../testing/gateway';
import { orderRow, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper, stockOf } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

const clock = manualClock(new Date('2026-11-24T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let eventCount = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

/** The refunds the built-in gateway has made, by payment id. */
function gatewayRefunds(): Map<string, number> {
  const simulator = ctx.app.paymentGateway as SimulatedGateway;
  const refunds = new Map<string, number>();
  for (const refund of simulator.refunds.values()) {
    refunds.set(refund.paymentId, (refunds.get(refund.paymentId) ?? 0) + refund.amountPaise);
  }
  return refunds;
}

/** A shopper who has placed a card order for one piece, and what they do with it. */
async function cardBuyer(price = 600) {
  const productId = await sizedProduct(ctx, categoryId, price);
  const buyer = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
  const key = `checkout-${Date.now()}-${Math.random()}`;
  const placed = await buyer.place({ paymentMethod: 'Razorpay' }, key);
  expect(placed.statusCode, placed.body).toBe(201);
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: buyer.headers, payload });
  return {
    ...buyer,
    productId,
    key,
    orderId: placed.json().order._id as string,
    gatewayOrderId: placed.json().razorpayOrderId as string,
    finalPaise: Math.round(placed.json().order.finalPrice * 100),
    replay: () => buyer.place({ paymentMethod: 'Razorpay' }, key),
    verify: (gatewayOrderId: string, paymentId: string) =>
      post('/api/user/orders/verify-payment', {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(gatewayOrderId, paymentId),
      }),
    fail: (gatewayOrderId: string) =>
      post('/api/user/orders/payment-failed', { razorpay_order_id: gatewayOrderId }),
    retry: (orderId: string) => post('/api/user/retry-payment', { orderId }),
    webhook: (gatewayOrderId: string, paymentId: string) =>
      sendWebhook(ctx, capturedEvent(gatewayOrderId, paymentId), `evt_${(eventCount += 1)}`),
  };
}

async function capturesOf(orderId: string) {
  return ctx.db.select().from(capturedPayments).where(eq(capturedPayments.orderId, orderId));
}

async function gatewayOrdersOf(orderId: string) {
  return ctx.db.select().from(gatewayPayments).where(eq(gatewayPayments.orderId, orderId));
}

/**
 * The rules every round ends with: at most one payment applied, every other capture given back
 * exactly once (and through the gateway here), the wallet equal to its ledger, and no attempt
 * left payable on a paid order.
 */
async function expectMoneySettled(buyer: Awaited<ReturnType<typeof cardBuyer>>) {
  await ctx.app.paymentReturns.flush();
  const captures = await capturesOf(buyer.orderId);
  const applied = captures.filter((capture) => capture.outcome === 'applied');
  expect(applied.length).toBeLessThanOrEqual(1);
  const refunds = gatewayRefunds();
  for (const capture of captures) {
    if (capture.outcome === 'applied') {
      expect(refunds.has(capture.paymentId)).toBe(false);
      continue;
    }
    expect(capture.outcome).toBe('refunded');
    expect(refunds.get(capture.paymentId)).toBe(buyer.finalPaise);
  }
  const order = await orderRow(ctx, buyer.orderId);
  if (applied.length === 0) expect(order.paymentStatus).not.toBe('Paid');
  else expect(['Paid', 'Refunded']).toContain(order.paymentStatus);
  if (order.paymentStatus === 'Paid') {
    const payable = (await gatewayOrdersOf(buyer.orderId)).filter((row) =>
      ['created', 'failed'].includes(row.status),
    );
    expect(payable).toEqual([]);
  }
  const wallet = await walletState(ctx.db, buyer.id);
  expect(wallet.balancePaise).toBe(wallet.ledgerSumPaise);
  return { captures, order };
}

describe('a payment the order does not need', () => {
  it('is given back when the attempt it paid was replaced by a retry', async () => {
    const buyer = await cardBuyer();
    await buyer.fail(buyer.gatewayOrderId);
    const retry = await buyer.retry(buyer.orderId);
    expect(retry.statusCode, retry.body).toBe(200);
    const { newOrderId } = retry.json();

    // The first dialog is still open in another tab, and the shopper pays it: the gateway's
    // webhook reports it first, then the browser does.
    await buyer.webhook(buyer.gatewayOrderId, 'pay_stale');
    const stale = await buyer.verify(buyer.gatewayOrderId, 'pay_stale');
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json().message).toBe(
      'This order did not need this payment, so it is being refunded to you. Nothing more was charged for the order.',
    );
    expect(stale.json().order.paymentStatus).toBe('Processing');

    const paid = await buyer.verify(newOrderId, 'pay_current');
    expect(paid.json()).toMatchObject({
      message: 'Payment verified successfully',
      order: { paymentStatus: 'Paid' },
    });
    const { captures } = await expectMoneySettled(buyer);
    expect(captures.map((c) => [c.paymentId, c.outcome]).sort()).toEqual([
      ['pay_current', 'applied'],
      ['pay_stale', 'refunded'],
    ]);

    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${buyer.orderId}/returned-payments`,
      headers: admin,
    });
    expect(shown.json().returnedPayments).toEqual([
      expect.objectContaining({
        paymentId: 'pay_stale',
        amount: buyer.finalPaise / 100,
        reason: 'A newer payment attempt replaced this one',
        status: 'refunded',
      }),
    ]);
    const stranger = await orderingShopper(ctx);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${buyer.orderId}/returned-payments`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('is given back when it is a second capture of an order already paid', async () => {
    const buyer = await cardBuyer();
    expect((await buyer.webhook(buyer.gatewayOrderId, 'pay_one')).json().status).toBe('applied');
    // The same gateway order captured again (a second payment the gateway let through).
    expect((await buyer.webhook(buyer.gatewayOrderId, 'pay_two')).json().status).toBe('applied');
    // Its redelivery and its verify change nothing more.
    expect((await buyer.webhook(buyer.gatewayOrderId, 'pay_two')).statusCode).toBe(200);
    expect((await buyer.verify(buyer.gatewayOrderId, 'pay_two')).statusCode).toBe(200);
    const { captures } = await expectMoneySettled(buyer);
    expect(captures).toHaveLength(2);
    expect(captures.find((c) => c.paymentId === 'pay_two')).toMatchObject({
      outcome: 'refunded',
      reason: 'The order was already paid',
    });
  });

  it('is given back when the order was paid and then wholly refunded', async () => {
    const buyer = await cardBuyer();
    await buyer.verify(buyer.gatewayOrderId, 'pay_kept');
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${buyer.orderId}`,
      headers: admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(ctx, buyer.orderId)).paymentStatus).toBe('Refunded');
    await buyer.webhook(buyer.gatewayOrderId, 'pay_after_refund');
    const { captures } = await expectMoneySettled(buyer);
    expect(captures.find((c) => c.paymentId === 'pay_after_refund')).toMatchObject({
      outcome: 'refunded',
      reason: 'The order had already been refunded',
    });
  });

  it('answers a repeated checkout with the order as it is now, and no gateway order once paid', async () => {
    const buyer = await cardBuyer();
    const again = await buyer.replay();
    expect(again.statusCode).toBe(201);
    expect(again.json().razorpayOrderId).toBe(buyer.gatewayOrderId);

    await buyer.verify(buyer.gatewayOrderId, 'pay_replayed');
    const afterPaid = await buyer.replay();
    expect(afterPaid.statusCode).toBe(201);
    expect(afterPaid.json().order).toMatchObject({ _id: buyer.orderId, paymentStatus: 'Paid' });
    expect(afterPaid.json().razorpayOrderId).toBeUndefined();
    expect(await gatewayOrdersOf(buyer.orderId)).toHaveLength(1);
  });

  it('opens one gateway order for a checkout submitted twice at once', async () => {
    const productId = await sizedProduct(ctx, categoryId, 450);
    const buyer = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
    const replies = await Promise.all([
      buyer.place({ paymentMethod: 'Razorpay' }, 'double-submit-1'),
      buyer.place({ paymentMethod: 'Razorpay' }, 'double-submit-1'),
      buyer.place({ paymentMethod: 'Razorpay' }, 'double-submit-1'),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const orderIds = new Set(replies.map((r) => r.json().order._id));
    expect(orderIds.size).toBe(1);
    expect(new Set(replies.map((r) => r.json().razorpayOrderId)).size).toBe(1);
    expect(await gatewayOrdersOf([...orderIds][0])).toHaveLength(1);
    expect(await stockOf(ctx, productId)).toBe(9);
  });

  it('keeps one payment and gives back every other when retry, verify, webhook and checkout race', async () => {
    for (let round = 0; round < 6; round += 1) {
      const buyer = await cardBuyer(300 + round);
      await buyer.fail(buyer.gatewayOrderId);
      const replies = await Promise.all([
        buyer.retry(buyer.orderId),
        buyer.verify(buyer.gatewayOrderId, `pay_race_verify_${round}`),
        buyer.webhook(buyer.gatewayOrderId, `pay_race_hook_${round}`),
        buyer.replay(),
        buyer.replay(),
      ]);
      for (const reply of replies) expect(reply.statusCode).toBeLessThan(500);
      // Whatever attempt the race left open, paying it is applied only if nothing paid before.
      const retried = replies[0]!.statusCode === 200 ? replies[0]!.json().newOrderId : undefined;
      if (retried) await buyer.verify(retried, `pay_race_new_${round}`);
      const { captures, order } = await expectMoneySettled(buyer);
      expect(order.paymentStatus).toBe('Paid');
      expect(captures.length).toBe(retried ? 3 : 2);
    }
  });
});

describe('a second payment of a wallet top-up', () => {
  it('credits the wallet once and refunds the second payment to the card', async () => {
    const shopper = await orderingShopper(ctx);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/create-order',
      headers: shopper.headers,
      payload: { amount: 500 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const gatewayOrderId = started.json().order.id as string;
    const capture = (paymentId: string) =>
      sendWebhook(ctx, capturedEvent(gatewayOrderId, paymentId), `evt_${(eventCount += 1)}`);
    await Promise.all([capture('pay_topup_a'), capture('pay_topup_b')]);
    await ctx.app.paymentReturns.flush();
    const verify = (paymentId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/verify-payment',
        headers: shopper.headers,
        payload: {
          razorpay_order_id: gatewayOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(gatewayOrderId, paymentId),
        },
      });
    const messages = [
      (await verify('pay_topup_a')).json().message,
      (await verify('pay_topup_b')).json().message,
    ].sort();
    expect(messages).toEqual([
      'Money added to your wallet',
      'This top-up was already paid, so this second payment is being refunded to you. Your wallet was credited once.',
    ]);
    expect(await walletState(ctx.db, shopper.id)).toEqual({
      balancePaise: 50_000,
      ledgerSumPaise: 50_000,
    });
    const captures = await ctx.db
      .select()
      .from(capturedPayments)
      .where(eq(capturedPayments.userId, shopper.id));
    expect(captures.map((c) => c.outcome).sort()).toEqual(['applied', 'refunded']);
    const refunded = captures.find((c) => c.outcome === 'refunded')!;
    expect(refunded.reason).toBe('The top-up was already paid');
    expect(gatewayRefunds().get(refunded.paymentId)).toBe(50_000);
  });
});

describe('the sweep and late payments racing', () => {
  it('either pays an order or cancels it and gives its payment back, never both, never an error', async () => {
    const buyers = [];
    for (let i = 0; i < 6; i += 1) buyers.push(await cardBuyer(200 + i));
    clock.advance(31 * 60_000);
    const replies = await Promise.all([
      ctx.app.unpaidOrderSweep.runOnce(),
      ...buyers.map((buyer, i) => buyer.webhook(buyer.gatewayOrderId, `pay_late_race_${i}`)),
    ]);
    for (const reply of replies.slice(1)) {
      expect(typeof reply === 'number' ? 200 : reply.statusCode).toBe(200);
    }
    await ctx.app.unpaidOrderSweep.runOnce();
    for (const buyer of buyers) {
      const { captures, order } = await expectMoneySettled(buyer);
      expect(captures).toHaveLength(1);
      const paid = captures[0]!.outcome === 'applied';
      expect(order.paymentStatus).toBe(paid ? 'Paid' : 'Refunded');
      expect(await stockOf(ctx, buyer.productId)).toBe(paid ? 9 : 10);
    }
  });
});

describe('the payment window', () => {
  it('counts from placement, however often the payment is retried', async () => {
    const buyer = await cardBuyer();
    const placedDue = (await orderRow(ctx, buyer.orderId)).paymentDueAt!.getTime();
    let gatewayOrderId = buyer.gatewayOrderId;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock.advance(9 * 60_000);
      await buyer.fail(gatewayOrderId);
      const retry = await buyer.retry(buyer.orderId);
      expect(retry.statusCode, retry.body).toBe(200);
      gatewayOrderId = retry.json().newOrderId;
      expect((await orderRow(ctx, buyer.orderId)).paymentDueAt!.getTime()).toBe(placedDue);
    }
    clock.advance(4 * 60_000);
    await buyer.fail(gatewayOrderId);
    const late = await buyer.retry(buyer.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was cancelled because it was not paid in time.');
    // The refused retry settled the order as expired: its stock is back before any sweep, once.
    expect(await stockOf(ctx, buyer.productId)).toBe(10);
    await ctx.app.unpaidOrderSweep.runOnce();
    expect(await stockOf(ctx, buyer.productId)).toBe(10);
  });
});
