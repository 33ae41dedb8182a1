import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@littleloom/shared';
import { products } from '../../../db/schema';
import { adminSession, bearer } from '../../../testing/accounts';
import { listenWithOutages, writeUnannounced } from '../../../testing/catalogue';
import { addCategory, addProduct as insertProduct } from '../../../testing/fixtures';
import { imageFile, multipartBody, pngImage } from '../../../testing/multipart';
import { createTestApp, openTestDatabase, type TestContext } from '../../../testing/test-app';
import { twoProcessesOnOneDatabase, type TwoProcesses } from '../../../testing/two-processes';
import { wordSimilarity } from './word-similarity';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Playwear');
  png = await pngImage(300);
});

afterAll(async () => {
  await ctx.close();
});

/** Typos shoppers make, against the words and names they stand for and some they do not. */
const TYPO_CASES: [typed: string, text: string][] = [
  ['frok', 'frock'],
  ['frok', 'front'],
  ['frok', 'Floral Frock'],
  ['frok', 'Button-Front Romper'],
  ['dungree', 'dungarees'],
  ['dungris', 'Denim Dungarees'],
  ['kurtha', 'kurta'],
  ['lehnga', 'Silk Lehenga Choli'],
  ['rompr', 'romper'],
  ['bodysiut', 'bodysuit'],
  ['bodysute', 'Bodysuit Pack of 3'],
  ['sweatshrit', 'sweatshirt'],
  ['swetshirt', 'Hooded Sweatshirt'],
  ['jumsuit', 'jumpsuit'],
  ['sneekers', 'Light-up Sneakers'],
  ['snekerss', 'sneakers'],
  ['sandle', 'sandals'],
  ['leggins', 'leggings'],
  ['cardgan', 'Woollen Cardigan'],
  ['swadle', 'swaddle'],
  ['backpakk', 'backpack'],
  ['pyjamma', 'pyjama'],
  ['hopskotch', 'Hopscotch'],
  ['skechrs', 'Skechers'],
  ['nightware', 'nightwear'],
  ['tuttu', 'Tutu Skirt'],
  ['frokkx', 'frock'],
  ['swetarz', 'Cable Knit Sweater'],
  ['jackity', 'Puffer Jacket Jacket'],
  // Repeated trigrams, digits and no likeness at all.
  ['banana', 'bananarama'],
  ['aaaa', 'aaaaaaa'],
  ['tee', 'T-Shirt'],
  ['pack3', 'Pack of 3'],
  ['zzzz', 'frock'],
  ['kurta', 'kurta'],
];

describe('a typo read in memory', () => {
  it.each(TYPO_CASES)('"%s" is as like "%s" as the database finds it', async (typed, text) => {
    const result = (await ctx.db.execute(
      sql`select word_similarity(${typed}, ${text}) as similarity`,
    )) as unknown as { rows: { similarity: number }[] };
    expect(wordSimilarity(typed, text)).toBe(result.rows[0]!.similarity);
  });
});

async function search(on: TestContext, text: string): Promise<string[]> {
  const res = await on.app.inject({
    method: 'GET',
    url: `/api/products?limit=60&search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductPage).products.map((p) => p.name);
}

async function addProduct(
  on: TestContext,
  name: string,
  category = categoryId,
  headers = admin,
): Promise<Product> {
  const body = multipartBody([
    ['name', name],
    ['description', 'Soft cotton for play.'],
    ['category', category],
    ['price', '799'],
    ['brand', 'Littlefolk'],
    ['sizes', JSON.stringify([{ size: '2-3Y', stock: 5 }])],
    ['image1', imageFile(png)],
  ]);
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product;
}

async function rename(on: TestContext, product: Product, name: string): Promise<void> {
  const body = multipartBody([
    ['existingImages', JSON.stringify(product.images.map((image) => image.public_id))],
    ['name', name],
    ['description', 'Soft cotton for play.'],
    ['category', categoryId],
    ['price', '799'],
    ['brand', 'Littlefolk'],
    ['sizes', JSON.stringify([{ size: '2-3Y', stock: 5 }])],
  ]);
  const res = await on.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product._id}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the words typos are read as', () => {
  it('hold a new product the moment it is added, and its new name once renamed', async () => {
    // Typos have been read before, so the words are in memory already.
    expect(await search(ctx, 'zebrakorn')).toEqual([]);
    const product = await addProduct(ctx, 'Zebracorn Pinafore');
    expect(await search(ctx, 'zebrakorn')).toEqual(['Zebracorn Pinafore']);
    expect(await search(ctx, 'pinafor')).toEqual(['Zebracorn Pinafore']);

    await rename(ctx, product, 'Moonbeam Pinafore');
    expect(await search(ctx, 'moonbeem')).toEqual(['Moonbeam Pinafore']);
    expect(await search(ctx, 'zebrakorn')).toEqual([]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search(ctx, 'moonbeam pinafor')).toEqual([]);
  });

  it('are answered from memory while changes are heard, and by the database when not', async () => {
    const database = await openTestDatabase();
    const outages = listenWithOutages(database.listen);
    const deaf = await createTestApp({}, { database: { ...database, listen: outages.listen } });
    try {
      const category = await addCategory(deaf.db, 'Outdoor');
      await insertProduct(deaf.db, category, { name: 'Raincoat Kagool', price: 999 });
      expect(await search(deaf, 'kagoool')).toEqual(['Raincoat Kagool']);
      // A rename nobody hears of: the words in memory still hold the old name.
      await writeUnannounced(deaf.db, (tx) =>
        tx
          .update(products)
          .set({ name: 'Raincoat Anorak' })
          .where(eq(products.name, 'Raincoat Kagool')),
      );
      expect(await search(deaf, 'anorakk')).toEqual([]);

      outages.drop();
      // Whatever changed meanwhile went unheard, so the database reads the typo.
      expect(await search(deaf, 'anoraak')).toEqual(['Raincoat Anorak']);
      outages.restore();
      // Listening again, the words are read afresh.
      expect(await search(deaf, 'anoorak')).toEqual(['Raincoat Anorak']);
    } finally {
      await deaf.close();
      await database.close();
    }
  });
});

/**
 * Two server processes on one database, as behind a load balancer: a product added through one is
 * found by a typo through the other at once.
 */
describe('the words across server processes', () => {
  let a: TestContext;
  let b: TestContext;
  let processes: TwoProcesses | undefined;
  let category: string;
  let adminOfA: Record<string, string>;

  beforeAll(async () => {
    processes = await twoProcessesOnOneDatabase();
    ({ a, b } = processes);
    adminOfA = bearer(await adminSession(a));
    category = await addCategory(a.db, 'Playwear');
  });

  afterAll(async () => {
    await processes?.close();
  });

  it('a product added through one is found by a typo through the other', async () => {
    expect(await search(b, 'dragonfli')).toEqual([]);
    await addProduct(a, 'Dragonfly Raincoat', category, adminOfA);
    expect(await search(b, 'dragonfli')).toEqual(['Dragonfly Raincoat']);
  });
});
