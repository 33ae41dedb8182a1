import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPayments, walletTransactions } from '../../db/schema';
import { addCategory, addProduct } from '../../testing/fixtures';
import {
  TEST_SIMULATOR_SECRET,
  capturedEvent,
  sendWebhook,
  signPayment,
} from '../../testing/gateway';
import { orderingShopper, type OrderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: TEST_SIMULATOR_SECRET });
});

afterAll(async () => {
  await ctx.close();
});

const post = (shopper: Pick<OrderingShopper, 'headers'>, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: shopper.headers, payload });

/** A shopper who has asked to add `rupees` to their wallet: the gateway order to pay. */
async function startTopUp(shopper: OrderingShopper, rupees: number) {
  const res = await post(shopper, '/api/wallet/create-order', { amount: rupees });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: { id: string } }>().order.id;
}

const verify = (
  shopper: OrderingShopper,
  gatewayOrderId: string,
  paymentId: string,
  signature = signPayment(gatewayOrderId, paymentId),
  extra: object = {},
) =>
  post(shopper, '/api/wallet/verify-payment', {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
    ...extra,
  });

const topUpLines = (userId: string) =>
  ctx.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

/** The wallet holds `paise`, and that is what its ledger adds up to. */
async function expectWallet(userId: string, paise: number) {
  expect(await walletState(ctx.db, userId)).toEqual({
    balancePaise: paise,
    ledgerSumPaise: paise,
  });
}

describe('starting a top-up', () => {
  it('opens a gateway order for the amount in paise, stored as a wallet top-up', async () => {
    const shopper = await orderingShopper(ctx);
    const other = await orderingShopper(ctx);
    // The spec's client sends its userId along; the wallet is the caller's whatever it says.
    const res = await post(shopper, '/api/wallet/create-order', {
      amount: 1234.5,
      userId: other.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toEqual({
      success: true,
      message: 'Pay to add the money to your wallet',
      amount: 123_450,
      order: { id: expect.stringMatching(/^order_/), amount: 123_450, currency: 'INR' },
      keyId: 'rzp_test_simulator',
    });
    const [row] = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayOrderId, reply.order.id));
    expect(row).toMatchObject({
      purpose: 'wallet_topup',
      userId: shopper.id,
      orderId: null,
      amountPaise: 123_450,
      status: 'created',
    });
    await expectWallet(shopper.id, 0);
  });

  it("refuses amounts outside 1 to 50,000 or with a third decimal: 'Invalid amount: Please enter a valid amount.'", async () => {
    const shopper = await orderingShopper(ctx);
    for (const amount of [0, 0.001, 0.5, -10, 50_000.01, 'text', '100', null]) {
      const res = await post(shopper, '/api/wallet/create-order', { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid amount: Please enter a valid amount.',
      });
    }
    expect((await post(shopper, '/api/wallet/create-order', {})).statusCode).toBe(400);
    expect((await post(shopper, '/api/wallet/create-order', { amount: 50_000 })).statusCode).toBe(
      200,
    );
    expect((await post(shopper, '/api/wallet/create-order', { amount: 1 })).statusCode).toBe(200);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/create-order',
      payload: { amount: 100 },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('verifying a top-up', () => {
  it("credits the stored amount once, as 'Wallet top-up', whatever amount the body names", async () => {
    const shopper = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(shopper, 500);
    const first = await verify(shopper, gatewayOrderId, 'pay_topup_1', undefined, {
      amount: 90_000,
      userId: 'someone-else',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Money added to your wallet',
      walletBalance: 500,
    });
    const again = await verify(shopper, gatewayOrderId, 'pay_topup_1');
    expect(again.json()).toEqual({
      success: true,
      message: 'Money added to your wallet',
      walletBalance: 500,
    });
    const lines = await topUpLines(shopper.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      type: 'CREDIT',
      amountPaise: 50_000,
      description: 'Wallet top-up',
      balanceAfterPaise: 50_000,
    });
    await expectWallet(shopper.id, 50_000);
  });

  it('credits once when the webhook and the browser both report the payment', async () => {
    const shopper = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(shopper, 250.75);
    const hook = await sendWebhook(ctx, capturedEvent(gatewayOrderId, 'pay_hook'), 'evt_topup');
    expect(hook.json()).toEqual({ success: true, status: 'applied' });
    const verified = await verify(shopper, gatewayOrderId, 'pay_hook');
    expect(verified.json().walletBalance).toBe(250.75);
    // Razorpay's order.paid for the same payment changes nothing either.
    const paid = await sendWebhook(
      ctx,
      { ...capturedEvent(gatewayOrderId, 'pay_hook'), event: 'order.paid' },
      'evt_topup_paid',
    );
    expect(paid.statusCode).toBe(200);
    expect(await topUpLines(shopper.id)).toHaveLength(1);
    await expectWallet(shopper.id, 25_075);
  });

  it('credits once when five verifies of one payment race', async () => {
    const shopper = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(shopper, 100);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => verify(shopper, gatewayOrderId, 'pay_race')),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await topUpLines(shopper.id)).toHaveLength(1);
    await expectWallet(shopper.id, 10_000);
  });

  it('refuses a forged signature and credits nothing', async () => {
    const shopper = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(shopper, 300);
    const forged = await verify(shopper, gatewayOrderId, 'pay_forged', 'deadbeef'.repeat(8));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, message: 'Payment Verification Failed' });
    // A real signature for another gateway order does not pay this one.
    const borrowed = await verify(
      shopper,
      gatewayOrderId,
      'pay_borrowed',
      signPayment('order_other', 'pay_borrowed'),
    );
    expect(borrowed.statusCode).toBe(400);
    await expectWallet(shopper.id, 0);
    expect(await topUpLines(shopper.id)).toEqual([]);
  });

  it("answers 404 for another shopper's top-up, crediting neither wallet", async () => {
    const owner = await orderingShopper(ctx);
    const thief = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(owner, 700);
    const res = await verify(thief, gatewayOrderId, 'pay_stolen');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Payment not found' });
    await expectWallet(thief.id, 0);
    await expectWallet(owner.id, 0);
  });

  it("is not a way to pay a card order's gateway order, nor the reverse", async () => {
    const shopper = await orderingShopper(ctx);
    const topUp = await startTopUp(shopper, 80);
    const asOrder = await post(shopper, '/api/user/orders/verify-payment', {
      razorpay_order_id: topUp,
      razorpay_payment_id: 'pay_cross',
      razorpay_signature: signPayment(topUp, 'pay_cross'),
    });
    expect(asOrder.statusCode).toBe(404);

    const categoryId = await addCategory(ctx.db, 'Rompers');
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Cotton Romper',
      price: 600,
      sizes: [{ size: 'M', stock: 5 }],
      images: ['romper-topup'],
    });
    await shopper.addToCart([{ productId, quantity: 1 }]);
    const placed = await shopper.place({ paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const cardOrder: string = placed.json().razorpayOrderId;
    const asTopUp = await verify(shopper, cardOrder, 'pay_cross_2');
    expect(asTopUp.statusCode).toBe(404);
    await expectWallet(shopper.id, 0);
  });

  it('pays and fails through the test gateway as the dialog does', async () => {
    const shopper = await orderingShopper(ctx);
    const gatewayOrderId = await startTopUp(shopper, 42);
    const pay = await post(shopper, '/api/payments/simulator/pay', {
      razorpay_order_id: gatewayOrderId,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    // The gateway's webhook has credited it already; the browser's verify changes nothing.
    await expectWallet(shopper.id, 4200);
    const verified = await post(shopper, '/api/wallet/verify-payment', pay.json());
    expect(verified.json()).toMatchObject({ success: true, walletBalance: 42 });
    expect(
      (await post(shopper, '/api/payments/simulator/pay', { razorpay_order_id: gatewayOrderId }))
        .statusCode,
    ).toBe(409);

    const declined = await startTopUp(shopper, 10);
    const fail = await post(shopper, '/api/payments/simulator/fail', {
      razorpay_order_id: declined,
    });
    expect(fail.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    const [row] = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayOrderId, declined));
    expect(row?.status).toBe('failed');
    await expectWallet(shopper.id, 4200);
    expect(await topUpLines(shopper.id)).toHaveLength(1);
  });
});
