import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { bearer } from '../testing/accounts';
import { createTestApp, type TestContext } from '../testing/test-app';

const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'trace' },
    {
      logDestination: { write: (line) => void lines.push(line) },
      beforeReady: (app) => {
        // A query that fails on a secret value: the database's message quotes it.
        app.post('/api/test/failing-query', { config: { access: 'public' } }, async () => {
          await ctx.db.execute(sql`select ${'$argon2id$v=19$leaked-hash'}::integer`);
          return { ok: true };
        });
      },
    },
  );
});

afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('the log', () => {
  it('never holds bodies, passwords, hashes, tokens or codes', async () => {
    const email = 'private.person@example.com';
    const password = 'Private@Pass9';
    const registered = await post('/api/register', { name: 'Private Person', email, password });
    await ctx.flushMail();
    const { userId } = registered.json() as { userId: string };
    // The codes, read where the mail went (the outbox), to look for them in the log.
    const mails = await ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    const codes = mails.map((mail) => mail.subject.slice(0, 6));
    expect(codes).toHaveLength(1);
    const verified = await post('/api/verify-otp', { userId, otp: codes[0] });
    const token = verified.json().token as string;
    await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(email)}`,
      headers: bearer(token),
    });
    await post('/api/login', { email, password: 'Wrong@Pass9' });
    await post('/api/register', { name: 'Nul\u0000Person', email, password });
    const failed = await post('/api/test/failing-query', { password });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02');
    for (const secret of [password, 'Wrong@Pass9', token, token.split('.')[2]!, ...codes]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('leaked-hash');
    expect(log).not.toContain(email);
    expect(log).not.toMatch(/authorization/i);
  });
});
