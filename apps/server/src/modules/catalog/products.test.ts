import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let girls: string;
let boys: string;
let frockId: string;
let hiddenId: string;

const day = (n: number) => new Date(Date.UTC(2026, 9, n));

beforeAll(async () => {
  ctx = await createTestApp();
  girls = await addCategory(ctx.db, 'Girls');
  boys = await addCategory(ctx.db, 'Boys');
  const retired = await addCategory(ctx.db, 'Retired', true);
  frockId = await addProduct(ctx.db, girls, {
    name: 'Floral Frock',
    brand: 'H&M',
    price: 899,
    discountPrice: 649.5,
    sizes: [
      { size: '2-3Y', stock: 4 },
      { size: '3-4Y', stock: 0 },
    ],
    createdAt: day(3),
    popularity: 50,
    images: ['img-frock-1', 'img-frock-2'],
  });
  await addProduct(ctx.db, boys, {
    name: 'Dino Tee',
    brand: 'Hopscotch',
    price: 399,
    createdAt: day(5),
    popularity: 90,
  });
  await addProduct(ctx.db, boys, {
    name: 'Cargo Shorts',
    brand: 'Babyhug',
    price: 549,
    createdAt: day(1),
    popularity: 10,
  });
  hiddenId = await addProduct(ctx.db, girls, { name: 'Old Frock', price: 299, isDeleted: true });
  await addProduct(ctx.db, retired, { name: 'Retired Frock', price: 199 });
});

afterAll(async () => {
  await ctx.close();
});

async function list(
  query = '',
): Promise<{ products: Product[]; total: number; page: number; pages: number }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/products', () => {
  it('lists only live products in live categories, with prices in rupees', async () => {
    const page = await list('?sort=new-arrivals');
    expect(page.products.map((p) => p.name)).toEqual(['Dino Tee', 'Floral Frock', 'Cargo Shorts']);
    expect(page.total).toBe(3);
    const frock = page.products.find((p) => p._id === frockId)!;
    expect(frock).toMatchObject({
      price: 899,
      discountPrice: 649.5,
      brand: 'H&M',
      category: { _id: girls, name: 'Girls' },
      sizes: [
        { size: '2-3Y', stock: 4 },
        { size: '3-4Y', stock: 0 },
      ],
      stock: 4,
      deleted: false,
    });
    expect(frock.images).toEqual([
      {
        public_id: 'img-frock-1',
        url: '/uploads/img-frock-1-lg.webp',
        thumbnailUrl: '/uploads/img-frock-1-sm.webp',
      },
      {
        public_id: 'img-frock-2',
        url: '/uploads/img-frock-2-lg.webp',
        thumbnailUrl: '/uploads/img-frock-2-sm.webp',
      },
    ]);
  });

  it('pages the results', async () => {
    const first = await list('?sort=new-arrivals&limit=2&page=1');
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.products).toHaveLength(2);
    const second = await list('?sort=new-arrivals&limit=2&page=2');
    expect(second.products.map((p) => p.name)).toEqual(['Cargo Shorts']);
  });

  it('searches names case-insensitively, treating wildcards as text', async () => {
    expect((await list('?search=FROCK')).products.map((p) => p.name)).toEqual(['Floral Frock']);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('searches brands and category names too, as the search box says', async () => {
    expect((await list('?search=hopscotch')).products.map((p) => p.name)).toEqual(['Dino Tee']);
    const boysNames = (await list('?search=boy')).products.map((p) => p.name).sort();
    expect(boysNames).toEqual(['Cargo Shorts', 'Dino Tee']);
    // A deleted category's name finds nothing: its products are not on sale.
    expect((await list('?search=retired')).total).toBe(0);
  });

  it('sorts by the price a shopper pays', async () => {
    const names = (await list('?sort=low-to-high')).products.map((p) => p.name);
    expect(names).toEqual(['Dino Tee', 'Cargo Shorts', 'Floral Frock']);
  });

  it('filters by category', async () => {
    const page = await list(`?category=${boys}`);
    expect(page.products.map((p) => p.name).sort()).toEqual(['Cargo Shorts', 'Dino Tee']);
  });

  it('refuses a bad query with a clear message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?sort=cheapest' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown sort option' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/products?page=0' });
    expect(page.statusCode).toBe(400);
    expect(page.json().success).toBe(false);
  });
});

describe('GET /api/products/:id', () => {
  it('returns a live product', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${frockId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ _id: frockId, name: 'Floral Frock' });
  });

  it('answers 404 for deleted, unknown and malformed ids', async () => {
    for (const id of [hiddenId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Product not found.' });
    }
  });
});
