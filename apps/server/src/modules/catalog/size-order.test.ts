import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, Product, ProductPage } from '@littleloom/shared';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let romperId: string;

/** As a parent reads them: months, years, letters, shoes, Free Size. */
const IN_ORDER = ['0-3M', '3-6M', '12-18M', '2-3Y', '8-9Y', 'S', 'M', 'UK 4', 'UK 10', 'Free Size'];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  const baby = await addCategory(ctx.db, 'Baby');
  // Entered jumbled, as an owner adds sizes over the seasons.
  romperId = await addProduct(ctx.db, baby, {
    name: 'Knit Romper',
    price: 699,
    sizes: ['Free Size', '12-18M', 'UK 10', '2-3Y', 'M', '0-3M', 'UK 4', '8-9Y', 'S', '3-6M'].map(
      (size) => ({ size, stock: 2 }),
    ),
  });
  await addProduct(ctx.db, baby, {
    name: 'Knit Booties',
    price: 399,
    sizes: [
      { size: 'UK 4', stock: 1 },
      { size: '3-6M', stock: 1 },
    ],
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('sizes are listed in size order', () => {
  it('in the collection filter, counted from memory and by the database (a search)', async () => {
    for (const url of ['/api/products', '/api/products?search=Knit']) {
      const reply = await ctx.app.inject({ method: 'GET', url });
      const page = reply.json<ProductPage>();
      expect(page.facets.sizes.map((size) => size.value)).toEqual(IN_ORDER);
    }
  });

  it('on the product page, its card and the back office', async () => {
    const shopper = await ctx.app.inject({ method: 'GET', url: `/api/products/${romperId}` });
    const product = shopper.json<{ product?: Product }>().product ?? shopper.json<Product>();
    expect(product.sizes.map((line) => line.size)).toEqual(IN_ORDER);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/products?search=Romper' });
    expect(list.json<ProductPage>().products[0]?.sizes.map((line) => line.size)).toEqual(IN_ORDER);

    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${romperId}`,
      headers: admin,
    });
    expect(back.json<{ product: AdminProduct }>().product.sizes.map((line) => line.size)).toEqual(
      IN_ORDER,
    );
  });
});
