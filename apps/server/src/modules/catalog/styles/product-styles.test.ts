import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOUR_MESSAGES, PRODUCT_MESSAGES, type Product } from '@littleloom/shared';
import { products } from '../../../db/schema';
import { adminSession, bearer, shopperSession } from '../../../testing/accounts';
import { addCategory, addProduct, type ProductFixture } from '../../../testing/fixtures';
import { itOnPostgres } from '../../../testing/postgres-only';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let girls: string;
let retired: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  girls = await addCategory(ctx.db, 'Girls');
  retired = await addCategory(ctx.db, 'Retired', true);
});

afterAll(async () => {
  await ctx.close();
});

const NAVY = { name: 'Navy', hex: '#23395d' };
const RED = { name: 'Red', hex: '#d64045' };
const GREEN = { name: 'Green', hex: '#4f9d69' };
const YELLOW = { name: 'Yellow', hex: '#f4c542' };
const PINK = { name: 'Pink', hex: '#f29bb8' };
/** A colour as the add-another-colour form sends it. */
const asNew = (colour: { name: string; hex: string }) => ({
  colourName: colour.name,
  colourHex: colour.hex,
});

let made = 0;
/** A product of its own, a second newer than the one made before it. */
async function product(
  colour: ProductFixture['colour'],
  extra: Partial<ProductFixture> & { categoryId?: string } = {},
): Promise<string> {
  made += 1;
  return addProduct(ctx.db, extra.categoryId ?? girls, {
    name: `Twirl Frock ${made}`,
    price: 699,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, made)),
    sizes: [
      { size: '2-3Y', stock: 3 },
      { size: '3-4Y', stock: 0 },
    ],
    ...(colour ? { colour } : {}),
    ...extra,
  });
}

const setStyle = (id: string, siblingIds: string[], headers = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/style`,
    headers,
    payload: { siblingIds },
  });

const addColour = (id: string, payload: object, headers = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/colours`,
    headers,
    payload,
  });

async function shopView(id: string): Promise<Product> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}

async function adminView(id: string): Promise<Product> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}

/** Each product's style, straight from the table. */
async function stylesOf(...ids: string[]): Promise<(string | null)[]> {
  const rows = await ctx.db
    .select({ id: products.id, styleId: products.styleId })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.styleId);
}

async function grouped(id: string, siblingIds: string[]): Promise<Product> {
  const res = await setStyle(id, siblingIds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}

describe('product views', () => {
  it('carry no colour, style or colours for a product on its own', async () => {
    const plain = await product(undefined);
    expect(await shopView(plain)).toMatchObject({ colour: null, styleId: null, colours: [] });
    const coloured = await product(NAVY);
    expect(await shopView(coloured)).toMatchObject({ colour: NAVY, styleId: null, colours: [] });
  });

  it('list every colour of the style, oldest first, saying which are sold out', async () => {
    const navy = await product(NAVY);
    const soldOut = await product(RED, { sizes: [{ size: '2-3Y', stock: 0 }] });
    const green = await product(GREEN);
    const reply = await setStyle(navy, [green, soldOut]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(COLOUR_MESSAGES.styleUpdated);
    const expected = [
      { productId: navy, ...NAVY, inStock: true },
      { productId: soldOut, ...RED, inStock: false },
      { productId: green, ...GREEN, inStock: true },
    ];
    const styled = reply.json().product as Product;
    expect(styled.styleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(styled.colours).toEqual(expected);
    for (const id of [navy, soldOut, green]) {
      expect(await shopView(id)).toMatchObject({ styleId: styled.styleId, colours: expected });
    }
    expect((await shopView(soldOut)).colour).toEqual(RED);
    // Cards carry them too, read with the page.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?colour=red&search=twirl`,
    });
    expect(page.json().products).toEqual([
      expect.objectContaining({ _id: soldOut, colours: expected }),
    ]);
  });

  it('drop a deleted sibling, or one whose category is deleted, and bring it back on restore', async () => {
    const kept = await product(NAVY);
    const dropped = await product(PINK);
    await grouped(kept, [dropped]);
    const { styleId } = await shopView(kept);
    const retiredSibling = await product(GREEN, { categoryId: retired, styleId: styleId! });
    const colourNames = async () => (await shopView(kept)).colours.map((c) => c.name);
    expect(await colourNames()).toEqual(['Navy', 'Pink']);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${dropped}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await colourNames()).toEqual(['Navy']);
    // Still of the style, so a restore needs nothing else.
    expect(await stylesOf(dropped, retiredSibling)).toEqual([styleId, styleId]);
    const restored = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/restore/${dropped}`,
      headers: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(await colourNames()).toEqual(['Navy', 'Pink']);
  });
});

describe('setting the colours of a style', () => {
  it('refuses unknown, deleted and colourless products and repeated colours, changing nothing', async () => {
    const navy = await product(NAVY);
    const red = await product(RED);
    await grouped(navy, [red]);
    const [styleId] = await stylesOf(navy);
    const gone = await product(GREEN, { isDeleted: true });
    const colourless = await product(undefined);
    const alsoNavy = await product({ name: 'navy', hex: '#000080' });
    const cases: [string, string[], number, string][] = [
      [navy, [randomUUID()], 400, COLOUR_MESSAGES.styleProductUnknown],
      [navy, ['not-an-id'], 400, COLOUR_MESSAGES.styleProductUnknown],
      [navy, [gone], 400, COLOUR_MESSAGES.styleProductUnknown],
      [navy, [red, colourless], 400, COLOUR_MESSAGES.styleNeedsColours],
      [colourless, [navy], 400, COLOUR_MESSAGES.styleNeedsColours],
      [navy, [red, alsoNavy], 400, COLOUR_MESSAGES.styleColoursRepeat],
      [randomUUID(), [navy], 404, PRODUCT_MESSAGES.notFound],
    ];
    for (const [id, siblings, status, message] of cases) {
      const res = await setStyle(id, siblings);
      expect(res.statusCode, message).toBe(status);
      expect(res.json(), message).toEqual({ success: false, message });
    }
    const twelve = Array.from({ length: 12 }, () => randomUUID());
    const tooMany = await setStyle(navy, twelve);
    expect(tooMany.json()).toEqual({ success: false, message: COLOUR_MESSAGES.styleTooLarge });
    expect(await stylesOf(navy, red, gone, colourless, alsoNavy)).toEqual([
      styleId,
      styleId,
      null,
      null,
      null,
    ]);
  });

  it('takes a product out with an empty list; a style left with one product ends', async () => {
    const [a, b, c] = [await product(NAVY), await product(RED), await product(GREEN)];
    await grouped(a, [b, c]);
    const [styleId] = await stylesOf(a);
    const out = await grouped(a, []);
    expect(out).toMatchObject({ styleId: null, colours: [] });
    expect(await stylesOf(a, b, c)).toEqual([null, styleId, styleId]);
    await grouped(b, []);
    expect(await stylesOf(a, b, c)).toEqual([null, null, null]);
    expect((await shopView(c)).colours).toEqual([]);
  });

  it('makes the style exactly the product and its siblings, moving them from other styles', async () => {
    const [a, b] = [await product(NAVY), await product(RED)];
    const [c, d, e] = [await product(GREEN), await product(YELLOW), await product(PINK)];
    await grouped(a, [b]);
    await grouped(c, [d, e]);
    const [first, second] = await stylesOf(a, c);

    // A joins C's style, which keeps only the two: D and E stand alone, and so does B, whose
    // style would otherwise be a style of one.
    const moved = await grouped(c, [a]);
    expect(moved.colours.map((colour) => colour.productId)).toEqual([a, c]);
    expect(await stylesOf(a, b, c, d, e)).toEqual([second, null, second, null, null]);

    await grouped(b, [d]);
    await grouped(a, [c, e]);
    const [third] = await stylesOf(b);
    expect(await stylesOf(a, b, c, d, e)).toEqual([second, third, second, third, second]);
    // E moves to the style of B and D; A and C, still two, stay together.
    await grouped(d, [b, e]);
    expect(await stylesOf(a, b, c, d, e)).toEqual([second, third, second, third, third]);
    expect(first).not.toBe(second);
  });

  it('is for administrators only', async () => {
    const [a, b] = [await product(NAVY), await product(RED)];
    const shopper = bearer(await shopperSession(ctx, 'style-shopper@example.com'));
    expect((await setStyle(a, [b], shopper)).statusCode).toBe(403);
    expect((await setStyle(a, [b], {})).statusCode).toBe(401);
    expect((await addColour(a, asNew(GREEN), shopper)).statusCode).toBe(403);
    expect((await addColour(a, asNew(GREEN), {})).statusCode).toBe(401);
    expect(await stylesOf(a, b)).toEqual([null, null]);
  });
});

describe('adding another colour', () => {
  it('copies the product into its style with the new colour, no pictures and no stock', async () => {
    const source = await product(NAVY, {
      price: 899,
      discountPrice: 749,
      bestseller: true,
      isFeatured: true,
      popularity: 300,
      averageRating: 4.5,
      images: ['first-picture', 'second-picture'],
      sizes: [
        { size: '4-5Y', stock: 2 },
        { size: '2-3Y', stock: 7 },
      ],
    });
    await ctx.db
      .update(products)
      .set({ hsnCode: '62044290', weightGrams: 420, heightCm: 7 })
      .where(eq(products.id, source));
    const res = await addColour(source, { colourName: ' Mint green ', colourHex: '#A8E0C5' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(COLOUR_MESSAGES.colourAdded);
    const copy = res.json().product as Product;
    const original = await adminView(source);
    expect(copy._id).not.toBe(source);
    expect(copy).toMatchObject({
      name: original.name,
      description: original.description,
      brand: original.brand,
      category: original.category,
      price: 899,
      discountPrice: 749,
      hsnCode: '62044290',
      // A colour weighs and packs as the product does; the rest stays the category's.
      weightGrams: 420,
      lengthCm: null,
      breadthCm: null,
      heightCm: 7,
      bestseller: false,
      isFeatured: false,
      popularity: 0,
      // Reviews are of the product bought: a new colour starts with none.
      averageRating: null,
      reviewCount: 0,
      images: [],
      stock: 0,
      // In the sizes' natural order, whatever order they were typed in.
      sizes: [
        { size: '2-3Y', stock: 0 },
        { size: '4-5Y', stock: 0 },
      ],
      colour: { name: 'Mint green', hex: '#a8e0c5' },
      styleId: original.styleId,
      deleted: false,
    });
    expect(original.styleId).not.toBeNull();
    expect(original.images).toHaveLength(2);
    expect(original.sizes).toEqual([
      { size: '2-3Y', stock: 7 },
      { size: '4-5Y', stock: 2 },
    ]);
    expect(original.colours).toEqual([
      { productId: source, ...NAVY, inStock: true },
      { productId: copy._id, name: 'Mint green', hex: '#a8e0c5', inStock: false },
    ]);

    // A third colour joins the same style.
    const third = await addColour(copy._id, asNew(YELLOW));
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().product.styleId).toBe(original.styleId);
    expect((await shopView(source)).colours.map((c) => c.name)).toEqual([
      'Navy',
      'Mint green',
      'Yellow',
    ]);
  });

  it('needs a coloured product on sale and a colour not yet in its style', async () => {
    const colourless = await product(undefined);
    const navy = await product(NAVY);
    const deleted = await product(RED, { isDeleted: true });
    const cases: [string, object, number, string][] = [
      [colourless, asNew(RED), 400, COLOUR_MESSAGES.styleNeedsColours],
      [navy, { colourName: 'NAVY', colourHex: '#000080' }, 400, COLOUR_MESSAGES.styleColoursRepeat],
      [navy, { colourName: 'Red', colourHex: 'red' }, 400, COLOUR_MESSAGES.hexInvalid],
      [navy, { colourName: '', colourHex: '#d64045' }, 400, COLOUR_MESSAGES.nameRequired],
      [deleted, asNew(GREEN), 404, PRODUCT_MESSAGES.notFound],
      [randomUUID(), asNew(GREEN), 404, PRODUCT_MESSAGES.notFound],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await addColour(id, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json(), message).toEqual({ success: false, message });
    }
    expect(await stylesOf(colourless, navy, deleted)).toEqual([null, null, null]);
  });

  it('stops at 12 colours a style', async () => {
    const first = await product({ name: 'Colour 1', hex: '#000001' });
    for (let n = 2; n <= 12; n += 1) {
      const hex = `#0000${String(n).padStart(2, '0')}`;
      const res = await addColour(first, { colourName: `Colour ${n}`, colourHex: hex });
      expect(res.statusCode, res.body).toBe(201);
    }
    const thirteenth = await addColour(first, { colourName: 'Colour 13', colourHex: '#000013' });
    expect(thirteenth.json()).toEqual({ success: false, message: COLOUR_MESSAGES.styleTooLarge });
    expect((await adminView(first)).colours).toHaveLength(12);
  });
});

// A test of its own file's database, so it runs only where requests really overlap.
itOnPostgres('styles changed at the same moment end whole: no style of one product', async () => {
  for (let round = 0; round < 8; round += 1) {
    const ids = [
      await product(NAVY),
      await product(RED),
      await product(GREEN),
      await product(YELLOW),
      await product(PINK),
    ];
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    // Start from two styles, then change them from several products at once, most of them
    // reaching for B.
    await grouped(a, [b]);
    await grouped(c, [d]);
    const changes: [string, string[]][] = [
      [e, [b]],
      [c, [b, a]],
      [d, [e]],
      [a, []],
      [b, [d]],
    ];
    const replies = await Promise.all(changes.map(([id, siblings]) => setStyle(id, siblings)));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);

    const styles = await stylesOf(...ids);
    const membersOf = (style: string | null) => ids.filter((_, i) => styles[i] === style);
    for (const style of new Set(styles)) {
      if (style !== null) expect(membersOf(style).length, `round ${round}`).toBeGreaterThan(1);
    }
    // The change that committed last stands exactly as it was asked for.
    const standing = changes.filter(([id, siblings]) => {
      const style = styles[ids.indexOf(id)]!;
      if (siblings.length === 0) return style === null;
      return (
        style !== null &&
        new Set(membersOf(style)).size === siblings.length + 1 &&
        siblings.every((sibling) => membersOf(style).includes(sibling))
      );
    });
    expect(standing.length, `round ${round}`).toBeGreaterThan(0);
  }
});
