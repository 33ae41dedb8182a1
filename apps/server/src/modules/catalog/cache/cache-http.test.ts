import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, shopperSession } from '../../../testing/accounts';
import { addCategory, addProduct } from '../../../testing/fixtures';
import { createTestApp, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let shopper: Record<string, string>;
let admin: Record<string, string>;
let categoryId: string;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = bearer(await shopperSession(ctx, 'etag-shopper@example.com'));
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Partywear');
  productId = await addProduct(ctx.db, categoryId, { name: 'Sequin Dress', price: 1299 });
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const catalogueUrls = () => [
  `/api/products?category=${categoryId}`,
  `/api/products/${productId}`,
  '/api/products/best-selling-products',
  '/api/products/best-selling-categories',
  '/api/products/best-selling-brands',
  '/api/admin/category/active',
];

describe('anonymous catalogue replies', () => {
  it('carry a validator and a lifetime a shared cache may honour briefly', async () => {
    for (const url of catalogueUrls()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=10');
      expect(res.headers['cdn-cache-control'], url).toBe('max-age=10, stale-while-revalidate=20');
      expect(res.headers.vary, url).toContain('Authorization');
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(res.json().success, url).toBe(true);
    }
  });

  it('answer 304 with no body when the validator still matches, and 200 once anything changed', async () => {
    const url = `/api/products/${productId}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of validators, or the strong form of the same one, matches too (weak comparison).
    const listed = await get(url, { 'if-none-match': `W/"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

    const stock = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/update-stock/${productId}`,
      headers: admin,
      payload: { size: 'M', stock: 9 },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().product.stock).toBe(9);
  });

  it('keep their validator when compressed, and vary on the encoding as well', async () => {
    const category = await addCategory(ctx.db, 'Festive');
    for (const name of ['Kurta', 'Lehenga', 'Sherwani', 'Dhoti Set', 'Anarkali']) {
      await addProduct(ctx.db, category, { name, price: 999 });
    }
    const url = `/api/products?category=${category}`;
    const plain = await get(url);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gzipped.headers.vary).toMatch(/Authorization/);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': plain.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);

    // A browser takes both: Brotli is preferred, and the copy made for the first one is sent again.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const brotli = await get(url, browser);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, browser)).rawPayload.equals(brotli.rawPayload)).toBe(true);
    const signedIn = await get(url, { ...browser, ...shopper });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(signedIn.rawPayload).toString()).toBe(plain.body);
    // Nobody's refusal of every encoding gets a compressed reply.
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('answer HEAD with the same validator and no body', async () => {
    const url = `/api/products/${productId}`;
    const { etag } = (await get(url)).headers;
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
  });
});

describe('what stays uncacheable', () => {
  it('replies to signed-in requests: no validator, kept by nobody, whatever they send', async () => {
    for (const url of catalogueUrls()) {
      const anonymous = await get(url);
      const res = await get(url, { ...shopper, 'if-none-match': anonymous.headers.etag as string });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.json(), url).toEqual(anonymous.json());
    }
  });

  it('errors, and every route outside the catalogue', async () => {
    const missing = await get('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const refused = await get('/api/products?sort=cheapest');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBeUndefined();

    for (const [url, headers] of [
      ['/api/health', {}],
      ['/api/user/profile', shopper],
      ['/api/admin/products/list', admin],
      [`/api/admin/products/${productId}`, admin],
      ['/api/admin/category', admin],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'] ?? '', url).not.toContain('public');
    }
  });
});
