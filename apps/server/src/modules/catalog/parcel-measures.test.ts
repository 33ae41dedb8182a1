import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PARCEL_DIMENSIONS } from '@littleloom/shared';
import type { DatabaseHandle } from '../../db/client';
import { categories, products } from '../../db/schema';
import { addCategory, addProduct } from '../../testing/fixtures';
import { openTestDatabase } from '../../testing/test-app';
import { PARCEL_BOOKING_LIMITS, parcelMeasures } from './parcel-measures';

let handle: DatabaseHandle;
let clothing: string;
let footwear: string;

type Figures = Partial<Record<'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm', number>>;

async function categoryWith(name: string, figures: Figures): Promise<string> {
  const id = await addCategory(handle.db, name);
  await handle.db.update(categories).set(figures).where(eq(categories.id, id));
  return id;
}

async function productIn(categoryId: string, figures: Figures = {}): Promise<string> {
  const id = await addProduct(handle.db, categoryId, { name: `Piece ${randomUUID()}`, price: 499 });
  if (Object.keys(figures).length > 0) {
    await handle.db.update(products).set(figures).where(eq(products.id, id));
  }
  return id;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  clothing = await categoryWith('Clothing', {
    weightGrams: 250,
    lengthCm: 30,
    breadthCm: 25,
    heightCm: 4,
  });
  footwear = await categoryWith('Footwear', {
    weightGrams: 700,
    lengthCm: 32,
    breadthCm: 20,
    heightCm: 12,
  });
});

afterAll(async () => {
  await handle.close();
});

describe('parcel measures', () => {
  it("books a product with figures of its own at its own figures, not its category's", async () => {
    const jacket = await productIn(clothing, {
      weightGrams: 650,
      lengthCm: 40,
      breadthCm: 32,
      heightCm: 9,
    });
    expect(await parcelMeasures(handle.db, [{ productId: jacket, quantity: 1 }])).toEqual({
      weightGrams: 650,
      lengthCm: 40,
      breadthCm: 32,
      heightCm: 9,
    });
  });

  it("books a product without figures at its category's", async () => {
    const tee = await productIn(clothing);
    expect(await parcelMeasures(handle.db, [{ productId: tee, quantity: 1 }])).toEqual({
      weightGrams: 250,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 4,
    });
  });

  it("takes the category's figure for each field the product leaves empty", async () => {
    const heavyTee = await productIn(clothing, { weightGrams: 400, heightCm: 6 });
    expect(await parcelMeasures(handle.db, [{ productId: heavyTee, quantity: 1 }])).toEqual({
      weightGrams: 400,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 6,
    });
  });

  it('gives a new category the shop’s default parcel', async () => {
    const plain = await productIn(await addCategory(handle.db, 'Plain'));
    expect(await parcelMeasures(handle.db, [{ productId: plain, quantity: 1 }])).toEqual(
      DEFAULT_PARCEL_DIMENSIONS,
    );
  });

  it('adds up the weight, takes the longest and widest unit, and stacks the units in height', async () => {
    const tee = await productIn(clothing);
    const shoes = await productIn(footwear);
    const longBag = await productIn(clothing, { weightGrams: 300, lengthCm: 45, breadthCm: 10 });
    const measured = await parcelMeasures(handle.db, [
      { productId: tee, quantity: 3 },
      { productId: shoes, quantity: 2 },
      { productId: longBag, quantity: 1 },
    ]);
    expect(measured).toEqual({
      weightGrams: 250 * 3 + 700 * 2 + 300,
      lengthCm: 45,
      breadthCm: 25,
      heightCm: 4 * 3 + 12 * 2 + 4,
    });
  });

  it('counts a product on two lines (two sizes) once per line', async () => {
    const tee = await productIn(clothing);
    expect(
      await parcelMeasures(handle.db, [
        { productId: tee, quantity: 1 },
        { productId: tee.toUpperCase(), quantity: 2 },
      ]),
    ).toEqual({ weightGrams: 750, lengthCm: 30, breadthCm: 25, heightCm: 12 });
  });

  it('still measures products and categories deleted since the order', async () => {
    const gone = await categoryWith('Retired', {
      weightGrams: 120,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 3,
    });
    const fromGoneCategory = await productIn(gone);
    const deleted = await productIn(footwear, { weightGrams: 900 });
    await handle.db.update(categories).set({ isDeleted: true }).where(eq(categories.id, gone));
    await handle.db.update(products).set({ isDeleted: true }).where(eq(products.id, deleted));
    expect(
      await parcelMeasures(handle.db, [
        { productId: fromGoneCategory, quantity: 2 },
        { productId: deleted, quantity: 1 },
      ]),
    ).toEqual({ weightGrams: 240 + 900, lengthCm: 32, breadthCm: 20, heightCm: 6 + 12 });
  });

  it('holds a very large order to what a courier books', async () => {
    const shoes = await productIn(footwear);
    const measured = await parcelMeasures(handle.db, [{ productId: shoes, quantity: 50 }]);
    expect(measured).toEqual({
      weightGrams: PARCEL_BOOKING_LIMITS.maxWeightGrams,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: PARCEL_BOOKING_LIMITS.maxHeightCm,
    });
    expect(PARCEL_BOOKING_LIMITS).toMatchObject({ maxWeightGrams: 30_000, maxHeightCm: 150 });
  });

  it("reads within the caller's transaction, seeing what it wrote", async () => {
    const tee = await productIn(clothing);
    const inside = await handle.db.transaction(async (tx) => {
      await tx.update(products).set({ weightGrams: 333 }).where(eq(products.id, tee));
      return parcelMeasures(tx, [{ productId: tee, quantity: 1 }]);
    });
    expect(inside.weightGrams).toBe(333);
  });

  it('refuses a parcel of nothing, a line without units and a product the shop never had', async () => {
    const tee = await productIn(clothing);
    await expect(parcelMeasures(handle.db, [])).rejects.toThrow('at least one item');
    await expect(parcelMeasures(handle.db, [{ productId: tee, quantity: 0 }])).rejects.toThrow(
      'whole number of units',
    );
    await expect(
      parcelMeasures(handle.db, [{ productId: randomUUID(), quantity: 1 }]),
    ).rejects.toThrow('No product');
  });
});
