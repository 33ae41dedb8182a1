import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

// 11:30 in India on 23 November 2026; the shop's days are India's.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let shopperCount = 0;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Boys');
});

afterAll(async () => {
  await ctx.close();
});

const createCoupon = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/coupon', headers: admin, payload });

const coupon = async (payload: object) => {
  const res = await createCoupon({
    discount: 10,
    minPurchaseAmount: 1,
    expiryDate: TOMORROW,
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; code: string };
};

async function shopperWithCart(lines: { price: number; quantity: number }[]) {
  shopperCount += 1;
  const email = `coupon${shopperCount}@example.com`;
  const headers = bearer(await shopperSession(ctx, email));
  const productIds: string[] = [];
  for (const line of lines) {
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Denim Shorts',
      price: line.price,
      sizes: [{ size: 'M', stock: 10 }],
    });
    productIds.push(productId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers,
      payload: { productId, size: 'M', quantity: line.quantity },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const post = (url: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  return {
    email,
    headers,
    productIds,
    apply: (couponCode: string) => post('/api/user/cart/apply-coupon', { couponCode }),
    removeCoupon: () => post('/api/user/cart/remove-coupon'),
    read: () => ctx.app.inject({ method: 'GET', url: '/api/user/cart/me', headers }),
    setQuantity: (productId: string, quantity: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/cart/update',
        headers,
        payload: { productId, size: 'M', quantity },
      }),
  };
}

describe('coupons in the back office', () => {
  it('creates a coupon, its code in capitals, valid to the end of its expiry day', async () => {
    const res = await createCoupon({
      code: 'welcome10',
      discount: 10,
      minPurchaseAmount: 499.5,
      expiryDate: TODAY,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Coupon created successfully!',
      data: {
        code: 'WELCOME10',
        discount: 10,
        minPurchaseAmount: 499.5,
        expiryDate: TODAY,
        isActive: true,
        isExpired: false,
        usedCount: 0,
      },
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/coupon', headers: admin });
    expect(list.json().data.map((c: { code: string }) => c.code)).toContain('WELCOME10');
  });

  it("words every refusal as the back office's form does", async () => {
    const valid = { code: 'OK10', discount: 10, minPurchaseAmount: 100, expiryDate: TOMORROW };
    const cases: [object, string][] = [
      [{ ...valid, code: '' }, 'Coupon code is required'],
      [{ ...valid, code: undefined }, 'Coupon code is required'],
      [{ ...valid, code: 'a b' }, 'Use 3 to 20 letters, digits, - or _ for the code'],
      [{ ...valid, discount: '' }, 'Discount is required'],
      [{ ...valid, discount: 0 }, 'Discount must be a whole percent from 1 to 90'],
      [{ ...valid, discount: 91 }, 'Discount must be a whole percent from 1 to 90'],
      [{ ...valid, discount: 12.5 }, 'Discount must be a whole percent from 1 to 90'],
      [{ ...valid, minPurchaseAmount: undefined }, 'Minimum purchase amount is required'],
      [{ ...valid, minPurchaseAmount: 0 }, 'Amount should be greater than 0'],
      [{ ...valid, minPurchaseAmount: 0.5 }, 'Amount should be greater than 0'],
      [{ ...valid, expiryDate: '' }, 'Expiry date is required'],
      [{ ...valid, expiryDate: '2026-02-30' }, 'Enter a valid expiry date'],
      [{ ...valid, expiryDate: '2026-11-22' }, 'Expiry date must be in the future.'],
    ];
    for (const [payload, message] of cases) {
      const res = await createCoupon(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('refuses a code that exists in any case, and frees it when the coupon is deleted', async () => {
    const first = await coupon({ code: 'TWICE' });
    const again = await createCoupon({
      code: 'twice',
      discount: 5,
      minPurchaseAmount: 1,
      expiryDate: TOMORROW,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'A coupon with this code already exists',
    });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/coupon/${first._id}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Coupon deleted successfully' });
    await coupon({ code: 'Twice' });
  });

  it('toggles a coupon off and on, and is for admins only', async () => {
    const { _id } = await coupon({ code: 'TOGGLE' });
    const toggle = () =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/coupon/deactivate/${_id}`, headers: admin });
    const off = await toggle();
    expect(off.json()).toMatchObject({ message: 'Coupon deactivated', data: { isActive: false } });
    const on = await toggle();
    expect(on.json()).toMatchObject({ message: 'Coupon activated', data: { isActive: true } });

    const shopper = bearer(await shopperSession(ctx, 'not-admin@example.com'));
    for (const [method, url] of [
      ['GET', '/api/admin/coupon'],
      ['POST', '/api/admin/coupon'],
      ['DELETE', `/api/admin/coupon/${_id}`],
      ['PUT', `/api/admin/coupon/deactivate/${_id}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: shopper })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/coupon/deactivate/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Coupon not found');
  });
});

describe('coupons in the cart', () => {
  it('applies a code in any case: percent of the subtotal, rounded to the paisa', async () => {
    await coupon({ code: 'SAVE15', discount: 15 });
    const cart = await shopperWithCart([
      { price: 333.33, quantity: 1 },
      { price: 100.01, quantity: 1 },
    ]);
    const res = await cart.apply('  save15 ');
    expect(res.statusCode, res.body).toBe(200);
    // 15% of 433.34 is 65.001: 65.00.
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Coupon applied successfully',
      totalPrice: 433.34,
      discountAmount: 65,
      deliveryCharge: 50,
      finalPrice: 418.34,
      coupon: { code: 'SAVE15', discount: 15 },
      cart: { discountAmount: 65 },
    });
    const removed = await cart.removeCoupon();
    expect(removed.json()).toMatchObject({
      message: 'Coupon removed',
      coupon: null,
      discountAmount: 0,
      finalPrice: 483.34,
    });
  });

  it('refuses an unknown, inactive or expired code, and an empty field', async () => {
    const cart = await shopperWithCart([{ price: 500, quantity: 1 }]);
    const expectRefusal = async (code: string, message: string) => {
      const res = await cart.apply(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    };
    await expectRefusal('NOPE', 'Invalid coupon code');
    await expectRefusal('   ', 'Please enter a coupon code.');
    const paused = await coupon({ code: 'PAUSED' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/coupon/deactivate/${paused._id}`,
      headers: admin,
    });
    await expectRefusal('paused', 'This coupon is no longer active.');
  });

  it('names the minimum purchase in rupees, and drops the coupon when the cart falls below it', async () => {
    await coupon({ code: 'BIG20', discount: 20, minPurchaseAmount: 1000 });
    const cart = await shopperWithCart([{ price: 400, quantity: 2 }]);
    const low = await cart.apply('BIG20');
    expect(low.json()).toEqual({
      success: false,
      message: 'This coupon needs a minimum purchase of ₹1,000.00.',
    });
    await cart.setQuantity(cart.productIds[0]!, 3);
    const applied = await cart.apply('BIG20');
    expect(applied.json()).toMatchObject({ totalPrice: 1200, discountAmount: 240 });

    const lowered = await cart.setQuantity(cart.productIds[0]!, 2);
    expect(lowered.json()).toMatchObject({
      coupon: null,
      discountAmount: 0,
      finalPrice: 850,
      notices: [
        'Coupon BIG20 was removed from your cart. This coupon needs a minimum purchase of ₹1,000.00.',
      ],
    });
  });

  it('is used once per shopper: a coupon on one of their orders is refused', async () => {
    const used = await coupon({ code: 'ONCE' });
    const cart = await shopperWithCart([{ price: 300, quantity: 1 }]);
    expect((await cart.apply('ONCE')).statusCode).toBe(200);
    // The shopper places an order with it (written directly: checkout is its own module).
    const [account] = await ctx.db.query.users.findMany({
      where: (users, { eq }) => eq(users.email, cart.email),
    });
    const orderId = await addOrder(ctx.db, account!.id, [
      { productId: cart.productIds[0]!, quantity: 1 },
    ]);
    await ctx.db.insert(couponUses).values({ couponId: used._id, userId: account!.id, orderId });

    const read = await cart.read();
    expect(read.json().data).toMatchObject({
      coupon: null,
      notices: [
        'Coupon ONCE was removed from your cart. You have already used this coupon on an earlier order.',
      ],
    });
    const again = await cart.apply('once');
    expect(again.json().message).toBe('You have already used this coupon on an earlier order.');
    // Another shopper may still use it.
    const other = await shopperWithCart([{ price: 300, quantity: 1 }]);
    expect((await other.apply('ONCE')).statusCode).toBe(200);
  });

  it('expires at the end of its expiry day in the shop, and leaves carts then', async () => {
    await coupon({ code: 'TODAYONLY', expiryDate: TODAY });
    const cart = await shopperWithCart([{ price: 300, quantity: 1 }]);
    expect((await cart.apply('TODAYONLY')).statusCode).toBe(200);
    // 23:59 in India is still the same day.
    clock.advance(12 * 60 * 60 * 1000 + 29 * 60 * 1000);
    expect((await cart.read()).json().data.coupon).toMatchObject({ code: 'TODAYONLY' });
    clock.advance(60 * 1000);
    const after = await cart.read();
    expect(after.json().data).toMatchObject({
      coupon: null,
      notices: ['Coupon TODAYONLY was removed from your cart. This coupon has expired.'],
    });
    expect((await cart.apply('TODAYONLY')).json().message).toBe('This coupon has expired.');
  });

  it('leaves every cart holding it when it is deleted', async () => {
    const doomed = await coupon({ code: 'DOOMED' });
    const cart = await shopperWithCart([{ price: 300, quantity: 1 }]);
    expect((await cart.apply('DOOMED')).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/coupon/${doomed._id}`,
      headers: admin,
    });
    const read = await cart.read();
    expect(read.json().data).toMatchObject({ coupon: null, discountAmount: 0, finalPrice: 350 });
    expect((await cart.apply('DOOMED')).json().message).toBe('Invalid coupon code');
  });

  it('needs a cart with something in it and a session', async () => {
    await coupon({ code: 'EMPTYCART' });
    const cart = await shopperWithCart([]);
    const res = await cart.apply('EMPTYCART');
    expect(res.json()).toEqual({
      success: false,
      message: 'Add something to your cart before applying a coupon.',
    });
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/apply-coupon',
      payload: { couponCode: 'EMPTYCART' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
