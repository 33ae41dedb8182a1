import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTION_MESSAGES, type SearchSuggestions } from '@littleloom/shared';
import { addProduct } from '../../../testing/fixtures';
import { addSearchCatalogue, type SearchCatalogue } from '../../../testing/search-catalogue';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let shop: SearchCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await addSearchCatalogue(ctx.db);
});

afterAll(async () => {
  await ctx.close();
});

const get = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/products/suggestions?${query}` });

async function suggest(text: string): Promise<SearchSuggestions> {
  const res = await get(`q=${encodeURIComponent(text)}`);
  expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
  return res.json();
}

const productNames = async (text: string) => (await suggest(text)).products.map((p) => p.name);

describe('GET /api/products/suggestions', () => {
  it('suggests the products the collection lists first, forgiving typos', async () => {
    expect(await productNames('frok')).toEqual([
      'Floral Frock',
      'Party Frock',
      'Frog Print Raincoat',
    ]);
    expect((await productNames('sneekers'))[0]).toBe('Light-up Sneakers');
    expect(await productNames('floral frok')).toEqual(['Floral Frock']);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/products?search=cotton' });
    expect(await productNames('cotton')).toEqual(
      (listed.json().products as { name: string }[]).map((p) => p.name),
    );
  });

  it('suggests five products at most, with their price and first thumbnail', async () => {
    const { products } = await suggest('girls');
    expect(products).toHaveLength(5);
    const { products: frocks } = await suggest('floral frock');
    expect(frocks).toEqual([
      {
        _id: shop.products['Floral Frock'],
        name: 'Floral Frock',
        brand: 'H&M',
        price: 899,
        discountPrice: 649.5,
        colour: null,
        thumbnailUrl: '/uploads/img-floral-frock-sm.webp',
      },
    ]);
    expect((await suggest('party frock')).products[0]).toMatchObject({
      discountPrice: null,
      thumbnailUrl: null,
    });
  });

  it('names each colour of a style, so two colours of one product can be told apart', async () => {
    const styleId = randomUUID();
    for (const colour of [
      { name: 'Navy', hex: '#23395d' },
      { name: 'Sky blue', hex: '#8cc8ec' },
    ]) {
      await addProduct(ctx.db, shop.categories.girls, {
        name: 'Zigzag Knit Cardigan',
        brand: 'Mini Klub',
        price: 799,
        colour,
        styleId,
      });
    }
    const { products } = await suggest('zigzag cardigan');
    const colours = products.map((p) => p.colour);
    expect(colours.sort((a, b) => (a?.name ?? '').localeCompare(b?.name ?? ''))).toEqual([
      { name: 'Navy', hex: '#23395d' },
      { name: 'Sky blue', hex: '#8cc8ec' },
    ]);
  });

  it('suggests the live categories a word names, spelt right, in part or misspelt', async () => {
    expect((await suggest('girls')).categories).toEqual([
      { _id: shop.categories.girls, name: 'Girls' },
    ]);
    expect((await suggest('foot')).categories).toEqual([
      { _id: shop.categories.footwear, name: 'Footwear' },
    ]);
    expect((await suggest('footwer')).categories).toEqual([
      { _id: shop.categories.footwear, name: 'Footwear' },
    ]);
    // Most alike first.
    expect((await suggest('wear')).categories.map((c) => c.name)).toEqual([
      'Ethnic Wear',
      'Winter Wear',
      'Footwear',
      'Nightwear',
    ]);
    expect((await suggest('retired')).categories).toEqual([]);
  });

  it('suggests the brands of products on sale that a word names, each once', async () => {
    expect((await suggest('hopscoch')).brands).toEqual(['Hopscotch']);
    expect((await suggest('mothrcare')).brands).toEqual(['Mothercare']);
    expect((await suggest('hopscotch frock')).brands).toEqual(['Hopscotch']);
    expect((await suggest('h&m')).brands).toEqual(['H&M']);
    // Zara's products are not on sale.
    expect((await suggest('zara')).brands).toEqual([]);
  });

  it('suggests nothing for junk', async () => {
    expect(await suggest('zzzzqqq')).toEqual({
      success: true,
      products: [],
      categories: [],
      brands: [],
    });
  });

  it('reads the text whatever its case and spaces, as one cached reply', async () => {
    const first = await get('q=%20Floral%20FROK%20');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeDefined();
    const again = await get('q=floral%20frok');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses no text, blank text or too long a text, and is never taken for a product id', async () => {
    for (const [query, message] of [
      ['', SEARCH_SUGGESTION_MESSAGES.textRequired],
      ['q=', SEARCH_SUGGESTION_MESSAGES.textRequired],
      ['q=%20%20', SEARCH_SUGGESTION_MESSAGES.textRequired],
      [`q=${'a'.repeat(101)}`, SEARCH_SUGGESTION_MESSAGES.textTooLong],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ success: false, message });
    }
  });

  it('is described in the API documentation', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/products/suggestions'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(['q']);
    const reply = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(reply.properties).sort()).toEqual([
      'brands',
      'categories',
      'products',
      'success',
    ]);
  });
});
