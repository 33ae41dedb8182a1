import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../db/schema';
import type { MailMessage, Mailer } from '../../platform/mail';
import { shopperSession } from '../../testing/accounts';
import { startSmtpServer } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { CLAIM_SECONDS, MAX_MAIL_ATTEMPTS } from './queue';

/** A mail server the test controls: it can hold every send, or refuse the next ones. */
class ControlledMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failures = 0;
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;
  waiting = 0;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = undefined;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.gate) {
      this.waiting += 1;
      await this.gate;
      this.waiting -= 1;
    }
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error(`550 mailbox ${message.to} unavailable`), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    }
    this.sent.push(message);
  }
}

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function start(mailer: Mailer, env: Record<string, string> = {}, lines: string[] = []) {
  ctx = await createTestApp(env, {
    mailer,
    logDestination: { write: (line) => void lines.push(line) },
  });
  return ctx;
}

const forgot = (app: TestContext, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });

const queued = (app: TestContext) => app.db.select().from(mailQueue);

describe('mail leaves from a queue, never from inside a request', () => {
  it('answers before the mail server has taken the mail', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    await shopperSession(app, 'waits@example.com');
    mailer.hold();
    const reply = await forgot(app, 'waits@example.com');
    expect(reply.statusCode).toBe(200);
    // The request is answered while its mail is still queued or held at the mail server.
    expect(mailer.sent).toHaveLength(0);
    mailer.release();
    await app.flushMail();
    expect(mailer.sent.map((m) => m.to)).toEqual(['waits@example.com']);
    expect(await queued(app)).toEqual([]);
  });

  it('decides off the request path whether there is anyone to mail', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    await shopperSession(app, 'someone@example.com');
    for (const email of ['someone@example.com', 'no-one@example.com']) {
      expect((await forgot(app, email)).json()).toEqual({
        success: true,
        message: 'If an account exists for this email, we have sent a code to reset the password.',
      });
    }
    await app.flushMail();
    expect(mailer.sent.map((m) => m.to)).toEqual(['someone@example.com']);
    expect(await queued(app)).toEqual([]);
  });

  it('keeps a mail the server refused and tries again later, with a growing wait', async () => {
    const mailer = new ControlledMailer();
    const lines: string[] = [];
    const app = await start(mailer, { LOG_LEVEL: 'info' }, lines);
    await shopperSession(app, 'retry@example.com');
    mailer.failures = 2;
    await forgot(app, 'retry@example.com');
    await app.flushMail();

    const [first] = await queued(app);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'EENVELOPE 550' });
    const wait = (first!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(31);
    // Not due yet: a flush leaves it alone.
    await app.flushMail();
    expect((await queued(app))[0]!.attempts).toBe(1);

    const due = () =>
      app.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await due();
    await app.flushMail();
    const [second] = await queued(app);
    expect(second!.attempts).toBe(2);
    expect((second!.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(50);

    await due();
    await app.flushMail();
    expect(mailer.sent.map((m) => m.to)).toEqual(['retry@example.com']);
    expect(await queued(app)).toEqual([]);
    // The log tells of the retries without the address the mail server quoted.
    const log = lines.join('');
    expect(log).toContain('mail not sent; will retry');
    expect(log).not.toContain('retry@example.com');
  });

  it('gives a mail up after its last try and keeps no copy of it', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    await shopperSession(app, 'gone@example.com');
    mailer.failures = MAX_MAIL_ATTEMPTS;
    await forgot(app, 'gone@example.com');
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      await app.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await app.flushMail();
    }
    const [row] = await queued(app);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      body: '',
      code: null,
    });
    await app.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await app.flushMail();
    expect(mailer.sent).toEqual([]);
  });

  it('writes the code of each mail to the console in development, and only there', async () => {
    const printed: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        printed.push(String(chunk));
        return true;
      });
    try {
      for (const env of ['development', 'test']) {
        const mailer = new ControlledMailer();
        const app = await start(mailer, { NODE_ENV: env });
        await shopperSession(app, `console-${env}@example.com`);
        await forgot(app, `console-${env}@example.com`);
        await app.flushMail();
        const code = mailer.sent[0]!.subject.slice(0, 6);
        const line = printed.find((p) => p.includes(`console-${env}@example.com`));
        if (env === 'development') {
          expect(line).toContain(`"${code} is your Little Loom password reset code"`);
          expect(line).toContain(`(code ${code})`);
        } else {
          expect(line).toBeUndefined();
        }
        await app.close();
        ctx = undefined;
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('queues nothing for a request it refuses', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    await shopperSession(app, 'once@example.com');
    await forgot(app, 'once@example.com');
    const early = await forgot(app, 'once@example.com');
    expect(early.statusCode).toBe(429);
    await app.flushMail();
    expect(mailer.sent).toHaveLength(1);
    expect(await app.db.select().from(mailQueue).where(eq(mailQueue.status, 'pending'))).toEqual(
      [],
    );
  });
});

describe('claims on queued mail', () => {
  const enqueue = (app: TestContext, n: number) =>
    app.app.mailQueue.enqueue(app.db, {
      to: `claimed-${n}@example.com`,
      subject: `Mail ${n}`,
      text: 'Hello',
    });
  const secondsAhead = (date: Date) => (date.getTime() - Date.now()) / 1000;

  it('takes one mail at a time, for seconds, and keeps the claim while a slow send goes on', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    // Only the claim's renewal is timed by hand; the database and the rest run as ever. Both
    // come before the mail, which the queue's own timer may start sending at any moment.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mailer.hold();
    try {
      for (let n = 1; n <= 3; n++) await enqueue(app, n);
      const flushing = app.flushMail();
      await vi.waitFor(() => expect(mailer.waiting).toBe(1), { interval: 10 });
      const rows = await queued(app);
      const claimed = rows.filter((row) => row.attempts === 1);
      expect(claimed).toHaveLength(1);
      expect(rows.filter((row) => row.attempts === 0)).toHaveLength(2);
      expect(secondsAhead(claimed[0]!.nextAttemptAt)).toBeGreaterThan(CLAIM_SECONDS - 5);
      expect(secondsAhead(claimed[0]!.nextAttemptAt)).toBeLessThanOrEqual(CLAIM_SECONDS + 1);

      // The send is still going a third of the claim later: the claim is renewed, not left to lapse.
      const almostLapsed = sql`now() + interval '1 second'`;
      await app.db
        .update(mailQueue)
        .set({ nextAttemptAt: almostLapsed })
        .where(eq(mailQueue.id, claimed[0]!.id));
      vi.advanceTimersByTime((CLAIM_SECONDS * 1000) / 3);
      await vi.waitFor(
        async () => {
          const [row] = await app.db
            .select()
            .from(mailQueue)
            .where(eq(mailQueue.id, claimed[0]!.id));
          expect(secondsAhead(row!.nextAttemptAt)).toBeGreaterThan(CLAIM_SECONDS - 5);
        },
        { interval: 20 },
      );
      mailer.release();
      await flushing;
    } finally {
      vi.useRealTimers();
      mailer.release();
    }
    expect(mailer.sent.map((mail) => mail.subject).sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
    expect(await queued(app)).toEqual([]);
  });

  it('sends a mail again over SMTP with the same Message-ID, taken from its queue row', async () => {
    const smtp = await startSmtpServer();
    try {
      const app = await createTestApp({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Little Loom <orders@mail.littleloom.example>',
      });
      ctx = app;
      // The server keeps each mail once but answers with a failure, as if the shop had stopped
      // before hearing the answer: the queue sends them again.
      smtp.failAfterReceiving(2);
      await enqueue(app, 1);
      await enqueue(app, 2);
      const ids = (await queued(app)).map((row) => row.id);
      await app.flushMail();
      expect(await queued(app)).toHaveLength(2);
      await app.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await app.flushMail();
      expect(await queued(app)).toEqual([]);

      const messageIds = smtp.messages.map(
        (mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? 'none',
      );
      expect(messageIds).toHaveLength(4);
      expect(new Set(messageIds)).toEqual(
        new Set(ids.map((id) => `<${id}@mail.littleloom.example>`)),
      );
      for (const id of ids) {
        expect(messageIds.filter((messageId) => messageId.includes(id))).toHaveLength(2);
      }
    } finally {
      await ctx?.close();
      ctx = undefined;
      await smtp.close();
    }
  });
});

describe('mail requested for later', () => {
  it('is written when it falls due, told what it is about, and is not late before then', async () => {
    const mailer = new ControlledMailer();
    const app = await start(mailer);
    const told: (string | null)[] = [];
    app.app.mailQueue.registerComposer('later-test', async (recipient, about) => {
      told.push(about);
      return { to: recipient, subject: `About ${about}`, text: 'Hello' };
    });
    await app.app.mailQueue.request(app.db, 'later-test', 'later@example.com', {
      about: 'order-1',
      dueInSeconds: 3600,
    });
    const [row] = await queued(app);
    const dueIn = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(dueIn).toBeGreaterThan(3600 - 60);
    expect(dueIn).toBeLessThanOrEqual(3600 + 5);
    expect(row!.dueAt).toEqual(row!.nextAttemptAt);

    await app.flushMail();
    expect(told).toEqual([]);
    expect(mailer.sent).toEqual([]);
    // Waiting for its time is not waiting to be sent.
    expect(await app.app.mailQueue.backlog()).toEqual({
      waiting: 0,
      oldestWaitingSeconds: 0,
      givenUp: 0,
    });

    // Due ten minutes ago, unsent (its server down, say): late by those ten minutes, not by the
    // hour it was asked for ahead of time.
    const tenMinutesAgo = sql`now() - interval '10 minutes'`;
    await app.db
      .update(mailQueue)
      .set({ dueAt: tenMinutesAgo, nextAttemptAt: sql`now() + interval '1 hour'` });
    const late = await app.app.mailQueue.backlog();
    expect(late.waiting).toBe(1);
    expect(late.oldestWaitingSeconds).toBeGreaterThanOrEqual(600);
    expect(late.oldestWaitingSeconds).toBeLessThan(660);

    await app.db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    await app.flushMail();
    expect(told).toEqual(['order-1']);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['later@example.com', 'About order-1'],
    ]);
    expect(await queued(app)).toEqual([]);
  });
});
