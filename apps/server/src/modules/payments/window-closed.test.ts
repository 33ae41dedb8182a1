import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderMoney, PlacedOrder } from '@littleloom/shared';
import { manualClock } from '../../platform/clock';
import { addCategory } from '../../testing/fixtures';
import { TEST_SIMULATOR_SECRET as SECRET, capturedEvent, sendWebhook } from '../../testing/gateway';
import { mailbox } from '../../testing/mailbox';
import { sizedProduct } from '../../testing/order-journeys';
import { orderingShopper, type OrderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
const MINUTE = 60_000;

let ctx: TestContext;
let categoryId: string;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { clock, mailer: mail.mailer });
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

/** A shopper whose card order for one frock waits for its payment, and then failed it. */
async function failedCardOrder() {
  const frock = await sizedProduct(ctx, categoryId, 400);
  const buyer = await orderingShopper(ctx, [{ productId: frock, quantity: 1 }]);
  const placed = await buyer.place({ paymentMethod: 'Razorpay' });
  expect(placed.statusCode, placed.body).toBe(201);
  const gatewayOrderId: string = placed.json().razorpayOrderId;
  const failed = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/orders/payment-failed',
    headers: buyer.headers,
    payload: { razorpay_order_id: gatewayOrderId, reason: 'closed' },
  });
  expect(failed.statusCode, failed.body).toBe(200);
  return { buyer, order: placed.json().order as PlacedOrder, gatewayOrderId };
}

async function seen(buyer: OrderingShopper, orderId: string): Promise<PlacedOrder> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/orders/${orderId}`,
    headers: buyer.headers,
  });
  return res.json().order;
}

async function moneyOf(buyer: OrderingShopper, orderId: string): Promise<OrderMoney> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/orders/${orderId}/money`,
    headers: buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().money;
}

describe('a card order whose payment window closed', () => {
  it('offers Retry Payment only while a retry can work, then is cancelled with one mail saying why', async () => {
    const { buyer, order, gatewayOrderId } = await failedCardOrder();
    expect(await seen(buyer, order._id)).toMatchObject({
      paymentStatus: 'Failed',
      status: 'PENDING',
      canRetryPayment: true,
    });

    // Past the window and not yet swept: a retry would be refused, so it is not offered.
    clock.advance(31 * MINUTE);
    expect((await seen(buyer, order._id)).canRetryPayment).toBe(false);

    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.unpaidOrderSweep.runOnce()).toBe(0);
    expect(await seen(buyer, order._id)).toMatchObject({
      paymentStatus: 'Failed',
      status: 'CANCELLED',
      canRetryPayment: false,
    });
    const mails = await mail.to(ctx, buyer.email, `Your order ${order.orderNumber} was cancelled`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'We did not receive the card payment for your order within 30 minutes',
    );
    expect(mails[0]!.text).toContain(`1 × ${order.items[0]!.name} (M)`);
    expect(mails[0]!.text).toContain('Nothing was charged.');
    expect(await moneyOf(buyer, order._id)).toMatchObject({ paid: 0, refunded: 0, left: 0 });

    // The money arrives anyway: it shows as paid and on its way back to the card.
    const late = await sendWebhook(ctx, capturedEvent(gatewayOrderId, 'pay_too_late'), 'evt_late');
    expect(late.statusCode, late.body).toBe(200);
    const pending = await moneyOf(buyer, order._id);
    expect(pending.payments).toEqual([
      expect.objectContaining({ method: 'card', amount: 450, paymentId: 'pay_too_late' }),
    ]);
    await ctx.app.paymentReturns.flush();
    const money = await moneyOf(buyer, order._id);
    expect(money).toMatchObject({ paid: 450, refunded: 450, left: 0 });
    expect(money.refunds).toEqual([
      expect.objectContaining({
        amount: 450,
        to: 'card',
        state: 'done',
        reason: 'payment not needed',
        detail: 'The order was cancelled before the payment arrived',
        items: [],
      }),
    ]);
    expect((await seen(buyer, order._id)).paymentStatus).toBe('Refunded');
  });

  it('does not offer Retry Payment once the shopper cancelled every item', async () => {
    const { buyer, order } = await failedCardOrder();
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().updatedOrder).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'Failed',
      canRetryPayment: false,
    });
  });
});
