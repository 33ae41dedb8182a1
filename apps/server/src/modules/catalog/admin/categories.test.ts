import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, shopperSession } from '../../../testing/accounts';
import { addProduct } from '../../../testing/fixtures';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
});

afterAll(async () => {
  await ctx.close();
});

const addCategory = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/category', headers: admin, payload });

describe('categories', () => {
  it('adds a category with its name and description trimmed', async () => {
    const res = await addCategory({ name: '  Boys  ', description: ' Clothes for boys ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Category added successfully',
      data: { name: 'Boys', description: 'Clothes for boys', isDeleted: false },
    });
  });

  it('words every refusal as the spec does', async () => {
    const cases: [object, string][] = [
      [{ description: 'x' }, 'Category name is required'],
      [{ name: 'X' }, 'Description is required'],
      [{ name: '   ', description: 'x' }, 'Category name cannot be empty or only spaces'],
      [{ name: 'Toys', description: '   ' }, 'Category description cannot be empty or only spaces'],
    ];
    for (const [payload, message] of cases) {
      const res = await addCategory(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('keeps the HSN code and GST rate of its goods, with defaults the spec’s form never sends', async () => {
    const plain = await addCategory({ name: 'Rompers', description: 'One-piece outfits' });
    expect(plain.json().data).toMatchObject({ hsnCode: '6209', gstRate: 18 });
    const id = plain.json().data._id as string;
    const edit = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/category/${id}`, headers: admin, payload });

    const taxed = await edit({ name: 'Rompers', description: 'x', hsnCode: '611120', gstRate: 5 });
    expect(taxed.json().data).toMatchObject({ hsnCode: '611120', gstRate: 5 });
    // An edit without them (the spec's client) keeps them.
    const renamed = await edit({ name: 'Baby Rompers', description: 'One-piece outfits' });
    expect(renamed.json().data).toMatchObject({
      name: 'Baby Rompers',
      hsnCode: '611120',
      gstRate: 5,
    });

    for (const [payload, message] of [
      [{ hsnCode: '611' }, 'An HSN code has 4, 6 or 8 digits'],
      [{ hsnCode: '61112A' }, 'An HSN code has 4, 6 or 8 digits'],
      [{ gstRate: 12 }, 'Choose a GST rate of 0%, 5%, 18% or 40%'],
    ] as const) {
      const res = await edit({ name: 'Baby Rompers', description: 'x', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/category/active' });
    const kept = listed.json().data.find((c: { _id: string }) => c._id === id);
    expect(kept).toMatchObject({ hsnCode: '611120', gstRate: 5 });
  });

  it('keeps how one unit of its goods is packed, with the shop’s default parcel when not given', async () => {
    const plain = await addCategory({ name: 'Bibs', description: 'Feeding bibs' });
    expect(plain.json().data).toMatchObject({
      weightGrams: 300,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 5,
    });
    const shoes = await addCategory({
      name: 'Shoes',
      description: 'First walkers',
      weightGrams: 700,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });
    expect(shoes.statusCode, shoes.body).toBe(201);
    const id = shoes.json().data._id as string;
    const edit = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/category/${id}`, headers: admin, payload });
    const read = async () => {
      const all = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/category?limit=100',
        headers: admin,
      });
      return all.json().data.find((c: { _id: string }) => c._id === id);
    };
    expect(await read()).toMatchObject({
      weightGrams: 700,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });

    const changed = await edit({ name: 'Shoes', description: 'x', weightGrams: 650, heightCm: 11 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ weightGrams: 650, lengthCm: 32, heightCm: 11 });
    // An edit without them (the spec's client) keeps them.
    await edit({ name: 'Shoes', description: 'First walkers' });
    const kept = { weightGrams: 650, lengthCm: 32, breadthCm: 20, heightCm: 11 };
    expect(await read()).toMatchObject(kept);

    for (const [payload, message] of [
      [{ weightGrams: 0 }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ weightGrams: 30_001 }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ weightGrams: 250.5 }, 'Weight must be a whole number of grams, from 1 to 30,000'],
      [{ weightGrams: null }, 'Weight is required'],
      [{ lengthCm: 151 }, 'Length must be a whole number of cm, from 1 to 150'],
      [{ breadthCm: -3 }, 'Breadth must be a whole number of cm, from 1 to 150'],
      [{ heightCm: 'tall' }, 'Height must be a whole number of cm, from 1 to 150'],
      [{ heightCm: '' }, 'Height is required'],
    ] as const) {
      const res = await edit({ name: 'Shoes', description: 'x', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, message });
    }
    const refusedAdd = await addCategory({ name: 'Prams', description: 'x', lengthCm: 200 });
    expect(refusedAdd.json().message).toBe('Length must be a whole number of cm, from 1 to 150');
    expect(await read()).toMatchObject({ ...kept, description: 'First walkers' });
    const active = await ctx.app.inject({ method: 'GET', url: '/api/admin/category/active' });
    const names = active.json().data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Prams');
    // The product form reads the active list for its hint.
    expect(active.json().data.find((c: { _id: string }) => c._id === id)).toMatchObject(kept);
  });

  it('refuses a name that exists in any case, on add and on edit', async () => {
    await addCategory({ name: 'Girls', description: 'For girls' });
    const dup = await addCategory({ name: ' gIRLS ', description: 'again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      message: 'Category with this name already exists',
    });

    const other = (await addCategory({ name: 'Infants', description: 'Tiny ones' })).json().data;
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${other._id}`,
      headers: admin,
      payload: { name: 'GIRLS', description: 'Tiny ones' },
    });
    expect(rename.statusCode).toBe(409);
    const keepOwn = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${other._id}`,
      headers: admin,
      payload: { name: 'INFANTS', description: ' Newborn to 2 years ' },
    });
    expect(keepOwn.statusCode).toBe(200);
    expect(keepOwn.json()).toMatchObject({
      message: 'Category updated successfully',
      data: { name: 'INFANTS', description: 'Newborn to 2 years' },
    });
  });

  it('soft-deletes a category, taking its products off the storefront, and restores it', async () => {
    const category = (await addCategory({ name: 'Footwear', description: 'Shoes' })).json().data;
    const productId = await addProduct(ctx.db, category._id, { name: 'Tiny Sneakers', price: 999 });
    const live = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode;
    expect(await live()).toBe(200);

    const del = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${category._id}/delete`,
      headers: admin,
      payload: { isDeleted: true },
    });
    expect(del.json()).toMatchObject({
      success: true,
      message: 'Category marked as deleted',
      data: { isDeleted: true },
    });
    expect(await live()).toBe(404);
    const active = await ctx.app.inject({ method: 'GET', url: '/api/admin/category/active' });
    expect(active.json().data.map((c: { name: string }) => c.name)).not.toContain('Footwear');
    const listing = await ctx.app.inject({ method: 'GET', url: '/api/products?search=sneakers' });
    expect(listing.json().total).toBe(0);

    const restore = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${category._id}/restore`,
      headers: admin,
      payload: { isDeleted: false },
    });
    expect(restore.json()).toMatchObject({
      message: 'Category restored successfully',
      data: { isDeleted: false },
    });
    expect(await live()).toBe(200);
  });

  it('lists all categories ten to a page for the admin, and active ones for anyone', async () => {
    for (let i = 0; i < 9; i++) await addCategory({ name: `Extra ${i}`, description: 'More' });
    const page1 = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/category?page=1',
      headers: admin,
    });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().pages).toBe(Math.ceil(page1.json().total / 10));
    const active = await ctx.app.inject({ method: 'GET', url: '/api/admin/category/active' });
    expect(active.statusCode).toBe(200);
    expect(active.json().data.every((c: { isDeleted: boolean }) => !c.isDeleted)).toBe(true);
  });

  it('keeps category management to administrators', async () => {
    const shopper = bearer(await shopperSession(ctx, 'cat-shopper@example.com'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/category',
      headers: shopper,
      payload: { name: 'Sneaky', description: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/category' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/category/00000000-0000-4000-8000-000000000000/delete',
      headers: admin,
      payload: { isDeleted: true },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Category not found' });
  });
});
