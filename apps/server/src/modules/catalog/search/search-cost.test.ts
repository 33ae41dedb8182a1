import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@littleloom/shared';
import type { Database } from '../../../db/client';
import { addCategory, addProduct } from '../../../testing/fixtures';
import { addDemoSearchShop } from '../../../testing/demo-search-shop';
import { createTestApp, openTestDatabase, type TestContext } from '../../../testing/test-app';
import { loadCollectionFacts } from '../facets/collection-facts';
import { readCategoryCounts, readCollectionCounts } from '../facets/product-facets';
import { facetConditions, liveProduct } from '../facets/product-filters';
import { planSearch, type NameMatch, type SearchPlan } from './search-plan';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** The shop as it runs, the collection held in memory; replies are not cached, so each is read. */
let ctx: TestContext;
/** The same shop answering every search from the database alone. */
let fromDatabase: TestContext;

beforeAll(async () => {
  database = await openTestDatabase();
  ctx = await createTestApp({ CATALOGUE_CACHE: 'off' }, { database });
  fromDatabase = await createTestApp(
    { CATALOGUE_CACHE: 'off', CATALOGUE_INDEX: 'off' },
    { database },
  );
  await addDemoSearchShop(ctx.db);
  // A brand and a colour beyond ASCII, which only the database cases as it does.
  const category = await addCategory(ctx.db, 'Imported');
  await addProduct(ctx.db, category, {
    name: 'Linen Smock',
    brand: 'Petit Bâteau',
    price: 999,
    colour: { name: 'Crème', hex: '#f5f0e1' },
  });
  // More products near "frock tee kurta" than its closest matches are chosen from. The first 220
  // are walked first, one by one (best sellers, by popularity): the 200th (1 + 199) holds two of
  // the words and the ten after it all three, so the bound decides what is offered. The last 20
  // tie in the usual order (popularity and date), so their ids decide.
  const basics = await addCategory(ctx.db, 'Everyday Basics');
  const createdAt = new Date('2026-11-01T00:00:00Z');
  const nameOf = (i: number) =>
    i >= 200 && i < 210
      ? 'Cotton Frock Tee Kurta'
      : i === 199
        ? 'Linen Frock Tee'
        : `${['Cotton', 'Linen', 'Denim'][i % 3]} ${['Frock', 'Tee', 'Frockset', 'Kurta'][i % 4]} ${['Stripe', 'Dot'][i % 2]}`;
  for (let i = 0; i < 240; i++) {
    const first = i < 220;
    await addProduct(ctx.db, basics, {
      name: nameOf(i),
      brand: ['Hopscotch', 'Babyhug', 'Basics Co'][i % 3],
      price: 299,
      colour: i % 7 === 0 ? { name: 'Pink', hex: '#ffc0cb' } : undefined,
      popularity: first ? 100_000 - i : 0,
      bestseller: first,
      createdAt,
    });
  }
});

afterAll(async () => {
  await ctx.close();
  await fromDatabase.close();
  await database.close();
});

/** Texts naming brands and colours as typed, misspelt, in part, beside other words, or not at all. */
const TEXTS = [
  'hopscotch',
  'hopskotch',
  'h&m',
  'babyhug frock',
  'pink',
  'pnik frock',
  'navy blue',
  'sky blu',
  'red tee',
  'yelow dress',
  'bâteau',
  'creme smock',
  'crème',
  'frokk dungriss snekerss backpakk kurthaa lehngaa swetar jackit',
  'zzzz',
  'qx',
  // Searches that find nothing, so offer their closest matches: typos, words spelt right beside
  // one that matches nothing, brands, colours and categories among them, a text without words.
  'jaket',
  'frock zzzz',
  'pink swetar xqzv',
  'hopscotch dungriss qqqq',
  'red tee blu zzzz',
  'girls nightwear xqxq',
  'tshirt shorts pyjamas qzqz',
  'creme linen zzzz',
  'babyhug xyzzy',
  'kurthaa lehngaa jackit qzxq',
  'h&m zz',
  'q&x',
  'frock tee kurta zzzz',
  'cotton pink frok xqzx',
  'denim tees hopscotch qqzz',
];

/**
 * The plan with its names in one order: they come in the order they are read, which says nothing
 * (they are matched as a set, and listed by likeness).
 */
function inOneOrder(plan: SearchPlan): SearchPlan {
  const sorted = (matches: NameMatch[]) =>
    [...matches].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    ...plan,
    words: plan.words.map((word) => ({
      ...word,
      brands: sorted(word.brands),
      colours: sorted(word.colours),
    })),
    textBrands: sorted(plan.textBrands),
    textColours: sorted(plan.textColours),
  };
}

describe('the brands and colours a search names', () => {
  it.each(TEXTS)(
    '"%s" reads the same from the collection in memory as from the database',
    async (text) => {
      const facts = await loadCollectionFacts(ctx.db);
      expect(inOneOrder(await planSearch(ctx.db, text, undefined, facts))).toEqual(
        inOneOrder(await planSearch(ctx.db, text)),
      );
    },
  );
});

describe('a search answered with the collection in memory', () => {
  it.each(TEXTS)('"%s" lists, counts and offers what the database alone gives', async (text) => {
    expect(await list(text)).toEqual(await list(text, fromDatabase));
  });
});

/** The text of every statement sent to the database while `work` runs. */
async function statementsDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [statement] = args;
    sent.push(typeof statement === 'string' ? statement : JSON.stringify(statement));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}

async function list(text: string, on: TestContext = ctx): Promise<ProductPage> {
  const res = await on.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The searches of TEXTS that find nothing, and so offer the products closest to them. */
const FINDING_NOTHING = TEXTS.slice(TEXTS.indexOf('jaket'));
/** Those of them that come near no product on sale. */
const NOTHING_NEAR = new Set(['jaket', 'h&m zz', 'q&x']);

/** The statement choosing the closest matches: its candidates, scored and ordered. */
const readsClosestMatches = (statement: string) =>
  /select "products"\."id" as id from \(\(select/.test(statement);

describe('a search that finds nothing, answered with the collection in memory', () => {
  it.each(FINDING_NOTHING)(
    '"%s" offers its closest matches without reading the products again',
    async (text) => {
      await list(text); // the products it offers, read once
      let page: ProductPage | undefined;
      const statements = await statementsDuring(ctx.db, async () => {
        page = await list(text);
      });
      expect(page?.total).toBe(0);
      expect(Boolean(page?.closestMatches?.length)).toBe(!NOTHING_NEAR.has(text));
      expect(statements.filter(readsClosestMatches)).toEqual([]);
    },
  );
});

describe('a search of misspelt words that can match nothing', () => {
  const TYPOS = 'frokkx dungrissy snekerssz backpakkx kurthaay lehngaaz swetarx jackity';

  it('asks the database for no brands, colours, page or counts', async () => {
    await list('frock'); // the collection and the words of names, read once
    let page: ProductPage | undefined;
    const statements = await statementsDuring(ctx.db, async () => {
      page = await list(TYPOS);
    });
    expect(page?.total).toBe(0);
    expect(page?.closestMatches?.length).toBeGreaterThan(0);
    const costly = statements.filter((statement) => /with recursive|count\(/i.test(statement));
    expect(costly).toEqual([]);
  });

  it('finds its closest matches among the products held in memory', async () => {
    await list(TYPOS); // the products it offers, read once
    const statements = await statementsDuring(ctx.db, async () => {
      expect((await list(TYPOS)).closestMatches?.length).toBeGreaterThan(0);
    });
    expect(statements.filter(readsClosestMatches)).toEqual([]);
  });

  it('gives the counts the database gives for a list of no products', async () => {
    const page = await list(TYPOS);
    const none = [...liveProduct, sql`false`];
    const { total, facets } = await readCollectionCounts(ctx.db, none, facetConditions({}));
    const categories = await readCategoryCounts(ctx.db, none, facetConditions({}));
    expect(page.products).toEqual([]);
    expect({ total: page.total, pages: page.pages }).toEqual({ total, pages: 0 });
    expect(page.facets).toEqual({ categories, ...facets });
  });
});
