import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wallets } from '../../db/schema';
import { login } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { ensureAccount } from './bootstrap';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('ensureAccount (the admin and demo shopper at every start)', () => {
  it('creates a verified account with its wallet once, then leaves it as its owner keeps it', async () => {
    const account = { name: 'Boot Admin', password: 'First@123', role: 'admin' as const };
    expect(await ensureAccount(ctx.db, { ...account, email: 'Boot@Example.com' })).toBe('created');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'boot@example.com'));
    expect(row).toMatchObject({ isVerified: true, role: 'admin' });
    expect(await ctx.db.select().from(wallets).where(eq(wallets.userId, row!.id))).toHaveLength(1);

    // Another start, another spelling of the e-mail, a changed password in the environment: the
    // account stays as it was, password included.
    const again = { ...account, email: 'BOOT@example.com', password: 'Second@123' };
    expect(await ensureAccount(ctx.db, again)).toBe('exists');
    expect(await ctx.db.select().from(users).where(eq(users.email, 'boot@example.com'))).toEqual([
      row,
    ]);
    await expect(
      login(ctx.app, 'boot@example.com', 'First@123', '/api/admin/login'),
    ).resolves.toEqual(expect.any(String));
  });
});
