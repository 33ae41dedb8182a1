import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
