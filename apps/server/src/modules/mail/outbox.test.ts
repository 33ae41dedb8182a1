import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailQueue } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { startSmtpServer } from '../../testing/smtp';
import { createTestApp, openTestDatabase, type TestContext } from '../../testing/test-app';

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
  it('writes each message whole into the database and lists it to admins, newest first', async () => {
    // One after the other, each sent before the next, so "newest first" has one answer.
    expect((await register('first@example.com')).statusCode).toBe(201);
    const [queued] = await ctx.db.select({ id: mailQueue.id }).from(mailQueue);
    await ctx.flushMail();
    expect((await register('second@example.com')).statusCode).toBe(201);
    await ctx.flushMail();

    const written = await ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    expect(written.map((mail) => mail.recipient)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    // The whole message, as a mail client opens it, named by the queue row it was written from.
    const raw = written[0]!.message;
    expect(written[0]!.queueId).toBe(queued!.id);
    expect(raw).toMatch(/^To: first@example\.com/m);
    expect(raw).toMatch(/^From: Little Loom <hello@littleloom\.in>/m);
    expect(raw).toContain(`Message-ID: <${queued!.id}@littleloom.in>`);
    expect(raw).toContain('Hello Outbox Reader');
    expect(await ctx.db.select().from(mailQueue)).toEqual([]);
    expect(existsSync(path.join(ctx.config.dataDir, 'outbox'))).toBe(false);

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

  it('lists as many as asked for, newest first', async () => {
    const newest = await readOutbox('/api/dev/outbox?limit=1', bearer(adminToken));
    expect(newest.json().messages.map((m: { to: string }) => m.to)).toEqual(['second@example.com']);
    for (const limit of ['0', '501', 'many']) {
      const refused = await readOutbox(`/api/dev/outbox?limit=${limit}`, bearer(adminToken));
      expect(refused.statusCode).toBe(400);
    }
  });

  it('holds a queued mail once, however often it is written', async () => {
    const outbox = ctx.app.mailOutbox!;
    const mail = {
      queueId: '6d1f2c3a-0000-4000-8000-000000000001',
      to: 'twice@example.com',
      subject: 'Your order has shipped',
      text: 'Hello',
    };
    await outbox.writeIn(ctx.db, mail);
    await ctx.db.transaction((tx) => outbox.writeIn(tx, { ...mail, subject: 'Again' }));
    const written = await outbox.list({ to: 'twice@example.com', limit: 10 });
    expect(written.map((entry) => entry.subject)).toEqual(['Your order has shipped']);
  });

  it('is the same outbox for every server process on the database', async () => {
    const database = await openTestDatabase();
    const one = await createTestApp({}, { database });
    const other = await createTestApp({}, { database });
    try {
      await one.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Shared Outbox', email: 'shared@example.com', password: 'secret1' },
      });
      await one.flushMail();
      const token = await adminSession(other);
      const read = await other.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=shared@example.com',
        headers: bearer(token),
      });
      expect(read.json().messages).toHaveLength(1);
    } finally {
      await one.close();
      await other.close();
      await database.close();
    }
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

describe('the outbox folder of earlier versions', () => {
  /** Writes a mail as the outbox folder held it: a .json summary beside an .eml file. */
  async function writeFolderMail(
    folder: string,
    time: string,
    files: { json?: string; eml?: string },
  ): Promise<void> {
    const id = `${time.replace(/[:.]/g, '-')}-0badc0de`;
    if (files.json !== undefined) await writeFile(path.join(folder, `${id}.json`), files.json);
    if (files.eml !== undefined) await writeFile(path.join(folder, `${id}.eml`), files.eml);
  }
  const summary = (time: string, to: string, subject: string) =>
    JSON.stringify({ id: `${time.replace(/[:.]/g, '-')}-0badc0de`, time, to, subject, text: 'Hi' });

  it('is read into the database once, skipping damaged files, and set aside', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-outbox-folder-'));
    const folder = path.join(dataDir, 'outbox');
    await mkdir(folder);
    const older = '2026-01-15T09:00:00.000Z';
    const newer = '2026-01-15T10:30:00.000Z';
    await writeFolderMail(folder, older, {
      json: summary(older, 'asha@example.com', 'Your order LL-2601-00001 has shipped'),
      eml: 'To: asha@example.com\r\nSubject: Your order LL-2601-00001 has shipped\r\n\r\nHi\r\n',
    });
    // The process stopped before the .eml was whole: written again from the summary.
    await writeFolderMail(folder, newer, {
      json: summary(newer, 'ravi@example.com', '105577 is your Little Loom password reset code'),
      eml: '',
    });
    // Stopped while writing the summary: empty, or cut short, or never written.
    await writeFolderMail(folder, '2026-01-15T11:00:00.000Z', { json: '', eml: 'To: x' });
    await writeFolderMail(folder, '2026-01-15T11:01:00.000Z', { json: '{"id":"2026-01-', eml: '' });
    await writeFolderMail(folder, '2026-01-15T11:02:00.000Z', { eml: 'To: y' });
    await writeFolderMail(folder, '2026-01-15T11:03:00.000Z', { json: '{"to":42}' });

    const database = await openTestDatabase();
    const readOnce = async () => {
      const app = await createTestApp({ DATA_DIR: dataDir }, { database });
      try {
        await app.app.mailOutbox!.imported();
        const token = await adminSession(app);
        const res = await app.app.inject({
          method: 'GET',
          url: '/api/dev/outbox',
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
        return res.json().messages as { to: string; subject: string; time: string }[];
      } finally {
        await app.close();
      }
    };
    try {
      const expected = [
        { to: 'ravi@example.com', time: newer },
        { to: 'asha@example.com', time: older },
      ];
      expect(await readOnce()).toMatchObject(expected);
      expect(existsSync(folder)).toBe(false);
      expect((await readdir(`${folder}.imported`)).length).toBe(10);
      const [rewritten] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'ravi@example.com'));
      expect(rewritten!.message).toMatch(/^To: ravi@example\.com/m);
      expect(rewritten!.message).toContain(`Message-ID: <${rewritten!.queueId}@littleloom.in>`);

      // The same files again (an import cut short, another process): each mail is there once.
      await cp(`${folder}.imported`, folder, { recursive: true });
      expect(await readOnce()).toMatchObject(expected);
      expect(existsSync(folder)).toBe(false);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
