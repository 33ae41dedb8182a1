import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, RETURNED_PAYMENT_REASONS, type PlacedOrder } from '@littleloom/shared';
import { capturedPayments } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { SimulatedGateway } from '../../platform/payments';
import { addCategory } from '../../testing/fixtures';
import {
  TEST_SIMULATOR_SECRET as SECRET,
  capturedEvent,
  sendWebhook,
  verifyCardPayment,
} from '../../testing/gateway';
import { mailbox } from '../../testing/mailbox';
import { sizedProduct } from '../../testing/order-journeys';
import { orderingShopper, stockOf } from '../../testing/orders';
import { itOnPostgres } from '../../testing/postgres-only';
import { createTestApp, type TestContext } from '../../testing/test-app';

const clock = manualClock(new Date('2026-11-28T06:00:00Z'));
const MINUTE = 60_000;

let ctx: TestContext;
let categoryId: string;
let events = 0;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { clock, mailer: mail.mailer });
  categoryId = await addCategory(ctx.db, 'Boys');
});

afterAll(async () => {
  await ctx.close();
});

/**
 * A shopper's card order for two pieces of one size, left unpaid (its payment failed once) until
 * one minute after its 30-minute window; nothing has swept it yet.
 */
async function orderPastItsWindow() {
  const productId = await sizedProduct(ctx, categoryId, 500, 6);
  const buyer = await orderingShopper(ctx, [{ productId, quantity: 2 }]);
  const placed = await buyer.place({ paymentMethod: 'Razorpay' });
  expect(placed.statusCode, placed.body).toBe(201);
  const order: PlacedOrder = placed.json().order;
  const gatewayOrderId: string = placed.json().razorpayOrderId;
  const failed = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/orders/payment-failed',
    headers: buyer.headers,
    payload: { razorpay_order_id: gatewayOrderId, reason: 'closed' },
  });
  expect(failed.statusCode, failed.body).toBe(200);
  expect(await stockOf(ctx, productId)).toBe(4);
  clock.advance(31 * MINUTE);
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: buyer.headers, payload });
  return {
    buyer,
    productId,
    order,
    gatewayOrderId,
    retry: () => post('/api/user/retry-payment', { orderId: order._id }),
    verify: (paymentId: string) => verifyCardPayment(ctx, buyer.headers, gatewayOrderId, paymentId),
    webhook: (paymentId: string) =>
      sendWebhook(ctx, capturedEvent(gatewayOrderId, paymentId), `evt_after_${(events += 1)}`),
    seen: async (): Promise<PlacedOrder> =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/orders/${order._id}`,
          headers: buyer.headers,
        })
      ).json().order,
    cancelledMails: () =>
      mail.to(ctx, buyer.email, `Your order ${order.orderNumber} was cancelled`),
  };
}

type Expired = Awaited<ReturnType<typeof orderPastItsWindow>>;

/** The refunds the built-in gateway made for one payment id. */
function refundsOf(paymentId: string): number[] {
  const simulator = ctx.app.paymentGateway as SimulatedGateway;
  return [...simulator.refunds.values()]
    .filter((refund) => refund.paymentId === paymentId)
    .map((refund) => refund.amountPaise);
}

/** Settled as expired: cancelled with its stock back (once), one mail, nothing kept. */
async function expectSettledAsExpired(expired: Expired) {
  expect(await stockOf(ctx, expired.productId)).toBe(6);
  expect(await ctx.app.unpaidOrderSweep.runOnce()).toBe(0);
  expect(await stockOf(ctx, expired.productId)).toBe(6);
  expect(await expired.cancelledMails()).toHaveLength(1);
  const order = await expired.seen();
  expect(order).toMatchObject({ status: 'CANCELLED', canRetryPayment: false });
  expect(order.items.map((item) => item.trackingStatus)).toEqual(['CANCELLED']);
  expect(order.paymentStatus).not.toBe('Paid');
  return order;
}

/** A payment that arrived after the window: recorded once, refunded to the card once. */
async function expectGivenBackOnce(expired: Expired, paymentId: string) {
  await ctx.app.paymentReturns.flush();
  const captures = await ctx.db
    .select()
    .from(capturedPayments)
    .where(eq(capturedPayments.orderId, expired.order._id));
  expect(captures).toEqual([
    expect.objectContaining({
      paymentId,
      outcome: 'refunded',
      reason: RETURNED_PAYMENT_REASONS.orderCancelled,
      amountPaise: Math.round(expired.order.finalPrice * 100),
    }),
  ]);
  expect(refundsOf(paymentId)).toEqual([Math.round(expired.order.finalPrice * 100)]);
  expect((await expired.seen()).paymentStatus).toBe('Refunded');
}

describe('a card order past its payment window, before the sweep reaches it', () => {
  it('is cancelled by the retry that is refused, and a payment arriving after is given back', async () => {
    const expired = await orderPastItsWindow();
    const retried = await expired.retry();
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().message).toBe(PAYMENT_MESSAGES.retryExpired);
    expect((await expectSettledAsExpired(expired)).paymentStatus).toBe('Failed');
    const again = await expired.retry();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.retryExpired);
    expect(await stockOf(ctx, expired.productId)).toBe(6);

    const verified = await expired.verify('pay_after_retry');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(PAYMENT_MESSAGES.paymentGivenBack);
    await expectGivenBackOnce(expired, 'pay_after_retry');
  });

  it('is cancelled by the verify of a payment one second late, which is given back, not applied', async () => {
    const expired = await orderPastItsWindow();
    const verified = await expired.verify('pay_late_verify');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(PAYMENT_MESSAGES.paymentGivenBack);
    expect(verified.json().order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'Refunded' });
    await expectSettledAsExpired(expired);
    // The webhook for the same payment changes nothing more.
    expect((await expired.webhook('pay_late_verify')).statusCode).toBe(200);
    await expectGivenBackOnce(expired, 'pay_late_verify');
    expect(await stockOf(ctx, expired.productId)).toBe(6);
  });

  it('is cancelled by the webhook of a late payment, which is given back, not applied', async () => {
    const expired = await orderPastItsWindow();
    const hooked = await expired.webhook('pay_late_hook');
    expect(hooked.statusCode, hooked.body).toBe(200);
    await expectSettledAsExpired(expired);
    const verified = await expired.verify('pay_late_hook');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(PAYMENT_MESSAGES.paymentGivenBack);
    await expectGivenBackOnce(expired, 'pay_late_hook');
  });

  it('is settled by the sweep the same way', async () => {
    const expired = await orderPastItsWindow();
    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBe(1);
    expect((await expectSettledAsExpired(expired)).paymentStatus).toBe('Failed');
    expect((await expired.webhook('pay_after_sweep')).statusCode).toBe(200);
    await expectGivenBackOnce(expired, 'pay_after_sweep');
  });

  itOnPostgres(
    'gives a late payment back once when its verify and webhook race',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const expired = await orderPastItsWindow();
        const paymentId = `pay_late_race_${round}`;
        const replies = await Promise.all([
          expired.verify(paymentId),
          expired.webhook(paymentId),
          expired.verify(paymentId),
          expired.retry(),
        ]);
        expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 409]);
        for (const verified of [replies[0]!, replies[2]!]) {
          expect(verified.json().message).toBe(PAYMENT_MESSAGES.paymentGivenBack);
        }
        await expectSettledAsExpired(expired);
        await expectGivenBackOnce(expired, paymentId);
      }
    },
  );
});
