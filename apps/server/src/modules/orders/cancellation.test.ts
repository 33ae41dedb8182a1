import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSignature } from '../../platform/payments';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { orderRow, placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper, stockOf } from '../../testing/orders';
import { createCoupon } from '../../testing/promotions';
import { mailbox } from '../../testing/mailbox';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

const SECRET = 'simulator-secret-for-tests-0123456789';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { mailer: mail.mailer });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Babies');
  await createCoupon(ctx, admin, { code: 'TENOFF', discount: 10 });
});

afterAll(async () => {
  await ctx.close();
});

const product = (price: number, stock = 10) => sizedProduct(ctx, categoryId, price, stock);

const cancelItem = (headers: Record<string, string>, orderId: string, itemId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/user/orders/${orderId}?itemId=${itemId}`,
    headers,
  });

const adminCancel = (orderId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/orders/${orderId}`, headers: admin });

const setStatus = (orderId: string, itemId: string, trackingStatus: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/item/${itemId}/tracking-status`,
    headers: admin,
    payload: { trackingStatus },
  });

async function expectWalletMatchesLedger(userId: string, balancePaise: number) {
  expect(await walletState(ctx.db, userId)).toEqual({
    balancePaise,
    ledgerSumPaise: balancePaise,
  });
}

describe('the shopper cancelling an item', () => {
  it('restocks it and gives back its share of the discounted subtotal, then the delivery fee with the last item', async () => {
    const romper = await product(500);
    const bib = await product(300);
    const { buyer, order } = await placedOrder(
      ctx,
      [
        { productId: romper, quantity: 1 },
        { productId: bib, quantity: 2 },
      ],
      'Wallet',
      { couponCode: 'TENOFF' },
    );
    // 500 + 600 = 1,100; 10% off is 110; with delivery 1,040, all paid from the wallet.
    expect(order).toMatchObject({ finalPrice: 1040, discountAmount: 110, paymentStatus: 'Paid' });
    await expectWalletMatchesLedger(buyer.id, 0);
    const romperLine = order.items.find((item) => item.productId === romper)!;
    const bibLine = order.items.find((item) => item.productId === bib)!;
    expect(await stockOf(ctx, romper)).toBe(9);

    const first = await cancelItem(buyer.headers, order._id, romperLine._id);
    expect(first.statusCode, first.body).toBe(200);
    // The romper is 500 of 1,100, so it carries 50 of the 110 discount.
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Item cancelled. ₹450.00 was added to your wallet.',
      walletBalance: 450,
      refundedAmount: 450,
      updatedOrder: { status: 'PENDING', paymentStatus: 'Paid' },
    });
    const cancelledLine = first
      .json()
      .updatedOrder.items.find((item: { _id: string }) => item._id === romperLine._id);
    expect(cancelledLine).toMatchObject({ trackingStatus: 'CANCELLED', canCancel: false });
    expect(await stockOf(ctx, romper)).toBe(10);

    // Asked again: answered, nothing given twice.
    const again = await cancelItem(buyer.headers, order._id, romperLine._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ walletBalance: 450, refundedAmount: 0 });
    expect(await stockOf(ctx, romper)).toBe(10);

    const last = await cancelItem(buyer.headers, order._id, bibLine._id);
    expect(last.json()).toMatchObject({
      refundedAmount: 590,
      walletBalance: 1040,
      updatedOrder: { status: 'CANCELLED', paymentStatus: 'Refunded' },
    });
    expect(await stockOf(ctx, bib)).toBe(10);
    await expectWalletMatchesLedger(buyer.id, 104_000);

    const cancelMails = await mail.to(ctx, buyer.email, 'were cancelled');
    expect(cancelMails).toHaveLength(2);
    expect(cancelMails.map((sentMail) => sentMail.text).join('\n')).toContain(
      '₹590.00 has been added to your Little Loom wallet.',
    );
  });

  it('gives nothing back for an unpaid cash-on-delivery item, but still restocks it', async () => {
    const romper = await product(400);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 2 }], 'COD');
    const res = await cancelItem(buyer.headers, order._id, order.items[0]!._id);
    expect(res.json()).toMatchObject({
      message: 'Item cancelled',
      refundedAmount: 0,
      walletBalance: 0,
      updatedOrder: { status: 'CANCELLED', paymentStatus: 'Pending' },
    });
    expect(await stockOf(ctx, romper)).toBe(10);
    await expectWalletMatchesLedger(buyer.id, 0);
  });

  it('refuses an item that was delivered, changing nothing', async () => {
    const romper = await product(400);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const itemId = order.items[0]!._id;
    expect((await setStatus(order._id, itemId, 'DELIVERED')).statusCode).toBe(200);
    const res = await cancelItem(buyer.headers, order._id, itemId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'This item can no longer be cancelled.',
    });
    expect(await stockOf(ctx, romper)).toBe(9);
    await expectWalletMatchesLedger(buyer.id, 0);
  });

  it("answers 404 for another shopper's order, an unknown item and a malformed id", async () => {
    const romper = await product(400);
    const { order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const stranger = await orderingShopper(ctx);
    const itemId = order.items[0]!._id;
    expect((await cancelItem(stranger.headers, order._id, itemId)).statusCode).toBe(404);
    expect((await cancelItem(stranger.headers, order._id, itemId)).json().message).toBe(
      'Order not found!',
    );
    const { buyer, order: own } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const unknownItem = await cancelItem(buyer.headers, own._id, itemId);
    expect(unknownItem.statusCode).toBe(404);
    expect(unknownItem.json().message).toBe('Item not found in this order.');
    expect((await cancelItem(buyer.headers, 'not-an-id', itemId)).statusCode).toBe(404);
    expect(await stockOf(ctx, romper)).toBe(8);
  });

  it('needs a signed-in shopper', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/orders/00000000-0000-4000-8000-000000000000?itemId=x',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('cancellations racing', () => {
  it('restocks and refunds once when the shopper cancels twice at once and the admin cancels the order', async () => {
    const romper = await product(700, 5);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 2 }]);
    const itemId = order.items[0]!._id;
    const replies = await Promise.all([
      cancelItem(buyer.headers, order._id, itemId),
      cancelItem(buyer.headers, order._id, itemId),
      adminCancel(order._id),
      adminCancel(order._id),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await stockOf(ctx, romper)).toBe(5);
    // 1,400 for the goods plus 50 for delivery, once.
    await expectWalletMatchesLedger(buyer.id, 145_000);
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Refunded');
  });
});

describe('the admin cancelling an order', () => {
  it('cancels every open item with the same refunds and leaves delivered ones alone', async () => {
    const romper = await product(500);
    const bib = await product(200);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const bibLine = order.items.find((item) => item.productId === bib)!;
    await setStatus(order._id, bibLine._id, 'DELIVERED');
    const res = await adminCancel(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      orderId: order._id,
      message: 'Order cancelled',
    });
    const statuses = res
      .json()
      .order.items.map((item: { trackingStatus: string }) => item.trackingStatus);
    expect(statuses.sort()).toEqual(['CANCELLED', 'DELIVERED']);
    // Something was delivered, so the delivery fee stays.
    await expectWalletMatchesLedger(buyer.id, 50_000);
    expect(await stockOf(ctx, romper)).toBe(10);
    expect(await stockOf(ctx, bib)).toBe(9);

    const again = await adminCancel(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No item of this order can be changed any more.');
    await expectWalletMatchesLedger(buyer.id, 50_000);
  });

  it('is for admins only', async () => {
    const romper = await product(500);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }]);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(await stockOf(ctx, romper)).toBe(9);
  });
});

describe('a card payment arriving after an item was cancelled', () => {
  it("puts the cancelled item's value in the wallet when the payment is captured", async () => {
    const romper = await product(600);
    const bib = await product(400);
    const buyer = await orderingShopper(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const placed = await buyer.place({ paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, razorpayOrderId } = placed.json();
    const bibLine = order.items.find((item: { productId: string }) => item.productId === bib);
    const cancelled = await cancelItem(buyer.headers, order._id, bibLine._id);
    expect(cancelled.json()).toMatchObject({ refundedAmount: 0 });

    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/pay',
      headers: buyer.headers,
      payload: { razorpay_order_id: razorpayOrderId },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const { razorpay_payment_id } = pay.json();
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/orders/verify-payment',
      headers: buyer.headers,
      payload: {
        razorpay_order_id: razorpayOrderId,
        razorpay_payment_id,
        razorpay_signature: paymentSignature(SECRET, razorpayOrderId, razorpay_payment_id),
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await orderRow(ctx, order._id)).paymentStatus).toBe('Paid');
    await expectWalletMatchesLedger(buyer.id, 40_000);
  });
});

describe("an order's coupon after cancellations", () => {
  const applyCoupon = (headers: Record<string, string>, couponCode: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/apply-coupon',
      headers,
      payload: { couponCode },
    });

  it('is free to use again once the whole order is cancelled', async () => {
    await createCoupon(ctx, admin, { code: 'ONCEAGAIN', discount: 10 });
    const romper = await product(400);
    const { buyer, order } = await placedOrder(ctx, [{ productId: romper, quantity: 1 }], 'COD', {
      couponCode: 'ONCEAGAIN',
    });
    await buyer.addToCart([{ productId: romper, quantity: 1 }]);
    expect((await applyCoupon(buyer.headers, 'ONCEAGAIN')).json().message).toBe(
      'You have already used this coupon on an earlier order.',
    );
    expect((await cancelItem(buyer.headers, order._id, order.items[0]!._id)).statusCode).toBe(200);
    const again = await applyCoupon(buyer.headers, 'ONCEAGAIN');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().cart.discountAmount).toBe(40);
  });

  it('keeps the discount given to the items left, even under its minimum, and stays used', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupon',
      headers: admin,
      payload: {
        code: 'MIN1000',
        discount: 10,
        minPurchaseAmount: 1000,
        expiryDate: '2099-01-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const frock = await product(800);
    const socks = await product(400);
    const { buyer, order } = await placedOrder(
      ctx,
      [
        { productId: frock, quantity: 1 },
        { productId: socks, quantity: 1 },
      ],
      'Wallet',
      { couponCode: 'MIN1000' },
    );
    // 1,200 less 120: the frock carries 80 of it, the socks 40.
    const frockLine = order.items.find((item) => item.productId === frock)!;
    expect(frockLine.discount).toBe(80);
    const cancelled = await cancelItem(buyer.headers, order._id, frockLine._id);
    // The socks stay at ₹360 although ₹400 is under the coupon's ₹1,000: only the frock's ₹720
    // comes back.
    expect(cancelled.json()).toMatchObject({ refundedAmount: 720 });
    expect(cancelled.json().updatedOrder).toMatchObject({ discountAmount: 120, finalPrice: 1130 });
    await buyer.addToCart([
      { productId: frock, quantity: 1 },
      { productId: socks, quantity: 1 },
    ]);
    const reused = await applyCoupon(buyer.headers, 'MIN1000');
    expect(reused.json().message).toBe('You have already used this coupon on an earlier order.');
  });
});
