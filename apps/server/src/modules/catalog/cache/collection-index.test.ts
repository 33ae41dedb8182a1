import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ProductPage } from '@littleloom/shared';
import type { DatabaseHandle } from '../../../db/client';
import { categories, productImages, products, productSizes } from '../../../db/schema';
import { listenWithOutages, writeUnannounced } from '../../../testing/catalogue';
import { addCategory, addProduct, type ProductFixture } from '../../../testing/fixtures';
import { placedOrder } from '../../../testing/order-journeys';
import { createTestApp, openTestDatabase, type TestContext } from '../../../testing/test-app';
import { CATALOGUE_CHANNEL, CatalogueChanges } from './catalogue-changes';
import { CollectionIndex } from './collection-index';
import { CatalogService, type ProductQuery } from '../service';

let database: DatabaseHandle;
let outages: ReturnType<typeof listenWithOutages>;
let ctx: TestContext;
let changes: CatalogueChanges;
let inMemory: CatalogService;
let fromDatabase: CatalogService;
const categoryIds: string[] = [];

/** A number sequence that is the same on every run, so the catalogue is too. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

// Spellings and orders where byte order and a language's order disagree, and values shared by
// several products, so ties are broken as the database breaks them.
const NAMES = [
  'apple Tee',
  'Apple tee',
  'Zebra Frock',
  'éclair Dress',
  'Bear Romper',
  'bear romper',
];
const BRANDS = ['Babyhug', 'babyhug', 'H&M', 'Hopscotch', 'Mini Klub', 'Ünique'];
const COLOURS = [
  { name: 'Pink', hex: '#f29bb8' },
  { name: 'pink', hex: '#e87aa0' },
  { name: 'Navy', hex: '#23395d' },
  { name: 'Sky blue', hex: '#87ceeb' },
  { name: 'sky Blue', hex: '#87ceeb' },
];
const SIZES = ['0-3M', '3-6M', '2-3Y', '3-4Y', '4-5Y', 'S', 'M', 'a-size', 'B-size', 'Free size'];
const PRICES = [199, 299, 299, 450.5, 899, 1099];

function generatedProducts(): (ProductFixture & { category: number })[] {
  const next = sequence(7);
  return Array.from({ length: 90 }, (_, i) => {
    const price = PRICES[next(PRICES.length)] ?? 199;
    const start = next(SIZES.length);
    return {
      category: next(4),
      name: `${NAMES[next(NAMES.length)]} ${next(3)}`,
      brand: BRANDS[next(BRANDS.length)] ?? 'Babyhug',
      price,
      ...(next(3) === 0 ? { discountPrice: price - 50 } : {}),
      sizes: SIZES.slice(start, start + 1 + next(4)).map((size) => ({ size, stock: next(3) })),
      popularity: next(4) * 10,
      averageRating: next(3),
      isFeatured: next(4) === 0,
      bestseller: next(5) === 0,
      isDeleted: i % 29 === 0,
      createdAt: new Date(Date.UTC(2026, 9, 1 + next(5))),
      ...(next(6) === 0 ? {} : { colour: COLOURS[next(COLOURS.length)] }),
    };
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  outages = listenWithOutages(database.listen);
  ctx = await createTestApp(
    { CATALOGUE_CACHE: 'off' },
    { database: { ...database, listen: outages.listen } },
  );
  for (const [name, deleted] of [
    ['Girls', false],
    ['Boys', false],
    ['Baby', false],
    ['Retired', true],
  ] as const) {
    categoryIds.push(await addCategory(ctx.db, name, deleted));
  }
  for (const { category, ...product } of generatedProducts()) {
    await addProduct(ctx.db, categoryIds[category] ?? '', product);
  }
  changes = await CatalogueChanges.open(database.listen);
  inMemory = new CatalogService(
    ctx.db,
    ctx.app.media,
    new CollectionIndex(ctx.db, ctx.app.media, changes),
  );
  fromDatabase = new CatalogService(ctx.db, ctx.app.media);
});

afterAll(async () => {
  await changes.close();
  await ctx.close();
  await database.close();
});

const FILTERS: ProductQuery[] = [
  {},
  { sizes: ['3-4Y'] },
  { sizes: ['a-size', 'B-size', 'No such size'] },
  { colours: ['pink'] },
  { colours: ['SKY BLUE', 'navy'] },
  { brands: ['babyhug'] },
  { brands: ['Babyhug', 'Ünique', 'Nobody'] },
  { minPrice: 250, maxPrice: 899 },
  { minPrice: 450.5 },
  { maxPrice: 100 },
  { inStock: true },
  { onSale: true },
  { sizes: ['2-3Y', '3-4Y'], brands: ['H&M', 'Hopscotch'], minPrice: 200, inStock: true },
  { colours: ['pink'], onSale: true, sizes: ['S'] },
  {
    sizes: ['M'],
    colours: ['Navy'],
    brands: ['Mini Klub'],
    maxPrice: 500,
    onSale: true,
    inStock: true,
  },
];

const withCategories = (query: ProductQuery, ids: number[]) => ({
  ...query,
  categoryIds: ids.map((i) => categoryIds[i] ?? ''),
});

async function expectSameAnswers(query: ProductQuery) {
  const [memory, database] = await Promise.all([
    inMemory.listProducts(query),
    fromDatabase.listProducts(query),
  ]);
  expect(memory, JSON.stringify(query)).toEqual(database);
}

describe('collection pages counted in memory', () => {
  it('list, count and order every filter as the database does', async () => {
    for (const filters of FILTERS) {
      await expectSameAnswers({ ...filters, limit: 7 });
      await expectSameAnswers(withCategories({ ...filters, limit: 7, page: 2 }, [0]));
      await expectSameAnswers(withCategories({ ...filters, limit: 5 }, [1, 2, 3]));
    }
  });

  it('order and page every sort as the database does', async () => {
    for (const sort of SORT_OPTIONS) {
      for (const page of [1, 3, 12]) await expectSameAnswers({ sort, page, limit: 7 });
      await expectSameAnswers({ sort, limit: 4, sizes: ['S', 'M'], onSale: true });
    }
  });

  it('stay with the database through stock, price, size and category changes', async () => {
    const [first] = await ctx.db.select({ id: products.id }).from(products).limit(1);
    const productId = first?.id ?? '';
    await ctx.db
      .update(productSizes)
      .set({ stock: 0 })
      .where(eq(productSizes.productId, productId));
    await expectSameAnswers({ inStock: true, limit: 100 });
    await ctx.db
      .update(products)
      .set({ discountPricePaise: 100 })
      .where(eq(products.id, productId));
    await expectSameAnswers({ sort: 'low-to-high', onSale: true, limit: 5 });
    await ctx.db
      .update(productSizes)
      .set({ size: 'Brand new size', stock: 3 })
      .where(eq(productSizes.productId, productId));
    await expectSameAnswers({ sizes: ['Brand new size'], limit: 5 });
    await ctx.db
      .update(categories)
      .set({ isDeleted: true })
      .where(eq(categories.id, categoryIds[2] ?? ''));
    await expectSameAnswers({ limit: 100 });
    await ctx.db
      .update(categories)
      .set({ isDeleted: false })
      .where(eq(categories.id, categoryIds[2] ?? ''));
    await expectSameAnswers({ limit: 100 });
  });
});

describe('the collection through the shop with the facts in memory', () => {
  let shelf: string;
  let onlyOne: string;

  beforeAll(async () => {
    shelf = await addCategory(ctx.db, 'Shelf');
    onlyOne = await addProduct(ctx.db, shelf, {
      name: 'Last Kurta',
      brand: 'Fabindia',
      price: 650,
      sizes: [
        { size: '6-7Y', stock: 1 },
        { size: '7-8Y', stock: 0 },
      ],
    });
    await addProduct(ctx.db, shelf, { name: 'Plenty Kurta', brand: 'Fabindia', price: 700 });
  });

  const shelfPage = async (query = ''): Promise<ProductPage> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?category=${shelf}${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('a sold-out size stops counting with the next page after the order', async () => {
    const before = await shelfPage('&size=6-7Y');
    expect(before.total).toBe(1);
    expect(before.facets.sizes).toContainEqual({ value: '6-7Y', count: 1 });
    await placedOrder(ctx, [{ productId: onlyOne, size: '6-7Y', quantity: 1 }]);
    const after = await shelfPage('&size=6-7Y');
    expect(after.total).toBe(0);
    expect(after.facets.sizes).toContainEqual({ value: '6-7Y', count: 0 });
    expect((await shelfPage('&inStock=true')).products.map((p) => p.name)).toEqual([
      'Plenty Kurta',
    ]);
  });

  it("a colour sold out shows so on its style's other colours, and a new picture shows at once", async () => {
    const style = randomUUID();
    const pink = await addProduct(ctx.db, shelf, {
      name: 'Twirl Frock Pink',
      price: 800,
      sizes: [{ size: '3-4Y', stock: 1 }],
      colour: { name: 'Pink', hex: '#f29bb8' },
      styleId: style,
    });
    const blue = await addProduct(ctx.db, shelf, {
      name: 'Twirl Frock Blue',
      price: 800,
      sizes: [{ size: '3-4Y', stock: 4 }],
      colour: { name: 'Sky blue', hex: '#8cc8ec' },
      styleId: style,
    });
    const blueCard = async () =>
      (await shelfPage('&colour=sky%20blue')).products.find((p) => p._id === blue);
    expect((await blueCard())?.colours).toContainEqual(
      expect.objectContaining({ productId: pink, inStock: true }),
    );
    await placedOrder(ctx, [{ productId: pink, size: '3-4Y', quantity: 1 }]);
    expect((await blueCard())?.colours).toContainEqual(
      expect.objectContaining({ productId: pink, inStock: false }),
    );
    await ctx.db
      .insert(productImages)
      .values({ productId: blue, storageKey: 'twirl-frock-blue', position: 0 });
    expect((await blueCard())?.images).toHaveLength(1);
  });

  it('answers from memory: a change the database does not announce is not seen', async () => {
    await shelfPage();
    await writeUnannounced(ctx.db, (tx) =>
      tx.update(products).set({ brand: 'Unheard' }).where(eq(products.id, onlyOne)),
    );
    expect((await shelfPage()).facets.brands.map((b) => b.value)).not.toContain('Unheard');
    // The next announced change of any product brings it in.
    await ctx.db.update(products).set({ popularity: 5 }).where(eq(products.id, onlyOne));
    expect((await shelfPage()).facets.brands.map((b) => b.value)).toContain('Unheard');
  });

  it('asks the database while changes cannot be heard, and reads everything again after', async () => {
    await shelfPage();
    outages.drop();
    try {
      await writeUnannounced(ctx.db, (tx) =>
        tx.update(products).set({ brand: 'Heard Later' }).where(eq(products.id, onlyOne)),
      );
      expect((await shelfPage()).facets.brands.map((b) => b.value)).toContain('Heard Later');
    } finally {
      outages.restore();
    }
    expect((await shelfPage()).facets.brands.map((b) => b.value)).toContain('Heard Later');
  });
});

describe('stock changes name their products', () => {
  it('in the notification, up to 100 products; beyond that, anything may have changed', async () => {
    const heard: string[] = [];
    const listening = await database.listen(CATALOGUE_CHANNEL, {
      notify: (payload) => heard.push(payload),
      listening: () => undefined,
    });
    try {
      const many = await ctx.db
        .insert(products)
        .values(
          Array.from({ length: 101 }, (_, i) => ({
            name: `Sock ${i}`,
            description: 'Soft socks.',
            brand: 'Little Loom',
            categoryId: categoryIds[0] ?? '',
            pricePaise: 9_900,
          })),
        )
        .returning({ id: products.id });
      await ctx.db
        .insert(productSizes)
        .values(many.map(({ id }) => ({ productId: id, size: 'M', stock: 1, position: 0 })));
      await listening.catchUp();
      heard.length = 0;
      const [one] = many;
      await ctx.db
        .update(productSizes)
        .set({ stock: sql`${productSizes.stock} + 1` })
        .where(eq(productSizes.productId, one?.id ?? ''));
      await ctx.db.update(productSizes).set({ stock: sql`${productSizes.stock} + 1` });
      await ctx.db
        .update(productSizes)
        .set({ stock: 1 })
        .where(and(eq(productSizes.productId, one?.id ?? ''), eq(productSizes.size, 'No size')));
      await listening.catchUp();
      expect(heard).toEqual([`product_sizes:${one?.id}`, 'product_sizes', 'product_sizes:']);
    } finally {
      await listening.close();
    }
  });
});
