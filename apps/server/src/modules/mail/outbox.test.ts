import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const register = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Outbox Reader', email, password: 'secret1' },
  });

describe('mail outbox (no SMTP configured)', () => {
  it('writes each message as an .eml file and lists it newest first, filtered by recipient', async () => {
    expect((await register('first@example.com')).statusCode).toBe(201);
    expect((await register('second@example.com')).statusCode).toBe(201);

    const files = await readdir(path.join(ctx.config.dataDir, 'outbox'));
    const eml = files.filter((f) => f.endsWith('.eml'));
    expect(eml).toHaveLength(2);
    const raw = await readFile(path.join(ctx.config.dataDir, 'outbox', eml[0]!), 'utf8');
    expect(raw).toMatch(/^To: first@example\.com/m);
    expect(raw).toMatch(/^From: Little Loom <hello@littleloom\.in>/m);

    const all = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const messages = all.json().messages as {
      to: string;
      subject: string;
      text: string;
      time: string;
    }[];
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=FIRST@example.com',
    });
    const [message] = mine.json().messages;
    expect(mine.json().messages).toHaveLength(1);
    expect(message.subject).toMatch(/^\d{6} is your Little Loom verification code$/);
    expect(message.text).toContain('Hello Outbox Reader');
    expect(message.text).toContain(message.subject.slice(0, 6));
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
