import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_MESSAGES, type ProductPage } from '@littleloom/shared';
import { adminSession, bearer, shopperSession } from '../../../testing/accounts';
import { addDemoSearchShop } from '../../../testing/demo-search-shop';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { MAX_TYPO_WORDS, planSearch } from './search-plan';
import { MAX_SEARCH_WORDS } from './search-words';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  // The reply cache on, as in the shop: a change of synonyms must reach cached searches.
  ctx = await createTestApp({ CATALOGUE_CACHE: 'on' });
  admin = bearer(await adminSession(ctx));
  await addDemoSearchShop(ctx.db);
});

afterAll(async () => {
  await ctx.close();
});

async function list(text: string): Promise<ProductPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products?limit=60&search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
  return res.json();
}

const names = async (text: string) => (await list(text)).products.map((p) => p.name);

/**
 * What parents type on the demo shop, and the product it must find first: colours, everyday
 * words, spellings and typos, with the default synonyms (bench/README.md says how they are scored).
 */
const FIRST_RESULTS: [typed: string, first: string][] = [
  // Colours
  ['pink', 'Blossom Puff-Sleeve Frock'],
  ['pink frock', 'Blossom Puff-Sleeve Frock'],
  ['lavender frock', 'Lavender Dots Frock'],
  ['yellow frocks', 'Gingham Picnic Frock'],
  ['mint green', 'Mint Festive Kurta'],
  ['blue', 'Dino Roar Half-Sleeve Tee'],
  ['navy', 'Lace-Up Canvas Sneakers'],
  ['red', 'Chevron Lehenga Skirt'],
  ['pink shoes', 'Floral Strap Sandals'],
  // Everyday words, by the synonyms
  ['shoes', 'Lace-Up Canvas Sneakers'],
  ['chappals', 'Lace-Up Canvas Sneakers'],
  ['footwear', 'Lace-Up Canvas Sneakers'],
  ['tshirt', 'Dino Roar Half-Sleeve Tee'],
  ['t-shirt', 'Dino Roar Half-Sleeve Tee'],
  ['t shirts', 'Dino Roar Half-Sleeve Tee'],
  ['T-Shirts', 'Dino Roar Half-Sleeve Tee'],
  ['boys tshirt', 'Dino Roar Half-Sleeve Tee'],
  ['dress', 'Floral Garden A-Line Dress'],
  ['nightsuit', 'Dreamy Check Nightsuit'],
  ['night suit', 'Dreamy Check Nightsuit'],
  ['nightwear', 'Cars Cotton Pyjama Set'],
  ['pajamas', 'Cars Cotton Pyjama Set'],
  ['trousers', 'Everyday Jogger Pants'],
  ['pants', 'Everyday Jogger Pants'],
  ['baby', 'Knit Cuff Baby Booties'],
  ['newborn', 'Knit Cuff Baby Booties'],
  ['hat', 'Sunny Day Baseball Cap'],
  ['half pants', 'Drawstring Denim Shorts'],
  ['sweatshirt', 'Zip-Up Hooded Sweatjacket'],
  ['headband', 'Bow Hairband'],
  // Names as typed: a whole word above a synonym
  ['frock', 'Blossom Puff-Sleeve Frock'],
  ['frocks', 'Blossom Puff-Sleeve Frock'],
  ['sneakers', 'Lace-Up Canvas Sneakers'],
  ['sandals', 'Buckle Strap Sandals'],
  ['hoodie', 'Cosy Quilted Hoodie'],
  ['onesies', 'Little Dino Onesie'],
  ['rompers', 'Button-Front Cotton Romper'],
  ['socks', 'Anti-Slip Socks Pack of 3'],
  ['bib', 'Heart Pocket Feeding Bib'],
  ['dino tee', 'Dino Roar Half-Sleeve Tee'],
  ['floral', 'Floral Anarkali Frock'],
  // Brands
  ['hopscotch', 'Blossom Puff-Sleeve Frock'],
  ['h&m', 'Lace-Up Canvas Sneakers'],
  ['pine kids', 'Check Snapback Cap'],
  ['mothercare', 'Floral Garden A-Line Dress'],
  // Typos
  ['frok', 'Blossom Puff-Sleeve Frock'],
  ['kurtha', 'Festive Kurta Pyjama Set'],
  ['lehnga', 'Chevron Lehenga Skirt'],
  ['dungris', 'Explorer Denim Dungarees'],
  ['snekers', 'Lace-Up Canvas Sneakers'],
  ['backpak', 'Little Explorer Backpack'],
];

describe('a parent’s search on the demo shop', () => {
  it('has a table of at least forty queries', () => {
    expect(FIRST_RESULTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FIRST_RESULTS)('"%s" finds %s first', async (typed, first) => {
    const found = await names(typed);
    expect(found[0], found.join(', ')).toBe(first);
  });

  it('finds colours, not a brand that looks like one', async () => {
    const pink = await list('pink');
    expect(pink.products.length).toBeGreaterThan(0);
    expect(pink.products.every((p) => p.colour?.name === 'Pink')).toBe(true);
    expect(pink.products.map((p) => p.brand)).not.toContain('Pine Kids');
    expect(await names('pink frock')).toEqual([
      'Blossom Puff-Sleeve Frock',
      'Little Hearts Party Frock',
    ]);
  });

  it('finds footwear for "shoes", and no shorts', async () => {
    const shoes = await list('shoes');
    expect(shoes.total).toBe(12);
    expect(shoes.products.every((p) => p.category.name === 'Footwear')).toBe(true);
  });

  it('reads "tshirt", "t-shirt" and "t shirts" alike, as tees and not shirts', async () => {
    const tees = await names('tshirt');
    expect(await names('t-shirt')).toEqual(tees);
    expect(await names('t shirts')).toEqual(tees);
    expect(tees.length).toBeGreaterThan(0);
    expect(tees.every((name) => name.endsWith(' Tee'))).toBe(true);
  });

  it('ranks every frock above a romper for the typo "frok"', async () => {
    const found = await names('frok');
    const frocks = found.filter((name) => name.includes('Frock'));
    expect(frocks.length).toBe(8);
    expect(found.slice(0, frocks.length)).toEqual(frocks);
    // "Button-Front" is as near to "frok" by trigrams (0.6) as "Frock": it is found, below them.
    expect(found).toContain('Button-Front Cotton Romper');
  });

  it('ranks a whole word of the name above a brand-only match and a typo', async () => {
    // "Pine" is no word of a name; "cap" is: the caps before Pine Kids' other products.
    expect((await names('cap')).slice(0, 3).every((name) => name.endsWith('Cap'))).toBe(true);
    const kids = await names('kids check');
    expect(kids[0]).toBe('Check Snapback Cap');
  });

  it('finds a short word only at the start of a word of a name', async () => {
    // "Tiered Tutu Skirt" holds the letters of "red", and is peach.
    expect(await names('red')).not.toContain('Tiered Tutu Skirt');
  });
});

describe('the synonym list in Settings', () => {
  it('is the defaults at first, read and written by administrators only', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search-synonyms',
      headers: admin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().groups).toContainEqual(['frock', 'dress']);
    expect(read.json().groups).toContainEqual(['tee', 't-shirt']);

    const shopper = bearer(await shopperSession(ctx, 'synonym-shopper@example.com'));
    for (const headers of [{}, shopper]) {
      const get = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/search-synonyms',
        headers,
      });
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/search-synonyms',
        headers,
        payload: { groups: [] },
      });
      expect([get.statusCode, put.statusCode]).toEqual(
        headers === shopper ? [403, 403] : [401, 401],
      );
    }
  });

  it('refuses a list it cannot use, saying why', async () => {
    const cases: [unknown, string][] = [
      [[['frock']], SEARCH_SYNONYM_MESSAGES.tooFewWords],
      [[['frock', 'dress!']], SEARCH_SYNONYM_MESSAGES.word],
      [
        [
          ['frock', 'dress'],
          ['gown', 'dresses'],
        ],
        SEARCH_SYNONYM_MESSAGES.inTwoGroups('dresses'),
      ],
    ];
    for (const [groups, message] of cases) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/search-synonyms',
        headers: admin,
        payload: { groups },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('changes searches and suggestions at once, cached or not', async () => {
    const before = await list('gown');
    expect(before.total).toBe(0);
    const suggestedBefore = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/suggestions?q=gown',
    });
    expect(suggestedBefore.json().products).toEqual([]);
    const original = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/search-synonyms', headers: admin })
    ).json().groups as string[][];

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      headers: admin,
      payload: { groups: [...original.filter((g) => !g.includes('frock')), ['Frock', 'Gown']] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: SEARCH_SYNONYM_MESSAGES.saved });
    expect(saved.json().groups.at(-1)).toEqual(['frock', 'gown']);

    expect((await names('gown'))[0]).toBe('Blossom Puff-Sleeve Frock');
    const suggested = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/suggestions?q=gown',
    });
    expect(suggested.json().products[0].name).toBe('Blossom Puff-Sleeve Frock');
    // "dress" is no longer a frock.
    expect(await names('dress')).not.toContain('Blossom Puff-Sleeve Frock');

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/search-synonyms',
      headers: admin,
      payload: { groups: original },
    });
    expect(await names('dress')).toContain('Blossom Puff-Sleeve Frock');
  });
});

describe('the work of one search', () => {
  it('takes a bounded number of words, and reads typos for a few of them only', async () => {
    // Each of these is read as a word of the demo shop when it is the only typo of a search.
    const typos = 'frok kurtha lehnga dungris snekers backpak sandels legings romperr';
    for (const typo of typos.split(' ').slice(0, MAX_SEARCH_WORDS)) {
      expect((await planSearch(ctx.db, typo)).words[0]?.corrections.length, typo).toBeGreaterThan(
        0,
      );
    }
    const plan = await planSearch(ctx.db, typos);
    expect(plan.words).toHaveLength(MAX_SEARCH_WORDS);
    const corrected = plan.words.filter((word) => word.corrections.length > 0);
    expect(corrected.length).toBe(MAX_TYPO_WORDS);
    // Still answered, with nothing found: the later typos are matched only as typed.
    expect((await list(typos)).total).toBe(0);
  });
});
