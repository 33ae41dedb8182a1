import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@littleloom/shared';
import { searchSynonymGroups } from '../../../db/schema';
import { addSearchCatalogue, type SearchCatalogue } from '../../../testing/search-catalogue';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let shop: SearchCatalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await addSearchCatalogue(ctx.db);
  // Typos and plurals alone: the synonyms ("frock" finding dresses) are tested in synonym-search.test.ts.
  await ctx.db.delete(searchSynonymGroups);
});

afterAll(async () => {
  await ctx.close();
});

async function list(query: string): Promise<ProductPage> {
  // Every match on one page, unless the test pages itself.
  const all = query.includes('limit=') ? '' : 'limit=60&';
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${all}${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json();
}

const namesOf = (products: Product[]) => products.map((p) => p.name);
const names = async (query: string) => namesOf((await list(query)).products);
const search = (text: string) => `search=${encodeURIComponent(text)}`;

/** Misspellings shoppers type, and the product each must find first. */
const MISSPELLINGS: [typed: string, first: string][] = [
  ['frok', 'Floral Frock'],
  ['dungree', 'Denim Dungarees'],
  ['dungris', 'Denim Dungarees'],
  ['kurtha', 'Cotton Kurta'],
  ['lehnga', 'Silk Lehenga Choli'],
  ['rompr', 'Striped Romper'],
  ['bodysiut', 'Bodysuit Pack of 3'],
  ['bodysute', 'Bodysuit Pack of 3'],
  ['sweatshrit', 'Hooded Sweatshirt'],
  ['swetshirt', 'Hooded Sweatshirt'],
  ['jumsuit', 'Denim Jumpsuit'],
  ['jumpsiut', 'Denim Jumpsuit'],
  ['sneekers', 'Light-up Sneakers'],
  ['snekers', 'Light-up Sneakers'],
  ['sandels', 'Velcro Sandals'],
  ['sandle', 'Velcro Sandals'],
  ['leggins', 'Cotton Leggings'],
  ['legings', 'Cotton Leggings'],
  ['cardigen', 'Woollen Cardigan'],
  ['cardgan', 'Woollen Cardigan'],
  ['swadle', 'Muslin Swaddle'],
  ['backpak', 'School Backpack'],
  ['pyjamma', 'Cotton Pyjama Set'],
  // Brands: the most popular of the brand first.
  ['hopscoch', 'Dino T-Shirt'],
  ['hopskotch', 'Dino T-Shirt'],
  ['skechrs', 'Light-up Sneakers'],
  ['fabindya', 'Cotton Kurta'],
  ['mothrcare', 'Bodysuit Pack of 3'],
  // Categories: the most popular of the category first.
  ['footwer', 'Light-up Sneakers'],
  ['nightware', 'Cotton Pyjama Set'],
  // Several words, one or more misspelt.
  ['floral frok', 'Floral Frock'],
  ['tuttu skirrt', 'Tutu Skirt'],
  ['denim jumpsiut', 'Denim Jumpsuit'],
  ['woolen cardigan', 'Woollen Cardigan'],
  ['lehnga choli', 'Silk Lehenga Choli'],
];

describe('a misspelt search', () => {
  it.each(MISSPELLINGS)('"%s" finds %s first', async (typed, first) => {
    const page = await list(search(typed));
    expect(page.products[0]?.name, namesOf(page.products).join(', ')).toBe(first);
    expect(page.closestMatches).toEqual([]);
  });

  it('finds every product of a misspelt brand', async () => {
    expect((await names(search('hopscoch'))).sort()).toEqual([
      'Denim Jumpsuit',
      'Dino T-Shirt',
      'Frog Print Raincoat',
      'Tutu Skirt',
    ]);
  });
});

describe('words as typed', () => {
  it('match plural or singular alike', async () => {
    expect(await names(search('frocks'))).toEqual(['Floral Frock', 'Party Frock']);
    expect(await names(search('frock'))).toEqual(['Floral Frock', 'Party Frock']);
    expect(await names(search('pyjamas'))).toEqual(['Cotton Pyjama Set']);
    expect(await names(search('dresses'))).toEqual(['Tiered Maxi Dress']);
    expect(await names(search('sneaker'))).toEqual(['Light-up Sneakers']);
  });

  it('match in any order, and a word in the brand or category with one in the name', async () => {
    expect(await names(search('frock floral'))).toEqual(await names(search('floral frock')));
    expect(await names(search('frock floral'))).toEqual(['Floral Frock']);
    expect(await names(search('hopscotch girls'))).toEqual(['Tutu Skirt', 'Denim Jumpsuit']);
    expect(await names(search('frock for girls'))).toEqual(['Floral Frock', 'Party Frock']);
  });

  it('are still found as typed, inside words, and the whole text too', async () => {
    expect(await names(search('jump'))).toEqual(['Denim Jumpsuit']);
    expect(await names(search('sweat shirt'))).toEqual(['Hooded Sweatshirt']);
    expect((await names(search('t-shirt')))[0]).toBe('Dino T-Shirt');
    expect((await names(search('h&m'))).sort()).toEqual(['Floral Frock', 'Rain Jacket']);
    expect(await names(search('rain jacket'))).toEqual(['Rain Jacket']);
  });

  it('spelt right are never taken for a typo of another word', async () => {
    // "Frog" shares half its trigrams with "frock", and is found by the typo "frok" only.
    expect(await names(search('frock'))).not.toContain('Frog Print Raincoat');
    expect(await names(search('frok'))).toContain('Frog Print Raincoat');
  });

  it('of one or two letters add nothing on their own, and three letters are not fuzzy', async () => {
    expect(await names(search('a frock'))).toEqual(['Floral Frock', 'Party Frock']);
    expect(await names(search('frock 3 y'))).toEqual(['Floral Frock', 'Party Frock']);
    // "caw" would share half its trigrams with "Cardigan" and "Carter's".
    const caw = await list(search('caw'));
    expect(caw.total).toBe(0);
    expect(caw.closestMatches).toEqual([]);
  });

  it('never find what is not on sale', async () => {
    expect(await names(search('old frock'))).toEqual([]);
    expect(await names(search('retired'))).toEqual([]);
    expect(await names(search('kurta'))).toEqual(['Cotton Kurta']);
    expect(await names(search('zara'))).toEqual([]);
  });
});

describe('relevance', () => {
  it('puts a name above a brand, whatever the popularity', async () => {
    // The socks are the least popular product, the Max leggings among the most.
    expect(await names(search('max'))).toEqual([
      'Max Comfort Socks',
      'Tiered Maxi Dress',
      'Cotton Leggings',
    ]);
  });

  it('puts a whole word above a part of a word, and a brand above a category', async () => {
    expect(await names(search('shirt'))).toEqual(['Dino T-Shirt', 'Hooded Sweatshirt']);
    // Babyhug's frock is less popular than the first of the Baby category.
    expect(await names(search('baby'))).toEqual([
      'Party Frock',
      'Bodysuit Pack of 3',
      'Striped Romper',
      'Muslin Swaddle',
      'Max Comfort Socks',
    ]);
  });

  it('is the default order, and the same when asked for', async () => {
    expect(await list(`${search('frok')}&sort=relevant`)).toEqual(await list(search('frok')));
  });

  it('needs every word found', async () => {
    expect(await names(search('cotton kurtha'))).toEqual(['Cotton Kurta']);
    expect((await names(search('cotton'))).sort()).toEqual([
      'Cotton Kurta',
      'Cotton Leggings',
      'Cotton Pyjama Set',
    ]);
  });
});

describe('with category, filters, sort and pages', () => {
  it('narrows the matches by category and filters', async () => {
    expect(await names(`${search('frok')}&category=${shop.categories.girls}`)).toEqual([
      'Floral Frock',
      'Party Frock',
    ]);
    expect(await names(`${search('frok')}&onSale=true`)).toEqual(['Floral Frock']);
    expect(await names(`${search('hopscoch')}&maxPrice=700`)).toEqual([
      'Dino T-Shirt',
      'Tutu Skirt',
    ]);
  });

  it('keeps the order of any other sort', async () => {
    // Prices paid: 649.5, 799, 1099.
    expect(await names(`${search('frok')}&sort=low-to-high`)).toEqual([
      'Floral Frock',
      'Frog Print Raincoat',
      'Party Frock',
    ]);
    expect(await names(`${search('frok')}&sort=high-to-low`)).toEqual([
      'Party Frock',
      'Frog Print Raincoat',
      'Floral Frock',
    ]);
    expect(await names(`${search('hopscoch')}&sort=a-z`)).toEqual([
      'Denim Jumpsuit',
      'Dino T-Shirt',
      'Frog Print Raincoat',
      'Tutu Skirt',
    ]);
  });

  it('pages the matches in order of relevance', async () => {
    const all = await names(search('hopscoch'));
    const pages = [];
    for (const page of [1, 2]) {
      const reply = await list(`${search('hopscoch')}&limit=3&page=${page}`);
      expect(reply).toMatchObject({ total: 4, page, pages: 2 });
      pages.push(...namesOf(reply.products));
    }
    expect(pages).toEqual(all);
  });

  it('counts in the total and the facets exactly what it lists', async () => {
    for (const query of [
      search('frok'),
      search('hopscoch'),
      search('cotton'),
      `${search('frok')}&category=${shop.categories.girls}`,
      `${search('hopscoch')}&inStock=true&maxPrice=1000`,
    ]) {
      const page = await list(query);
      expect(page.total, query).toBe(page.products.length);
      // No brand filter is set, so each brand's count is its share of the list.
      const listedBrands = new Map<string, number>();
      for (const product of page.products) {
        listedBrands.set(product.brand, (listedBrands.get(product.brand) ?? 0) + 1);
      }
      const counted = page.facets.brands.filter((brand) => brand.count > 0);
      expect(new Map(counted.map((brand) => [brand.value, brand.count])), query).toEqual(
        listedBrands,
      );
      const sizeCounts = new Map<string, number>();
      for (const product of page.products) {
        for (const size of product.sizes.filter((s) => s.stock > 0)) {
          sizeCounts.set(size.size, (sizeCounts.get(size.size) ?? 0) + 1);
        }
      }
      const countedSizes = page.facets.sizes.filter((size) => size.count > 0);
      expect(new Map(countedSizes.map((size) => [size.value, size.count])), query).toEqual(
        sizeCounts,
      );
      expect(page.facets.onSale, query).toBe(
        page.products.filter((p) => p.discountPrice !== null).length,
      );
    }
  });
});

describe('closest matches', () => {
  it('are offered when the search and filters find nothing, whatever the filters', async () => {
    const page = await list(`${search('frok')}&brand=Crocs`);
    expect(page.total).toBe(0);
    expect(page.products).toEqual([]);
    expect(namesOf(page.closestMatches).slice(0, 2)).toEqual(['Floral Frock', 'Party Frock']);
    expect(page.closestMatches.length).toBeLessThanOrEqual(4);
    const inBoys = await list(`${search('floral frock')}&category=${shop.categories.boys}`);
    expect(inBoys.total).toBe(0);
    expect(namesOf(inBoys.closestMatches)[0]).toBe('Floral Frock');
  });

  it('take the words that match when others match nothing, most alike first', async () => {
    const page = await list(search('floral frock zzzz'));
    expect(page.total).toBe(0);
    // Words spelt right are matched as typed there too: no "Frog" for "frock".
    expect(namesOf(page.closestMatches)).toEqual(['Floral Frock', 'Party Frock']);
    expect(page.closestMatches[0]).toMatchObject({
      _id: shop.products['Floral Frock'],
      brand: 'H&M',
      price: 899,
      discountPrice: 649.5,
      category: { _id: shop.categories.girls, name: 'Girls' },
    });
  });

  it('reach a little further than the list', async () => {
    // "jaket" is 0.44 alike to "Jacket": too little for the list, enough to be offered.
    const page = await list(search('jaket'));
    expect(page.total).toBe(0);
    expect(namesOf(page.closestMatches)).toEqual(['Rain Jacket']);
  });

  it('are at most four', async () => {
    const page = await list(`${search('mothercare')}&brand=Crocs`);
    expect(page.total).toBe(0);
    expect(page.closestMatches).toHaveLength(4);
  });

  it('are none for junk, when something is found, or without a search', async () => {
    for (const query of [search('zzzzqqq'), search('qwxv'), search('%')]) {
      const page = await list(query);
      expect(page.total, query).toBe(0);
      expect(page.closestMatches, query).toEqual([]);
    }
    expect((await list(search('frok'))).closestMatches).toEqual([]);
    const nothing = await list('brand=Nobody');
    expect(nothing.total).toBe(0);
    expect(nothing.closestMatches).toEqual([]);
  });

  it('are described in the API documentation', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const reply =
      doc.paths['/api/products'].get.responses['200'].content['application/json'].schema;
    expect(reply.properties.closestMatches.type).toBe('array');
    expect(reply.required).toContain('closestMatches');
  });
});
