import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, type AdminProduct, type Product } from '@littleloom/shared';
import { products } from '../../db/schema';
import { ShopDays } from '../../lib/shop-days';
import { systemClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { imageFile, multipartBody, pngImage, type FormValue } from '../../testing/multipart';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let png: Buffer;
let days: ShopDays;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
  png = await pngImage(300);
  days = new ShopDays(ctx.config.shopTimezone, systemClock);
});

afterAll(async () => {
  await ctx.close();
});

let added = 0;

const fields = (overrides: Record<string, string> = {}): [string, FormValue][] =>
  Object.entries({
    name: `Gingham Frock ${(added += 1)}`,
    description: 'A cotton frock for summer afternoons.',
    category: categoryId,
    price: '899',
    discountPrice: '749.50',
    brand: 'Hopscotch',
    sizes: JSON.stringify([{ size: 'M', stock: 5 }]),
    ...overrides,
  });

async function addProduct(overrides: Record<string, string> = {}) {
  const body = multipartBody([...fields(overrides), ['image1', imageFile(png)]]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

async function addedProduct(overrides: Record<string, string> = {}): Promise<AdminProduct> {
  const res = await addProduct(overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as AdminProduct;
}

/** Saves the edit form as the back office sends it, with the product's picture kept. */
async function edit(product: AdminProduct, overrides: Record<string, string>) {
  const body = multipartBody([
    ...fields({ name: product.name, ...overrides }),
    ['existingImages', JSON.stringify(product.images.map((image) => image.public_id))],
  ]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product._id}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

/** Sends the form without a field, as the spec's client does for fields it does not know. */
async function editWithout(product: AdminProduct, left: string[]) {
  const body = multipartBody([
    ...fields({ name: product.name }).filter(([name]) => !left.includes(name)),
    ['existingImages', JSON.stringify(product.images.map((image) => image.public_id))],
  ]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product._id}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

async function shopperView(id: string): Promise<Product> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as Product;
}

async function storedEnd(id: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ saleEndsAt: products.saleEndsAt })
    .from(products)
    .where(eq(products.id, id));
  return row!.saleEndsAt;
}

describe('a sale’s end, set by the admin', () => {
  it('holds to the end of its last day in the shop’s time zone, and shoppers are told it', async () => {
    const product = await addedProduct({ saleEndsOn: '2099-11-30' });
    // Midnight starting 1 December in India.
    expect(product.saleEndsAt).toBe('2099-11-30T18:30:00.000Z');
    expect(await shopperView(product._id)).toMatchObject({
      discountPrice: 749.5,
      saleEndsAt: '2099-11-30T18:30:00.000Z',
    });
    const adminView = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(adminView.json().product.saleEndsAt).toBe('2099-11-30T18:30:00.000Z');
  });

  it('may be today, since the sale holds to the day’s end, and never a day already past', async () => {
    const today = days.today();
    const endsTonight = await addedProduct({ saleEndsOn: today });
    expect(endsTonight.saleEndsAt).toBe(days.endOf(today).toISOString());

    const yesterday = await addProduct({ saleEndsOn: days.addDays(today, -1) });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.saleEndPast });
    const moved = await edit(endsTonight, { saleEndsOn: days.addDays(today, -1) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(PRODUCT_MESSAGES.saleEndPast);
    expect(await storedEnd(endsTonight._id)).toEqual(days.endOf(today));
  });

  it('is refused without a sale price, or when it is not a day', async () => {
    const noSale = await addProduct({ discountPrice: '', saleEndsOn: '2099-11-30' });
    expect(noSale.statusCode).toBe(400);
    expect(noSale.json().message).toBe(PRODUCT_MESSAGES.saleEndWithoutSalePrice);
    const notADay = await addProduct({ saleEndsOn: '2099-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toBe(PRODUCT_MESSAGES.saleEndInvalid);
  });

  it('goes with the sale price when the admin clears it, and alone when emptied', async () => {
    const cleared = await addedProduct({ saleEndsOn: '2099-11-30' });
    const res = await edit(cleared, { discountPrice: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ discountPrice: null, saleEndsAt: null });
    expect(await storedEnd(cleared._id)).toBeNull();
    // A sale price set again starts with no end.
    const again = await edit(cleared, { discountPrice: '799' });
    expect(again.json().product).toMatchObject({ discountPrice: 799, saleEndsAt: null });

    const emptied = await addedProduct({ saleEndsOn: '2099-11-30' });
    const kept = await edit(emptied, { saleEndsOn: '' });
    expect(kept.json().product).toMatchObject({ discountPrice: 749.5, saleEndsAt: null });
  });

  it('is kept by an edit that does not send it, and cleared by one that sends no sale price', async () => {
    const product = await addedProduct({ saleEndsOn: '2099-11-30' });
    const kept = await editWithout(product, ['saleEndsOn']);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.saleEndsAt).toBe('2099-11-30T18:30:00.000Z');
    const noSale = await editWithout(product, ['saleEndsOn', 'discountPrice']);
    expect(noSale.json().product).toMatchObject({ discountPrice: null, saleEndsAt: null });
    expect(await storedEnd(product._id)).toBeNull();
  });
});

describe('a sale past its end', () => {
  it('stops: shoppers see and their carts are priced at the full price', async () => {
    const ending = await addedProduct({ saleEndsOn: '2099-11-30' });
    const lasting = await addedProduct({ saleEndsOn: '2099-11-30' });
    const buyer = await orderingShopper(ctx, [{ productId: ending._id, size: 'M', quantity: 2 }]);
    expect((await buyer.cart()).json().items[0]).toMatchObject({ unitPrice: 749.5 });
    await ctx.db
      .update(products)
      .set({ saleEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, ending._id));
    // Until the job comes by, the sale price shown is the one charged; reading it now also puts
    // it in the catalogue cache, which the job's change must clear.
    expect((await shopperView(ending._id)).discountPrice).toBe(749.5);
    expect(await ctx.app.endedSales.runOnce()).toBe(1);

    expect(await shopperView(ending._id)).toMatchObject({
      price: 899,
      discountPrice: null,
      saleEndsAt: null,
    });
    const cart = (await buyer.cart()).json();
    expect(cart.items[0]).toMatchObject({ price: 899, discountPrice: null, unitPrice: 899 });
    expect(cart.totalPrice).toBe(1798);
    const onSale = await ctx.app.inject({ method: 'GET', url: '/api/products?onSale=true' });
    const onSaleIds = (onSale.json().products as Product[]).map((p) => p._id);
    expect(onSaleIds).not.toContain(ending._id);
    expect(onSaleIds).toContain(lasting._id);

    // A sale whose end is still to come goes on.
    expect(await shopperView(lasting._id)).toMatchObject({
      discountPrice: 749.5,
      saleEndsAt: '2099-11-30T18:30:00.000Z',
    });
  });

  it('is ended once however many processes look at the same moment', async () => {
    const product = await addedProduct({ saleEndsOn: '2099-11-30' });
    await ctx.db
      .update(products)
      .set({ saleEndsAt: new Date(Date.now() - 1000) })
      .where(eq(products.id, product._id));
    const ended = await Promise.all([ctx.app.endedSales.runOnce(), ctx.app.endedSales.runOnce()]);
    expect(ended[0] + ended[1]).toBe(1);
    expect(await ctx.app.endedSales.runOnce()).toBe(0);
  });
});
