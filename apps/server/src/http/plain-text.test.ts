import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, shopperSession } from '../testing/accounts';
import { multipartBody } from '../testing/multipart';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let shopper: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await shopperSession(ctx, 'typist@example.com');
  admin = await adminSession(ctx);
});

afterAll(async () => {
  await ctx.close();
});

const NUL = '\u0000';

describe('control characters in text', () => {
  it('are refused with a 400 naming the field, on every kind of route and input', async () => {
    const cases: {
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      payload?: object;
      token?: string;
      field: string;
    }[] = [
      {
        method: 'POST',
        url: '/api/register',
        payload: { name: `A${NUL}`, email: 'n@example.com', password: 'secret1' },
        field: 'name',
      },
      {
        method: 'POST',
        url: '/api/register',
        payload: { name: 'A', email: 'n@example.com', password: `secret${NUL}` },
        field: 'password',
      },
      {
        method: 'POST',
        url: '/api/login',
        payload: { email: `a${NUL}@example.com`, password: 'secret1' },
        field: 'email',
      },
      {
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: `a${NUL}@example.com` },
        field: 'email',
      },
      {
        method: 'POST',
        url: '/api/resend-otp',
        payload: { email: `a\u001b@example.com` },
        field: 'email',
      },
      { method: 'GET', url: '/api/products?search=frock%00', field: 'search' },
      { method: 'GET', url: '/api/products/%00', field: 'id' },
      {
        method: 'PUT',
        url: '/api/user/profile',
        payload: { name: `Asha${NUL}` },
        token: shopper,
        field: 'name',
      },
      {
        method: 'POST',
        url: '/api/admin/category',
        payload: { name: 'Caps', description: `Warm${NUL}` },
        token: admin,
        field: 'description',
      },
      { method: 'GET', url: '/api/admin/products/list?search=%7F', token: admin, field: 'search' },
      {
        method: 'POST',
        url: '/api/login',
        payload: { [`ke${NUL}y`]: 'v' },
        field: 'field name',
      },
    ];
    for (const { method, url, payload, token, field } of cases) {
      const res = await ctx.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(token ? { headers: bearer(token) } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toEqual({
        success: false,
        message: `${field} contains characters that are not allowed`,
      });
    }
  });

  it('are refused in multipart form fields too', async () => {
    const form = multipartBody([
      ['name', `Frock${NUL}`],
      ['description', 'Soft'],
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name contains characters that are not allowed');
  });

  it('refuses invisible and direction-changing characters the same way, and changes nothing', async () => {
    for (const [name, hidden] of [
      ['override', '\u202E'],
      ['isolate', '\u2067'],
      ['zero width', '\u200B'],
      ['mark', '\u200F'],
      ['bom', '\uFEFF'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/category',
        headers: bearer(admin),
        payload: { name: `Caps ${hidden}${name}`, description: 'Warm' },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe('name contains characters that are not allowed');
    }
    const categories = await ctx.app.inject({ method: 'GET', url: '/api/admin/category/active' });
    expect(categories.statusCode).toBe(200);
    expect(categories.body).not.toMatch(/Caps /);
  });

  it('keeps the joiners that Indic-script words need', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(shopper),
      payload: { name: 'ആന്\u200Dസി' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('leaves tabs and line breaks alone, for text written on several lines', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/category',
      headers: bearer(admin),
      payload: { name: 'Quilts', description: 'Warm\r\n\tand soft' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
