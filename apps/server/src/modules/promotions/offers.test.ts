import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
const TOMORROW = '2026-11-24';

let ctx: TestContext;
let admin: Record<string, string>;
let boys: string;
let girls: string;
let shorts: string;
let dress: string;
let shopperCount = 0;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = bearer(await adminSession(ctx));
  boys = await addCategory(ctx.db, 'Boys');
  girls = await addCategory(ctx.db, 'Girls');
  shorts = await addProduct(ctx.db, boys, { name: 'Denim Shorts', price: 600 });
  dress = await addProduct(ctx.db, girls, { name: 'Sunny Dress', price: 400, discountPrice: 300 });
});

afterAll(async () => {
  await ctx.close();
});

const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function formA(payload: object) {
  const res = await adminCall('POST', '/api/admin/offers', { expiryDate: TOMORROW, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; offerDescription: string };
}

/** A shopper with one shorts (600) and one dress (300) in the cart. */
async function shopperWithCart() {
  shopperCount += 1;
  const headers = bearer(await shopperSession(ctx, `offer${shopperCount}@example.com`));
  for (const productId of [shorts, dress]) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers,
      payload: { productId, size: 'M', quantity: 1 },
    });
  }
  const post = (url: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  return {
    applyOffer: (offerId?: string) =>
      post('/api/user/cart/apply-offer', offerId ? { offerId } : {}),
    removeOffer: () => post('/api/user/cart/remove-offer'),
    applyCoupon: (couponCode: string) => post('/api/user/cart/apply-coupon', { couponCode }),
    removeCoupon: () => post('/api/user/cart/remove-coupon'),
    read: () => ctx.app.inject({ method: 'GET', url: '/api/user/cart/me', headers }),
    remove: (productId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/user/cart/remove/me/${productId}`,
        headers,
        payload: { size: 'M' },
      }),
  };
}

describe('offers in the back office', () => {
  it('adds offers of each type through Offer Management (form A)', async () => {
    const res = await adminCall('POST', '/api/admin/offers', {
      type: 'product',
      value: 20,
      expiryDate: TOMORROW,
      productId: shorts,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Offer saved successfully',
      data: {
        type: 'product',
        formType: 'product',
        offerType: 'Product',
        value: 20,
        discount: 20,
        expiryDate: TOMORROW,
        productId: shorts,
        product: { _id: shorts, name: 'Denim Shorts' },
        name: '20% off Denim Shorts',
        offerDescription: '20% off Denim Shorts',
        isActive: true,
      },
    });
    const referral = await formA({ type: 'referrer', value: 5, referrerCode: 'FRIEND' });
    expect(referral).toMatchObject({
      type: 'referral',
      formType: 'referrer',
      referrerCode: 'FRIEND',
      offerDescription: '5% off your order (referral FRIEND)',
    });
    const category = await formA({ type: 'category', value: 10, categoryId: girls });
    expect(category).toMatchObject({ category: { _id: girls, name: 'Girls' }, productId: null });
  });

  it('names a product it covers with the product’s colour, so that two colours read apart', async () => {
    const style = { name: 'Blossom Puff-Sleeve Frock', price: 700 };
    const rose = await addProduct(ctx.db, girls, {
      ...style,
      colour: { name: 'Rose', hex: '#d9667f' },
    });
    const saved = await formA({ type: 'product', value: 10, productId: rose });
    expect(saved).toMatchObject({
      product: { _id: rose, name: 'Blossom Puff-Sleeve Frock — Rose' },
      name: '10% off Blossom Puff-Sleeve Frock — Rose',
    });
    const listed = (await adminCall('GET', '/api/admin/offers')).json().data as {
      _id: string;
      product: { name: string } | null;
    }[];
    expect(listed.find((offer) => offer._id === saved._id)?.product?.name).toBe(
      'Blossom Puff-Sleeve Frock — Rose',
    );
  });

  it('creates offers from the coupons page (form B), the type from the path', async () => {
    const res = await adminCall('POST', '/api/admin/offers/category', {
      offerType: 'Category',
      offerCode: 'BOYS15',
      offerDescription: 'Boys week',
      discount: 15,
      expiryDate: TOMORROW,
      categoryId: boys,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Offer created successfully!',
      data: {
        type: 'category',
        offerType: 'Category',
        offerCode: 'BOYS15',
        offerDescription: 'Boys week',
        name: 'Boys week',
        categoryId: boys,
      },
    });
    const list = await adminCall('GET', '/api/admin/offers');
    expect(list.json().data).toEqual(list.json().offers);
    expect(list.json().data[0]).toMatchObject({ offerCode: 'BOYS15' });
  });

  it("words every refusal as the back office's forms do", async () => {
    const formBValid = {
      offerCode: 'X1',
      offerDescription: 'Something',
      discount: 10,
      expiryDate: TOMORROW,
      productId: shorts,
    };
    const formB: [object, string][] = [
      [{ ...formBValid, offerCode: '' }, 'Offer code is required'],
      [{ ...formBValid, offerDescription: ' ' }, 'Description is required'],
      [{ ...formBValid, discount: undefined }, 'Discount is required'],
      [{ ...formBValid, discount: 95 }, 'Discount must be a whole percent from 1 to 90'],
      [{ ...formBValid, expiryDate: undefined }, 'Expiry date is required'],
      [{ ...formBValid, expiryDate: '2026-11-01' }, 'Expiry date must be in the future.'],
      [{ ...formBValid, productId: undefined }, 'Choose the product this offer is for'],
    ];
    for (const [payload, message] of formB) {
      const res = await adminCall('POST', '/api/admin/offers/product', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const formA: [object, number, string][] = [
      [{ value: 10, expiryDate: TOMORROW }, 400, 'Offer type is required'],
      [{ type: 'product', expiryDate: TOMORROW, productId: shorts }, 400, 'Discount is required'],
      [
        { type: 'category', value: 10, expiryDate: TOMORROW },
        400,
        'Choose the category this offer is for',
      ],
      [{ type: 'referrer', value: 10, expiryDate: TOMORROW }, 400, 'Referral code is required'],
      [
        { type: 'product', value: 10, expiryDate: TOMORROW, productId: 'nope' },
        404,
        'Product not found.',
      ],
      [
        {
          type: 'category',
          value: 10,
          expiryDate: TOMORROW,
          categoryId: '00000000-0000-4000-8000-000000000000',
        },
        404,
        'Category not found',
      ],
    ];
    for (const [payload, status, message] of formA) {
      const res = await adminCall('POST', '/api/admin/offers', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('edits an offer, keeping a description written on the coupons page', async () => {
    const created = await adminCall('POST', '/api/admin/offers/product', {
      offerCode: 'EDITME',
      offerDescription: 'Shorts sale',
      discount: 10,
      expiryDate: TOMORROW,
      productId: shorts,
    });
    const { _id } = created.json().data;
    const res = await adminCall('PUT', `/api/admin/offers/${_id}`, {
      type: 'category',
      value: 25,
      expiryDate: '2026-12-31',
      categoryId: boys,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Offer saved successfully',
      data: {
        type: 'category',
        value: 25,
        expiryDate: '2026-12-31',
        categoryId: boys,
        productId: null,
        offerCode: 'EDITME',
        offerDescription: 'Shorts sale',
      },
    });
    const missing = await adminCall(
      'PUT',
      '/api/admin/offers/00000000-0000-4000-8000-000000000000',
      { type: 'referrer', value: 5, expiryDate: TOMORROW, referrerCode: 'X' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('edits the code and description too, and what shoppers read follows a new percent', async () => {
    const created = await adminCall('POST', '/api/admin/offers/category', {
      offerCode: 'BOYS12',
      offerDescription: 'Boys week: 12% off',
      discount: 12,
      expiryDate: TOMORROW,
      categoryId: boys,
    });
    const { _id } = created.json().data;
    const shoppersRead = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/offers/active' });
      return (res.json().offers as { _id: string; offerDescription: string }[]).find(
        (offer) => offer._id === _id,
      )?.offerDescription;
    };
    const edit = (payload: object) =>
      adminCall('PUT', `/api/admin/offers/${_id}`, {
        type: 'category',
        expiryDate: TOMORROW,
        categoryId: boys,
        ...payload,
      });

    // The spec's form A sends no description: the one kept names the new percent.
    const valueOnly = await edit({ value: 14 });
    expect(valueOnly.statusCode, valueOnly.body).toBe(200);
    expect(valueOnly.json().data).toMatchObject({
      value: 14,
      offerCode: 'BOYS12',
      description: 'Boys week: 14% off',
      offerDescription: 'Boys week: 14% off',
    });
    expect(await shoppersRead()).toBe('Boys week: 14% off');

    // Offer Management sends both.
    const renamed = await edit({
      value: 15,
      offerCode: 'BOYS15',
      offerDescription: '15% off Boys',
    });
    expect(renamed.json().data).toMatchObject({
      offerCode: 'BOYS15',
      offerDescription: '15% off Boys',
    });
    expect(await shoppersRead()).toBe('15% off Boys');

    // A description naming another percent is refused, and nothing changes.
    const mismatch = await edit({ value: 16, offerDescription: 'Boys week: 15% off' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'The description says 15% but the discount is 16%. Please make them match.',
    );
    expect(await shoppersRead()).toBe('15% off Boys');

    // Cleared, shoppers read what the offer does, which follows every edit.
    const cleared = await edit({ value: 16, offerCode: '', offerDescription: '' });
    expect(cleared.json().data).toMatchObject({ offerCode: null, description: '' });
    expect(await shoppersRead()).toBe('16% off Boys');
    expect((await edit({ value: 18 })).json().data.offerDescription).toBe('18% off Boys');
    expect(await shoppersRead()).toBe('18% off Boys');
  });

  it('is for admins only', async () => {
    const shopper = bearer(await shopperSession(ctx, 'offer-snoop@example.com'));
    for (const [method, url] of [
      ['GET', '/api/admin/offers'],
      ['POST', '/api/admin/offers'],
      ['POST', '/api/admin/offers/referral'],
      ['PUT', '/api/admin/offers/x'],
      ['DELETE', '/api/admin/offers/x'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: shopper })).statusCode).toBe(403);
    }
  });
});

describe('offers in the cart', () => {
  it('lists active, unexpired offers publicly, each with what it covers', async () => {
    const live = await formA({ type: 'product', value: 30, productId: dress });
    const stale = await formA({ type: 'product', value: 30, productId: dress });
    await ctx.db.update(offers).set({ isActive: false }).where(eq(offers.id, stale._id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/offers/active' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().offers as { _id: string }[];
    expect(listed.map((o) => o._id)).toContain(live._id);
    expect(listed.map((o) => o._id)).not.toContain(stale._id);
    expect(listed.find((o) => o._id === live._id)).toMatchObject({
      product: { _id: dress, name: 'Sunny Dress' },
      discount: 30,
    });
  });

  it('discounts only the lines an offer covers; a referral covers the whole cart', async () => {
    const shortsOffer = await formA({ type: 'product', value: 20, productId: shorts });
    const referral = await formA({ type: 'referrer', value: 10, referrerCode: 'PAL' });
    const cart = await shopperWithCart();
    const product = await cart.applyOffer(shortsOffer._id);
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json()).toMatchObject({
      message: 'Offer applied successfully',
      totalPrice: 900,
      discountAmount: 120,
      finalPrice: 830,
      offer: { _id: shortsOffer._id, discount: 20 },
      appliedOffers: [{ _id: shortsOffer._id }],
      cart: { discountAmount: 120 },
    });
    const whole = await cart.applyOffer(referral._id);
    expect(whole.json()).toMatchObject({ discountAmount: 90, finalPrice: 860 });
    const removed = await cart.removeOffer();
    expect(removed.json()).toMatchObject({
      message: 'Offer removed',
      offer: null,
      discountAmount: 0,
    });
  });

  it('refuses an offer that covers nothing in the cart, and asks for one when none is picked', async () => {
    const elsewhere = await addProduct(ctx.db, boys, { name: 'Rain Boots', price: 900 });
    const bootsOffer = await formA({ type: 'product', value: 10, productId: elsewhere });
    const cart = await shopperWithCart();
    const res = await cart.applyOffer(bootsOffer._id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'This offer does not apply to the items in your cart.',
    });
    expect((await cart.applyOffer()).json()).toEqual({
      success: false,
      message: 'Please select an offer.',
    });
    const unknown = await cart.applyOffer('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This offer is no longer available.');
  });

  it('never holds a coupon and an offer together', async () => {
    const offer = await formA({ type: 'category', value: 10, categoryId: boys });
    const made = await adminCall('POST', '/api/admin/coupon', {
      code: 'NOTBOTH',
      discount: 10,
      minPurchaseAmount: 1,
      expiryDate: TOMORROW,
    });
    expect(made.statusCode).toBe(201);
    const cart = await shopperWithCart();
    expect((await cart.applyOffer(offer._id)).statusCode).toBe(200);
    const coupon = await cart.applyCoupon('NOTBOTH');
    expect(coupon.statusCode).toBe(409);
    expect(coupon.json().message).toBe(
      'A coupon cannot be combined with an offer. Remove the offer to use a coupon.',
    );
    await cart.removeOffer();
    expect((await cart.applyCoupon('NOTBOTH')).statusCode).toBe(200);
    const offerNow = await cart.applyOffer(offer._id);
    expect(offerNow.statusCode).toBe(409);
    expect(offerNow.json().message).toBe(
      'An offer cannot be combined with a coupon. Remove the coupon to use an offer.',
    );
  });

  it('is dropped with a reason when its lines leave the cart, and at once when deleted', async () => {
    const dressOffer = await formA({ type: 'product', value: 50, productId: dress });
    const cart = await shopperWithCart();
    await cart.applyOffer(dressOffer._id);
    const gone = await cart.remove(dress);
    expect(gone.json()).toMatchObject({
      offer: null,
      discountAmount: 0,
      notices: [
        'The offer "50% off Sunny Dress" was removed from your cart. This offer does not apply to the items in your cart.',
      ],
    });

    const shortsOffer = await formA({ type: 'product', value: 15, productId: shorts });
    expect((await cart.applyOffer(shortsOffer._id)).json().discountAmount).toBe(90);
    const deleted = await adminCall('DELETE', `/api/admin/offers/${shortsOffer._id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Offer deleted successfully' });
    const after = await cart.read();
    expect(after.json().data).toMatchObject({ offer: null, discountAmount: 0, finalPrice: 650 });
    const listed = await adminCall('GET', '/api/admin/offers');
    expect(listed.json().data.map((o: { _id: string }) => o._id)).not.toContain(shortsOffer._id);
  });
});
