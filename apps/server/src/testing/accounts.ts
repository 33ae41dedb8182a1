import type { FastifyInstance } from 'fastify';
import { ensureAccount } from '../modules/accounts/bootstrap';
import type { TestContext } from './test-app';

export const TEST_ADMIN = { email: 'admin@shop.test', password: 'Admin@123' } as const;

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  url = '/api/login',
): Promise<string> {
  // A fresh address for each sign-in, so helpers never trip the per-address limits under test.
  const remoteAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.body}`);
  return res.json().token as string;
}

/** A verified shopper, created directly, and a session token for it. */
export async function shopperSession(
  ctx: TestContext,
  email: string,
  password = 'Secret@123',
  name = 'Test Shopper',
): Promise<string> {
  await ensureAccount(ctx.db, { name, email, password, role: 'user' });
  return login(ctx.app, email, password);
}

export async function adminSession(ctx: TestContext): Promise<string> {
  await ensureAccount(ctx.db, { name: 'Admin', ...TEST_ADMIN, role: 'admin' });
  return login(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password, '/api/admin/login');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
