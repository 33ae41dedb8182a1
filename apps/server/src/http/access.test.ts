import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, shopperSession } from '../testing/accounts';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('route access declarations', () => {
  it('every registered route declares who may call it', () => {
    const routes = ctx.app.listRoutes();
    expect(routes.length).toBeGreaterThan(3);
    const undeclared = routes.filter(
      (r) => !['public', 'shopper', 'admin'].includes(r.access ?? ''),
    );
    expect(undeclared).toEqual([]);
  });

  it('refuses to start with a route that declares nothing', async () => {
    await expect(
      createTestApp(
        {},
        { beforeReady: (app) => void app.get('/api/forgotten', async () => ({ ok: true })) },
      ),
    ).rejects.toThrow('Routes without an access declaration: GET /api/forgotten');
  });
});

describe('access enforcement', () => {
  it('asks for a token on shopper and admin routes', async () => {
    const shopper = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test/mine', { config: { access: 'shopper' } }, async () => ({ ok: true }));
          app.get('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({
            ok: true,
          }));
        },
      },
    );
    try {
      const noToken = await shopper.app.inject({ method: 'GET', url: '/api/test/mine' });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ success: false, message: 'Token not found' });
      const badToken = await shopper.app.inject({
        method: 'GET',
        url: '/api/test/admin-only',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(badToken.statusCode).toBe(401);
      expect(badToken.json().success).toBe(false);
    } finally {
      await shopper.close();
    }
  });
});

describe('access comes before validation', () => {
  it('answers a caller without access 401 or 403, never what the body should have been', async () => {
    const shopper = await shopperSession(ctx, 'curious@example.com');
    const cases = [
      { method: 'PUT' as const, url: '/api/admin/category/123', payload: {} },
      { method: 'POST' as const, url: '/api/admin/category', payload: { unknown: 1 } },
      { method: 'PUT' as const, url: '/api/admin/products/update-stock/1', payload: { size: '' } },
      { method: 'PUT' as const, url: '/api/user/profile', payload: { phone: 'not a phone' } },
    ];
    for (const { method, url, payload } of cases) {
      const anonymous = await ctx.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: 'Token not found' });
      if (url.startsWith('/api/admin')) {
        const asShopper = await ctx.app.inject({ method, url, payload, headers: bearer(shopper) });
        expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Not even whether the body parses.
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/category',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(401);
  });
});
