import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { addCategory, addOrder, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const [buyer] = await ctx.db
    .insert(users)
    .values({ name: 'Buyer', email: 'buyer@example.com' })
    .returning();
  const boys = await addCategory(ctx.db, 'Boys');
  const girls = await addCategory(ctx.db, 'Girls');
  const gone = await addCategory(ctx.db, 'Gone', true);
  const tee = await addProduct(ctx.db, boys, {
    name: 'Dino Tee',
    brand: 'Hopscotch',
    price: 399,
    discountPrice: 349,
    images: ['img-tee'],
  });
  const shorts = await addProduct(ctx.db, boys, {
    name: 'Cargo Shorts',
    brand: 'Babyhug',
    price: 549,
  });
  const frock = await addProduct(ctx.db, girls, {
    name: 'Floral Frock',
    brand: 'H&M',
    price: 899,
    images: ['img-frock'],
  });
  const hidden = await addProduct(ctx.db, girls, {
    name: 'Hidden',
    brand: 'H&M',
    price: 100,
    isDeleted: true,
  });
  const retired = await addProduct(ctx.db, gone, { name: 'Retired', brand: 'Old', price: 100 });
  const id = buyer!.id;
  await addOrder(ctx.db, id, [
    { productId: tee, quantity: 3 },
    { productId: frock, quantity: 2 },
  ]);
  await addOrder(ctx.db, id, [
    { productId: tee, quantity: 1, status: 'CANCELLED' },
    { productId: frock, quantity: 4, status: 'SHIPPED' },
    { productId: shorts, quantity: 2, status: 'RETURNED' },
  ]);
  // A failed card payment sold nothing.
  await addOrder(ctx.db, id, [{ productId: shorts, quantity: 9, status: 'PENDING' }], {
    paymentStatus: 'Failed',
  });
  await addOrder(ctx.db, id, [
    { productId: shorts, quantity: 1 },
    { productId: hidden, quantity: 50 },
    { productId: retired, quantity: 50 },
  ]);
});

afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('best sellers', () => {
  it('ranks products by units sold, leaving out cancelled, returned, failed and hidden sales', async () => {
    const { topProducts } = await get('/api/products/best-selling-products');
    expect(
      topProducts.map((p: { name: string; totalSold: number }) => [p.name, p.totalSold]),
    ).toEqual([
      ['Floral Frock', 6],
      ['Dino Tee', 3],
      ['Cargo Shorts', 1],
    ]);
    expect(topProducts[0]).toMatchObject({
      productId: topProducts[0]._id,
      price: 899,
      discountPrice: null,
      images: [{ public_id: 'img-frock' }],
    });
    // The sale price rides along, so the dashboard can show what the shop sells at.
    expect(topProducts[1]).toMatchObject({ name: 'Dino Tee', price: 399, discountPrice: 349 });
  });

  it('ranks categories and brands the same way', async () => {
    const { topCategories } = await get('/api/products/best-selling-categories');
    expect(
      topCategories.map((c: { categoryName: string; totalSold: number }) => [
        c.categoryName,
        c.totalSold,
      ]),
    ).toEqual([
      ['Girls', 6],
      ['Boys', 4],
    ]);
    expect(topCategories[0].categoryImage).toBe('/uploads/img-frock-sm.webp');
    const { topBrands } = await get('/api/products/best-selling-brands');
    expect(topBrands).toEqual([
      { brand: 'H&M', totalSold: 6 },
      { brand: 'Hopscotch', totalSold: 3 },
      { brand: 'Babyhug', totalSold: 1 },
    ]);
  });

  it('honours a smaller limit', async () => {
    const { topProducts } = await get('/api/products/best-selling-products?limit=1');
    expect(topProducts).toHaveLength(1);
  });
});
