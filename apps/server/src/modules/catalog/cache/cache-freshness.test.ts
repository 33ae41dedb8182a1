import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { categories, products } from '../../../db/schema';
import { adminSession, bearer } from '../../../testing/accounts';
import { listenWithOutages, writeUnannounced } from '../../../testing/catalogue';
import { addCategory, addProduct } from '../../../testing/fixtures';
import { multipartBody } from '../../../testing/multipart';
import { placedOrder, sizedProduct } from '../../../testing/order-journeys';
import { createTestApp, openTestDatabase, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let marker = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Sunwear');
});

afterAll(async () => {
  await ctx.close();
});

async function get(url: string, on = ctx) {
  const res = await on.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

const productPage = async (id: string, on = ctx): Promise<Product> =>
  (await get(`/api/products/${id}`, on)).product;

/** The product as the collection page of its category shows it, if it is there. */
const listed = async (id: string, category = categoryId, on = ctx) =>
  ((await get(`/api/products?category=${category}&limit=60`, on)).products as Product[]).find(
    (p) => p._id === id,
  );

const setPopularity = (id: string, popularity: number, on = ctx) =>
  writeUnannounced(on.db, (tx) =>
    tx.update(products).set({ popularity }).where(eq(products.id, id)),
  );

/**
 * Reads the product's page and its collection page into memory and proves both are served from
 * there: an unannounced change of its popularity is not seen. Returns that popularity, which the
 * next fresh read must show.
 */
async function warm(id: string, on = ctx): Promise<number> {
  await productPage(id, on);
  await listed(id, categoryId, on);
  const popularity = (marker += 1);
  await setPopularity(id, popularity, on);
  expect((await productPage(id, on)).popularity).not.toBe(popularity);
  expect((await listed(id, categoryId, on))?.popularity).not.toBe(popularity);
  return popularity;
}

describe('catalogue replies from memory', () => {
  it('serves repeated reads from memory until a catalogue table is written, then reads afresh', async () => {
    const id = await addProduct(ctx.db, categoryId, { name: 'Sun Hat', price: 299 });
    const popularity = await warm(id);
    // Any announced write drops every kept reply: here, another product added.
    await addProduct(ctx.db, categoryId, { name: 'Beach Towel', price: 499 });
    expect((await productPage(id)).popularity).toBe(popularity);
    expect((await listed(id))?.popularity).toBe(popularity);
  });

  it('keeps one entry for every way of writing the same query', async () => {
    const other = await addCategory(ctx.db, 'Swimwear');
    const id = await addProduct(ctx.db, categoryId, { name: 'Striped Trunks', price: 349 });
    const search = (query: string) =>
      get(`/api/products?${query}`).then((page) => (page.products as Product[])[0]);
    await search(`search=striped&category=${categoryId},${other}`);
    const popularity = (marker += 1);
    await setPopularity(id, popularity);
    const sameQuery = await search(
      `category=${other.toUpperCase()}&search=%20STRIPED%20&category=${categoryId}`,
    );
    expect(sameQuery).toMatchObject({ _id: id });
    expect(sameQuery?.popularity).not.toBe(popularity);
  });

  it('an admin editing a product', async () => {
    const id = await addProduct(ctx.db, categoryId, {
      name: 'Linen Shirt',
      price: 799,
      images: ['linen-shirt'],
    });
    const popularity = await warm(id);
    const form = multipartBody([
      ['name', 'Linen Shirt, Sky Blue'],
      ['description', 'Cool and light.'],
      ['category', categoryId],
      ['price', '899'],
      ['brand', 'Little Loom'],
      ['sizes', JSON.stringify([{ size: 'M', stock: 5 }])],
      ['popularity', String(popularity)],
      ['existingImages', JSON.stringify(['linen-shirt'])],
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productPage(id)).toMatchObject({ name: 'Linen Shirt, Sky Blue', price: 899 });
    expect(await listed(id)).toMatchObject({ name: 'Linen Shirt, Sky Blue', popularity });
  });

  it('an admin setting stock', async () => {
    const id = await addProduct(ctx.db, categoryId, { name: 'Flip Flops', price: 199 });
    const popularity = await warm(id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/update-stock/${id}`,
      headers: admin,
      payload: { size: 'M', stock: 42 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productPage(id)).toMatchObject({ stock: 42, popularity });
    expect(await listed(id)).toMatchObject({ stock: 42 });
  });

  it('an admin renaming a category, in products and in the category filter', async () => {
    const category = await addCategory(ctx.db, 'Rainwear');
    const id = await addProduct(ctx.db, category, { name: 'Rain Boots', price: 699 });
    await productPage(id);
    const activeNames = async () =>
      ((await get('/api/admin/category/active')).data as { name: string }[]).map((c) => c.name);
    expect(await activeNames()).toContain('Rainwear');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${category}`,
      headers: admin,
      payload: { name: 'Monsoon', description: 'For wet days' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await productPage(id)).category).toEqual({ _id: category, name: 'Monsoon' });
    expect(await activeNames()).toContain('Monsoon');
    expect(await activeNames()).not.toContain('Rainwear');
  });

  it('an admin deleting a category', async () => {
    const category = await addCategory(ctx.db, 'Wintercoats');
    const id = await addProduct(ctx.db, category, { name: 'Puffer Coat', price: 1499 });
    await productPage(id);
    expect(await listed(id, category)).toBeDefined();
    await get('/api/admin/category/active');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${category}/delete`,
      headers: admin,
      payload: { isDeleted: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(await listed(id, category)).toBeUndefined();
    const active = (await get('/api/admin/category/active')).data as { _id: string }[];
    expect(active.map((c) => c._id)).not.toContain(category);
  });

  it('an order reserving stock, and the best sellers it changes', async () => {
    const id = await sizedProduct(ctx, categoryId, 250, 3);
    const popularity = await warm(id);
    const bestSellers = async () =>
      (await get('/api/products/best-selling-products')).topProducts as {
        _id: string;
        totalSold: number;
      }[];
    expect((await bestSellers()).map((p) => p._id)).not.toContain(id);
    await placedOrder(ctx, [{ productId: id, quantity: 2 }], 'COD');
    expect(await productPage(id)).toMatchObject({ stock: 1, popularity });
    expect(await listed(id)).toMatchObject({ stock: 1 });
    expect((await bestSellers()).find((p) => p._id === id)).toMatchObject({ totalSold: 2 });
  });

  it('a cancellation putting the stock back', async () => {
    const id = await sizedProduct(ctx, categoryId, 250, 3);
    const { buyer, order } = await placedOrder(ctx, [{ productId: id, quantity: 3 }], 'COD');
    const popularity = await warm(id);
    expect(await productPage(id)).toMatchObject({ stock: 0 });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productPage(id)).toMatchObject({ stock: 3, popularity });
    expect(await listed(id)).toMatchObject({ stock: 3 });
  });
});

describe('while changes cannot be heard', () => {
  it('reads from the database, and keeps nothing from before once listening again', async () => {
    const database = await openTestDatabase();
    const outages = listenWithOutages(database.listen);
    const deafCtx = await createTestApp({}, { database: { ...database, listen: outages.listen } });
    try {
      const category = await addCategory(deafCtx.db, 'Knitwear');
      const id = await addProduct(deafCtx.db, category, { name: 'Wool Cap', price: 399 });
      const popularityOf = async () => (await productPage(id, deafCtx)).popularity;
      const first = await popularityOf();
      await setPopularity(id, first + 1, deafCtx);
      expect(await popularityOf()).toBe(first);

      outages.drop();
      // Whatever changed meanwhile went unheard, so nothing is answered from memory.
      expect(await popularityOf()).toBe(first + 1);
      await setPopularity(id, first + 2, deafCtx);
      expect(await popularityOf()).toBe(first + 2);

      outages.restore();
      await setPopularity(id, first + 3, deafCtx);
      expect(await popularityOf()).toBe(first + 3);
      // Listening again, replies are kept once more.
      await setPopularity(id, first + 4, deafCtx);
      expect(await popularityOf()).toBe(first + 3);
    } finally {
      await deafCtx.close();
      await database.close();
    }
  });
});

describe('CATALOGUE_CACHE=off', () => {
  it('reads every catalogue reply from the database and marks none cacheable', async () => {
    const off = await createTestApp({ CATALOGUE_CACHE: 'off' });
    try {
      const category = await addCategory(off.db, 'Sleepwear');
      const id = await addProduct(off.db, category, { name: 'Night Suit', price: 599 });
      const first = await off.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers['cache-control']).toBeUndefined();
      await setPopularity(id, 77, off);
      expect((await productPage(id, off)).popularity).toBe(77);
      await writeUnannounced(off.db, (tx) =>
        tx.update(categories).set({ name: 'Nightwear' }).where(eq(categories.id, category)),
      );
      expect((await listed(id, category, off))?.category.name).toBe('Nightwear');
    } finally {
      await off.close();
    }
  });
});
