import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPayments, orders } from '../../db/schema';
import { addCategory } from '../../testing/fixtures';
import { sizedProduct } from '../../testing/order-journeys';
import { fundWallet, orderingShopper, stockOf } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

// The shop with no card gateway: no Razorpay keys and the simulator switched off, as production
// is by default (main.test.ts starts it that way for real).
let ctx: TestContext;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ PAYMENT_SIMULATOR: 'off' });
  categoryId = await addCategory(ctx.db, 'Boys');
});

afterAll(async () => {
  await ctx.close();
});

const CARD_OFF =
  'Card payments are not available at the moment. Please pay by cash on delivery or from your wallet.';

async function written() {
  const [placed] = await ctx.db.select({ n: count() }).from(orders);
  const [gateway] = await ctx.db.select({ n: count() }).from(gatewayPayments);
  return { orders: placed?.n ?? 0, gatewayOrders: gateway?.n ?? 0 };
}

describe('a shop without a card gateway', () => {
  it('says so in its public settings, so the web app offers no card', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ paymentProvider: null, razorpayKeyId: null });
  });

  it('has no payment simulator to pay with', async () => {
    const buyer = await orderingShopper(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/pay',
      headers: buyer.headers,
      payload: { razorpay_order_id: 'order_anything' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a card order before writing anything, and still takes cash on delivery and wallet', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300, 10);
    const buyer = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
    const before = await written();

    for (const paymentMethod of ['Razorpay', 'razorpay']) {
      const card = await buyer.place({ paymentMethod }, `card-order-${paymentMethod}`);
      expect(card.statusCode).toBe(400);
      expect(card.json()).toEqual({ success: false, message: CARD_OFF });
    }
    expect(await written()).toEqual(before);
    expect(await stockOf(ctx, productId)).toBe(10);
    expect((await buyer.cart()).json().items).toHaveLength(1);

    const cod = await buyer.place({ paymentMethod: 'COD' });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(await stockOf(ctx, productId)).toBe(9);

    await buyer.addToCart([{ productId, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 350);
    const wallet = await buyer.place({ paymentMethod: 'Wallet' });
    expect(wallet.statusCode, wallet.body).toBe(201);
    expect(wallet.json().order.paymentStatus).toBe('Paid');
  });

  it('refuses Add Money and Retry Payment with a plain reason', async () => {
    const buyer = await orderingShopper(ctx);
    const before = await written();
    const topUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/create-order',
      headers: buyer.headers,
      payload: { amount: 50_000 },
    });
    expect(topUp.statusCode).toBe(400);
    expect(topUp.json().message).toBe(
      'Adding money to your wallet is not available at the moment, as card payments are switched off.',
    );

    // Refused before the order is even looked up: no gateway order can be made for any order.
    for (const url of ['/api/user/retry-payment', '/api/orders/user/retry-payment']) {
      const retry = await ctx.app.inject({
        method: 'POST',
        url,
        headers: buyer.headers,
        payload: { orderId: '00000000-0000-4000-8000-000000000001' },
      });
      expect(retry.statusCode, url).toBe(400);
      expect(retry.json().message).toBe(
        'Card payments are not available at the moment, so this payment cannot be tried again. Please order again and pay by cash on delivery or from your wallet.',
      );
    }
    expect(await written()).toEqual(before);
    const [topUps] = await ctx.db
      .select({ n: count() })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.userId, buyer.id));
    expect(topUps?.n).toBe(0);
  });
});
