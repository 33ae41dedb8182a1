import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIST_MESSAGES, type ProductPage } from '@littleloom/shared';
import { products } from '../../../db/schema';
import { writeUnannounced } from '../../../testing/catalogue';
import { addCategory, addProduct } from '../../../testing/fixtures';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let girls: string;
let boys: string;
const pink = { name: 'pink', hex: '#f29bb8' };
const navy = { name: 'Navy', hex: '#23395d' };

beforeAll(async () => {
  ctx = await createTestApp();
  girls = await addCategory(ctx.db, 'Girls');
  boys = await addCategory(ctx.db, 'Boys');
  const retired = await addCategory(ctx.db, 'Retired', true);
  // Prices a shopper pays: 649.5, 1099, 299, 399, 549, 750.
  await addProduct(ctx.db, girls, {
    name: 'Floral Frock',
    brand: 'H&M',
    price: 899,
    discountPrice: 649.5,
    sizes: [
      { size: '2-3Y', stock: 4 },
      { size: '3-4Y', stock: 0 },
    ],
    popularity: 50,
    colour: pink,
  });
  // Spelt and drawn differently from the other pinks: still the same colour to a shopper.
  await addProduct(ctx.db, girls, {
    name: 'Party Frock',
    brand: 'Babyhug',
    price: 1099,
    sizes: [{ size: '3-4Y', stock: 2 }],
    popularity: 40,
    colour: { name: 'Pink', hex: '#e87aa0' },
  });
  await addProduct(ctx.db, girls, {
    name: 'Sold Out Frock',
    brand: 'Hopscotch',
    price: 499,
    discountPrice: 299,
    sizes: [{ size: '2-3Y', stock: 0 }],
    popularity: 30,
  });
  await addProduct(ctx.db, boys, {
    name: 'Dino Tee',
    brand: 'Hopscotch',
    price: 399,
    sizes: [
      { size: '2-3Y', stock: 1 },
      { size: '4-5Y', stock: 3 },
    ],
    popularity: 90,
    colour: navy,
  });
  await addProduct(ctx.db, boys, {
    name: 'Cargo Shorts',
    brand: 'Babyhug',
    price: 549,
    sizes: [{ size: '4-5Y', stock: 6 }],
    popularity: 10,
    colour: { name: 'Olive', hex: '#7a7d3a' },
  });
  await addProduct(ctx.db, boys, {
    name: 'Rain Jacket',
    brand: 'H&M',
    price: 999,
    discountPrice: 750,
    sizes: [{ size: '3-4Y', stock: 1 }],
    popularity: 20,
    colour: pink,
  });
  // Never counted: not on sale.
  const red = { name: 'Red', hex: '#d64045' };
  await addProduct(ctx.db, girls, {
    name: 'Old Frock',
    brand: 'Zara',
    price: 99,
    isDeleted: true,
    colour: red,
  });
  await addProduct(ctx.db, retired, { name: 'Retired Tee', brand: 'Zara', price: 99, colour: red });
});

afterAll(async () => {
  await ctx.close();
});

const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });

async function list(query: string): Promise<ProductPage> {
  const res = await get(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json();
}

const names = async (query: string) => (await list(query)).products.map((p) => p.name).sort();

const join = (...parts: string[]) => parts.filter((part) => part !== '').join('&');

describe('each filter alone', () => {
  it('size keeps products with any of the sizes in stock', async () => {
    expect(await names('size=2-3Y')).toEqual(['Dino Tee', 'Floral Frock']);
    expect(await names('size=3-4Y&size=4-5Y')).toEqual([
      'Cargo Shorts',
      'Dino Tee',
      'Party Frock',
      'Rain Jacket',
    ]);
  });

  it('brand keeps any of the brands, repeated or comma-separated', async () => {
    expect(await names(`brand=${encodeURIComponent('H&M')}`)).toEqual([
      'Floral Frock',
      'Rain Jacket',
    ]);
    expect(await names('brand=Babyhug,Hopscotch')).toEqual(
      await names('brand=Hopscotch&brand=Babyhug'),
    );
    expect(await names('brand=Babyhug,Hopscotch')).toHaveLength(4);
  });

  it('colour keeps any of the colours, whatever their case, and never products without one', async () => {
    expect(await names('colour=pink')).toEqual(['Floral Frock', 'Party Frock', 'Rain Jacket']);
    expect(await names('colour=PINK,navy')).toEqual(await names('colour=Navy&colour=Pink'));
    expect(await names('colour=Navy,Olive')).toEqual(['Cargo Shorts', 'Dino Tee']);
    // Not on sale, so not found by colour either.
    expect((await list('colour=Red')).total).toBe(0);
  });

  it('price bounds apply to the price a shopper pays, both ends included', async () => {
    // The frock costs 899 but sells at 649.5.
    expect(await names('minPrice=649.5&maxPrice=750')).toEqual(['Floral Frock', 'Rain Jacket']);
    expect(await names('maxPrice=399')).toEqual(['Dino Tee', 'Sold Out Frock']);
    expect(await names('minPrice=1000')).toEqual(['Party Frock']);
  });

  it('inStock keeps products with a size in stock, onSale those with a sale price', async () => {
    expect(await names('inStock=true')).not.toContain('Sold Out Frock');
    expect((await list('inStock=true')).total).toBe(5);
    expect((await list('inStock=false')).total).toBe(6);
    expect(await names('onSale=true')).toEqual(['Floral Frock', 'Rain Jacket', 'Sold Out Frock']);
  });
});

describe('filters with search, category, sort and pages', () => {
  it('narrow the searched category, sorted by price and paged', async () => {
    const query = `category=${girls}&search=frock&inStock=true&sort=high-to-low&limit=1`;
    const first = await list(`${query}&page=1`);
    expect(first).toMatchObject({ total: 2, page: 1, pages: 2 });
    expect(first.products.map((p) => p.name)).toEqual(['Party Frock']);
    const second = await list(`${query}&page=2`);
    expect(second.products.map((p) => p.name)).toEqual(['Floral Frock']);
  });

  it('combine across facets', async () => {
    const page = await list(`category=${boys}&brand=Babyhug,H%26M&size=3-4Y&sort=low-to-high`);
    expect(page.products.map((p) => p.name)).toEqual(['Rain Jacket']);
    expect(page.total).toBe(1);
    expect(await names('search=hopscotch&onSale=true&maxPrice=300')).toEqual(['Sold Out Frock']);
  });
});

describe('facets', () => {
  // Built when the tests run: the category ids exist only then.
  const queries = () => [
    '',
    `category=${girls}`,
    'search=frock',
    'brand=Babyhug&inStock=true',
    `category=${boys}&size=4-5Y&onSale=true`,
    'colour=pink&inStock=true',
    `category=${boys}&colour=Navy,olive&maxPrice=600`,
    'colour=Pink&brand=H%26M,Babyhug&size=3-4Y',
    'minPrice=400&maxPrice=800&brand=H%26M,Hopscotch',
    'size=2-3Y,3-4Y&onSale=true&minPrice=500',
  ];

  it('count what each value would show, with the other filters', async () => {
    for (const query of queries()) await expectFacetsMatchTotals(query);
  });

  async function expectFacetsMatchTotals(query: string) {
    const { facets } = await list(query);
    const params = new URLSearchParams(query);
    const without = (...names: string[]) => {
      const rest = new URLSearchParams(params);
      for (const name of names) rest.delete(name);
      return rest.toString();
    };
    for (const { value, count } of facets.categories) {
      const chosen = await list(join(without('category'), `category=${value}`));
      expect(count, `${query}: category ${value}`).toBe(chosen.total);
    }
    for (const category of [girls, boys]) {
      if (facets.categories.some(({ value }) => value === category)) continue;
      const chosen = await list(join(without('category'), `category=${category}`));
      expect(chosen.total, `${query}: category ${category} left out`).toBe(0);
    }
    for (const { value, count } of facets.sizes) {
      const chosen = await list(join(without('size'), `size=${encodeURIComponent(value)}`));
      expect(count, `${query}: size ${value}`).toBe(chosen.total);
    }
    for (const { value, count } of facets.colours) {
      const chosen = await list(join(without('colour'), `colour=${encodeURIComponent(value)}`));
      expect(count, `${query}: colour ${value}`).toBe(chosen.total);
    }
    for (const { value, count } of facets.brands) {
      const chosen = await list(join(without('brand'), `brand=${encodeURIComponent(value)}`));
      expect(count, `${query}: brand ${value}`).toBe(chosen.total);
    }
    expect(facets.inStock, query).toBe(
      (await list(join(without('inStock'), 'inStock=true'))).total,
    );
    expect(facets.onSale, query).toBe((await list(join(without('onSale'), 'onSale=true'))).total);
    // The range spans exactly what the other filters leave.
    const unpriced = await list(without('minPrice', 'maxPrice'));
    if (facets.price === null) {
      expect(unpriced.total).toBe(0);
    } else {
      const bounded = `minPrice=${facets.price.min}&maxPrice=${facets.price.max}`;
      expect((await list(join(without('minPrice', 'maxPrice'), bounded))).total).toBe(
        unpriced.total,
      );
      const paid = unpriced.products.map((p) => p.discountPrice ?? p.price);
      expect(Math.min(...paid)).toBe(facets.price.min);
      expect(Math.max(...paid)).toBe(facets.price.max);
    }
  }

  it('list every value of the searched categories, with 0 where nothing matches', async () => {
    const { facets, total } = await list(`category=${girls}&brand=Hopscotch`);
    expect(total).toBe(1);
    expect(facets.brands).toEqual([
      { value: 'Babyhug', count: 1 },
      { value: 'H&M', count: 1 },
      { value: 'Hopscotch', count: 1 },
    ]);
    // Sizes count stock only: the one Hopscotch frock has none.
    expect(facets.sizes).toEqual([
      { value: '2-3Y', count: 0 },
      { value: '3-4Y', count: 0 },
    ]);
    expect(facets.inStock).toBe(0);
    expect(facets.onSale).toBe(1);
    expect(facets.price).toEqual({ min: 299, max: 299 });
    // The frock without a colour is in no value; two pinks spelt alike as often: the first in
    // byte order stands for both.
    expect(facets.colours).toEqual([{ value: 'Pink', count: 0, hex: '#e87aa0' }]);
    // Products not on sale add no values.
    expect((await list('')).facets.brands.map((b) => b.value)).not.toContain('Zara');
  });

  it('count every category as if it alone were ticked, leaving out those with nothing to show', async () => {
    const { facets, total } = await list(`category=${girls}&size=4-5Y`);
    // No frock comes in 4-5Y, so ticking Girls shows nothing; Boys would show the tee and shorts.
    expect(total).toBe(0);
    expect(facets.categories).toEqual([{ value: boys, count: 2 }]);
    // The retired category and the deleted frock are never counted.
    const all = await list('');
    expect(all.facets.categories).toEqual(
      [
        { value: girls, count: 3 },
        { value: boys, count: 3 },
      ].sort((a, b) => (a.value < b.value ? -1 : 1)),
    );
  });

  it('name each colour as most products spell it and draw it, in name order', async () => {
    expect((await list('brand=Babyhug')).facets.colours).toEqual([
      { value: 'Navy', count: 0, hex: '#23395d' },
      { value: 'Olive', count: 1, hex: '#7a7d3a' },
      { value: 'pink', count: 1, hex: '#f29bb8' },
    ]);
  });

  it('have no price range when nothing matches', async () => {
    const { facets, total } = await list('search=nothing-like-this');
    expect(total).toBe(0);
    expect(facets).toEqual({
      categories: [],
      sizes: [],
      colours: [],
      brands: [],
      price: null,
      inStock: 0,
      onSale: 0,
    });
  });
});

describe('validation', () => {
  it('refuses a negative price or a minimum above the maximum, with a message', async () => {
    for (const [query, message] of [
      ['minPrice=-1', PRODUCT_LIST_MESSAGES.minPriceInvalid],
      ['maxPrice=-0.5', PRODUCT_LIST_MESSAGES.maxPriceInvalid],
      ['minPrice=abc', PRODUCT_LIST_MESSAGES.minPriceInvalid],
      ['maxPrice=10.555', PRODUCT_LIST_MESSAGES.maxPriceInvalid],
      ['minPrice=500&maxPrice=400', PRODUCT_LIST_MESSAGES.minAboveMax],
      ['inStock=yes', PRODUCT_LIST_MESSAGES.flagInvalid],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ success: false, message });
    }
    expect(await names('minPrice=399&maxPrice=399')).toEqual(['Dino Tee']);
  });

  it('answers an unknown size or brand with an empty list', async () => {
    for (const query of ['size=XXL', 'brand=Nobody', 'brand=h%26m']) {
      const page = await list(query);
      expect(page.total, query).toBe(0);
      expect(page.products, query).toEqual([]);
    }
  });

  it('answers an unknown colour with an empty list, and refuses an overlong one', async () => {
    expect((await list('colour=Plaid')).total).toBe(0);
    expect((await get(`colour=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });
});

describe('the catalogue cache', () => {
  it('keeps one entry for every spelling of the same filters', async () => {
    const first = await list(
      'brand=Hopscotch,Babyhug&size=4-5Y&inStock=true&minPrice=100&sort=popularity',
    );
    const top = first.products[0]!;
    expect(top.name).toBe('Dino Tee');
    // A change nobody announces shows only in replies read afresh from the database.
    await writeUnannounced(ctx.db, (tx) =>
      tx.update(products).set({ popularity: 12345 }).where(eq(products.id, top._id)),
    );
    const respelled = await list(
      'sort=popularity&minPrice=100.00&inStock=true&size=4-5Y&brand=Babyhug&brand=Hopscotch&brand=Babyhug',
    );
    expect(respelled).toEqual(first);
    expect(respelled.products[0]?.popularity).not.toBe(12345);
    // Another query is another entry, read afresh (a search is matched by the database itself).
    const other = await list('search=dino&brand=Hopscotch&size=4-5Y&inStock=true&sort=popularity');
    expect(other.products[0]).toMatchObject({ _id: top._id, popularity: 12345 });
  });
});

describe('the API description', () => {
  it('documents the filters and the facets of GET /api/products', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/products'].get;
    const parameters = (operation.parameters as { name: string }[]).map((p) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'size',
        'colour',
        'brand',
        'minPrice',
        'maxPrice',
        'inStock',
        'onSale',
      ]),
    );
    const reply = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(reply.properties.facets.properties).sort()).toEqual([
      'brands',
      'categories',
      'colours',
      'inStock',
      'onSale',
      'price',
      'sizes',
    ]);
  });
});
