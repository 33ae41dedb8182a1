import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, ORDER_MESSAGES, SHIPPING_MESSAGES } from '@littleloom/shared';
import {
  addresses,
  cartLines,
  gatewayPayments,
  idempotentReplies,
  mailQueue,
  orders,
} from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct, TEST_ADDRESS } from '../../testing/fixtures';
import {
  addressAtPin,
  fundWallet,
  orderingShopper,
  stockOf,
  type OrderingShopper,
} from '../../testing/orders';
import {
  SHIPROCKET_STAND_IN_PINS,
  SHIPROCKET_TEST_LOGIN,
  shiprocketStandIn,
  type ShiprocketStandIn,
} from '../../testing/shiprocket';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';
import { manualClock } from '../../platform/clock';
import { SERVICEABILITY_CACHE_MS } from '../shipping/service';

/** A second address of the shopper's, at `zip`; answers its id. */
async function addressAt(ctx: TestContext, buyer: OrderingShopper, zip: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/address',
    headers: buyer.headers,
    payload: addressAtPin(zip),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address._id as string;
}

/** Everything an order would have written, for the shopper: all of it should stay as it was. */
async function traces(ctx: TestContext, buyer: OrderingShopper, productId: string) {
  const { db } = ctx;
  return {
    orders: (await db.select().from(orders).where(eq(orders.userId, buyer.id))).length,
    stock: await stockOf(ctx, productId),
    wallet: await walletState(db, buyer.id),
    cartLines: (await db.select().from(cartLines).where(eq(cartLines.userId, buyer.id))).length,
    gatewayOrders: (
      await db.select().from(gatewayPayments).where(eq(gatewayPayments.userId, buyer.id))
    ).length,
    storedReplies: (
      await db.select().from(idempotentReplies).where(eq(idempotentReplies.userId, buyer.id))
    ).length,
    mails: (await db.select().from(mailQueue).where(eq(mailQueue.recipient, buyer.email))).length,
  };
}

describe('placing an order where the courier simulator does not deliver', () => {
  let ctx: TestContext;
  let categoryId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    categoryId = await addCategory(ctx.db, 'Girls');
  });

  afterAll(async () => {
    await ctx.close();
  });

  const product = (price: number) =>
    addProduct(ctx.db, categoryId, {
      name: 'Cotton Frock',
      price,
      sizes: [{ size: 'M', stock: 10 }],
    });

  it('refuses every way to pay, writing, reserving and charging nothing', async () => {
    const frock = await product(400);
    const buyer = await orderingShopper(ctx, [{ productId: frock, quantity: 2 }]);
    await fundWallet(ctx, buyer.id, 2000);
    const portBlair = await addressAt(ctx, buyer, '744101');
    const before = await traces(ctx, buyer, frock);
    expect(before).toMatchObject({ orders: 0, stock: 10, cartLines: 1, gatewayOrders: 0 });

    for (const paymentMethod of ['COD', 'Wallet', 'Razorpay']) {
      const res = await buyer.place(
        { address: portBlair, paymentMethod },
        `port-blair-${paymentMethod}`,
      );
      expect(res.statusCode, paymentMethod).toBe(400);
      expect(res.json()).toEqual({ success: false, message: SHIPPING_MESSAGES.notServiceable });
    }
    expect(await traces(ctx, buyer, frock)).toEqual(before);
    expect(before.wallet.balancePaise).toBe(200_000);
  });

  it('refuses cash on delivery where no courier takes cash, and takes the order paid otherwise', async () => {
    const frock = await product(400);
    const buyer = await orderingShopper(ctx, [{ productId: frock, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 500);
    const gangtok = await addressAt(ctx, buyer, '737101');
    const before = await traces(ctx, buyer, frock);

    const cash = await buyer.place({ address: gangtok, paymentMethod: 'COD' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual({ success: false, message: SHIPPING_MESSAGES.codUnavailable });
    expect(await traces(ctx, buyer, frock)).toEqual(before);

    const wallet = await buyer.place({ address: gangtok, paymentMethod: 'Wallet' });
    expect(wallet.statusCode, wallet.body).toBe(201);
    expect(wallet.json().order.address).toMatchObject({ zip: '737101' });
    expect(await stockOf(ctx, frock)).toBe(9);
  });

  it('answers the shop’s own refusals first: an empty cart, then its cash limit', async () => {
    const gift = await product(1200);
    const buyer = await orderingShopper(ctx);
    const gangtok = await addressAt(ctx, buyer, '737101');
    const portBlair = await addressAt(ctx, buyer, '744101');
    const empty = await buyer.place({ address: portBlair, paymentMethod: 'COD' });
    expect(empty.json().message).toBe(ORDER_MESSAGES.cartEmpty);

    await buyer.addToCart([{ productId: gift, quantity: 1 }]);
    const overLimit = await buyer.place({ address: gangtok, paymentMethod: 'COD' });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().message).toBe(ORDER_MESSAGES.codNotAllowed);
  });

  it('refuses an order to a saved address whose state is not its PIN code’s; orders placed stay readable', async () => {
    const frock = await product(300);
    const buyer = await orderingShopper(ctx, [{ productId: frock, quantity: 1 }]);
    const placed = await buyer.place({ paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    // Saved before states were checked: Pune's PIN code with Kerala, in the address and the order.
    await ctx.db
      .update(addresses)
      .set({ state: 'Kerala' })
      .where(eq(addresses.id, buyer.address._id));
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.json().order._id));
    await ctx.db
      .update(orders)
      .set({ address: { ...row!.address, state: 'Kerala' } })
      .where(eq(orders.id, row!.id));

    await buyer.addToCart([{ productId: frock, quantity: 1 }]);
    const before = await traces(ctx, buyer, frock);
    const refused = await buyer.place({ paymentMethod: 'COD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: ADDRESS_MESSAGES.stateNotPin });
    expect(await traces(ctx, buyer, frock)).toEqual(before);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${row!.id}`,
      headers: buyer.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().order.address).toMatchObject({ state: 'Kerala', zip: '411001' });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${row!.id}`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(admin.statusCode, admin.body).toBe(200);

    // Corrected, the address takes the order.
    const fixed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/address/${buyer.address._id}`,
      headers: buyer.headers,
      payload: TEST_ADDRESS,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await buyer.place({ paymentMethod: 'COD' })).statusCode).toBe(201);
  });

  it('places orders to served PIN codes as before, cash included', async () => {
    const frock = await product(300);
    const buyer = await orderingShopper(ctx, [{ productId: frock, quantity: 1 }]);
    const res = await buyer.place({ paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.address).toMatchObject({ zip: TEST_ADDRESS.zip });
  });
});

describe('placing an order through Shiprocket', () => {
  let ctx: TestContext;
  let standIn: ShiprocketStandIn;
  let categoryId: string;
  const clock = manualClock();

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
    ctx = await createTestApp(
      {
        SHIPROCKET_EMAIL: SHIPROCKET_TEST_LOGIN.email,
        SHIPROCKET_PASSWORD: SHIPROCKET_TEST_LOGIN.password,
        SHIPROCKET_API_URL: standIn.url,
      },
      { clock },
    );
    categoryId = await addCategory(ctx.db, 'Baby');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(await adminSession(ctx)),
      payload: {
        legalName: 'Little Loom Retail Private Limited',
        tradeName: 'Little Loom',
        address: '42 Residency Road, Bengaluru 560025',
        state: 'Karnataka',
        grievanceOfficer: {
          name: 'Anita Rao',
          email: 'grievance@littleloom.in',
          phone: '9876543210',
        },
        pickupAddress: {
          phone: '9845054321',
          street: '42 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pin: '560025',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const product = () =>
    addProduct(ctx.db, categoryId, {
      name: 'Muslin Swaddle',
      price: 350,
      sizes: [{ size: 'M', stock: 10 }],
    });

  it('refuses a PIN code Shiprocket has no courier for', async () => {
    const swaddle = await product();
    const buyer = await orderingShopper(ctx, [{ productId: swaddle, quantity: 1 }]);
    const nowhere = await addressAt(ctx, buyer, SHIPROCKET_STAND_IN_PINS.notFound);
    const before = await traces(ctx, buyer, swaddle);
    const res = await buyer.place({ address: nowhere, paymentMethod: 'Razorpay' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SHIPPING_MESSAGES.notServiceable);
    expect(await traces(ctx, buyer, swaddle)).toEqual(before);
  });

  it('refuses while Shiprocket cannot be reached, writing nothing, and places once it can', async () => {
    const swaddle = await product();
    const buyer = await orderingShopper(ctx, [{ productId: swaddle, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 1000);
    const before = await traces(ctx, buyer, swaddle);
    standIn.behave('failing');
    try {
      for (const paymentMethod of ['COD', 'Wallet', 'Razorpay']) {
        const res = await buyer.place({ paymentMethod }, `unreachable-${paymentMethod}`);
        expect(res.statusCode, paymentMethod).toBe(503);
        expect(res.json()).toEqual({ success: false, message: SHIPPING_MESSAGES.checkFailed });
      }
      expect(await traces(ctx, buyer, swaddle)).toEqual(before);
    } finally {
      standIn.behave('normal');
    }
    const res = await buyer.place({ paymentMethod: 'Wallet' }, 'unreachable-Wallet');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers a repeated Idempotency-Key with its order even while Shiprocket is down', async () => {
    const swaddle = await product();
    const buyer = await orderingShopper(ctx, [{ productId: swaddle, quantity: 1 }]);
    const first = await buyer.place({ paymentMethod: 'COD' }, 'pay-once');
    expect(first.statusCode, first.body).toBe(201);
    // The answer kept for the PIN has run out: the repeat would have to ask Shiprocket again.
    clock.advance(SERVICEABILITY_CACHE_MS + 1);
    standIn.behave('failing');
    try {
      const requestsBefore = standIn.requests;
      const again = await buyer.place({ paymentMethod: 'COD' }, 'pay-once');
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().order._id).toBe(first.json().order._id);
      // Shiprocket was asked, and failed, and the order was answered all the same.
      expect(standIn.requests).toBeGreaterThan(requestsBefore);
    } finally {
      standIn.behave('normal');
    }
  });
});
