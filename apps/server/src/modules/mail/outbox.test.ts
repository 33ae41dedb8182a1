import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { startSmtpServer } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await adminSession(ctx);
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

const readOutbox = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('mail outbox (no SMTP configured)', () => {
  it('writes each message as an .eml file and lists it to admins, newest first', async () => {
    // One after the other, each sent before the next, so "newest first" has one answer.
    expect((await register('first@example.com')).statusCode).toBe(201);
    await ctx.flushMail();
    expect((await register('second@example.com')).statusCode).toBe(201);
    await ctx.flushMail();

    const files = await readdir(path.join(ctx.config.dataDir, 'outbox'));
    // Named by the time they were written, so the first written sorts first.
    const eml = files.filter((f) => f.endsWith('.eml')).sort();
    expect(eml).toHaveLength(2);
    const raw = await readFile(path.join(ctx.config.dataDir, 'outbox', eml[0]!), 'utf8');
    expect(raw).toMatch(/^To: first@example\.com/m);
    expect(raw).toMatch(/^From: Little Loom <hello@littleloom\.in>/m);

    const all = await readOutbox('/api/dev/outbox', bearer(adminToken));
    expect(all.statusCode).toBe(200);
    const messages = all.json().messages as { to: string; subject: string; text: string }[];
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);

    const mine = await readOutbox('/api/dev/outbox?to=FIRST@example.com', bearer(adminToken));
    const [message] = mine.json().messages;
    expect(mine.json().messages).toHaveLength(1);
    expect(message.subject).toMatch(/^\d{6} is your Little Loom verification code$/);
    expect(message.text).toContain('Hello Outbox Reader');
    expect(message.text).toContain(message.subject.slice(0, 6));
  });

  it('is closed to anyone but an administrator: it holds reset codes', async () => {
    const anonymous = await readOutbox('/api/dev/outbox');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Token not found' });
    const shopper = await shopperSession(ctx, 'nosy@example.com');
    const asShopper = await readOutbox('/api/dev/outbox', bearer(shopper));
    expect(asShopper.statusCode).toBe(403);
    expect(JSON.stringify(asShopper.json())).not.toMatch(/\d{6} is your/);
  });

  it('is there for admins in production too while mail has nowhere else to go', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Shop@Owner1',
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(401);
      const token = await adminSession(production);
      const asAdmin = await production.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: bearer(token),
      });
      expect(asAdmin.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('is not served when mail goes out through SMTP', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const token = await adminSession(withSmtp);
      const res = await withSmtp.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
      const config = await withSmtp.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().devOutbox).toBe(false);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
