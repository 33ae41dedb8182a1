import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { MailMessage, Mailer } from '../../platform/mail';

/** Tries per mail before it is given up; the waits double from 30 s, so the last is ~1 h later. */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
/** How long a claimed mail is left to its sender before another may try it (a crash, say). */
const CLAIM_SECONDS = 300;
const BATCH_SIZE = 10;
const POLL_MS = 5_000;

/** Seconds to wait after a failed try, doubling each time. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), 3600);

/** Only what identifies a mail server's refusal, never the addresses it may quote. */
function failureCode(error: unknown): string {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'ERROR'];
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  return parts.join(' ');
}

export interface MailQueueDeps {
  db: Database;
  /** Where mail is delivered: SMTP, or the outbox folder. */
  transport: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Development only: one console line per mail sent, with its code, so sign-up works locally. */
  echo?: ((line: string) => void) | undefined;
  pollMs?: number;
}

/**
 * A durable queue of outgoing mail in the database. Callers add mail inside their own transaction
 * (a code and its mail are written together or not at all), then wake the queue once committed;
 * a timer also drains it, so mail left by a crash or a failed try still goes. Any number of server
 * copies may drain it at once: rows are claimed with SKIP LOCKED.
 */
export class MailQueue {
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: MailQueueDeps) {}

  async enqueue(db: DbOrTx, mail: MailMessage): Promise<void> {
    await db.insert(mailQueue).values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      code: mail.code ?? null,
    });
  }

  /** Starts sending what is due, soon, without waiting for it. */
  wake(): void {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainUntilIdle().finally(() => {
      this.draining = undefined;
    });
  }

  /** Sends everything due now and waits for it (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
    this.wake();
    await this.draining;
  }

  start(): void {
    this.timer ??= setInterval(() => this.wake(), this.deps.pollMs ?? POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.draining) await this.draining;
  }

  private async drainUntilIdle(): Promise<void> {
    try {
      do {
        this.drainAgain = false;
        while ((await this.sendBatch()) === BATCH_SIZE);
      } while (this.drainAgain);
    } catch (error) {
      // The database itself failed; the timer tries again.
      this.deps.log.error({ err: error }, 'mail queue could not be read');
    }
  }

  /** Claims up to a batch of due mail, sends it, and says how many it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.deps;
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailQueue)
      .set({
        attempts: sql`${mailQueue.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
    for (const mail of claimed) {
      await this.deliver(mail);
    }
    return claimed.length;
  }

  private async deliver(mail: typeof mailQueue.$inferSelect): Promise<void> {
    const { db, transport, log, echo } = this.deps;
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
    } catch (error) {
      const reason = failureCode(error);
      if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
        // Given up: keep the record of it, not the message.
        await db
          .update(mailQueue)
          .set({ status: 'failed', body: '', code: null, lastError: reason })
          .where(eq(mailQueue.id, mail.id));
        log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail given up');
        return;
      }
      const wait = retryDelaySeconds(mail.attempts);
      await db
        .update(mailQueue)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${wait})`, lastError: reason })
        .where(eq(mailQueue.id, mail.id));
      log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not sent; will retry');
      return;
    }
    await db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
    log.info({ mailId: mail.id }, 'mail sent');
    echo?.(
      `Mail to ${mail.recipient}: "${mail.subject}"${mail.code ? ` (code ${mail.code})` : ''}`,
    );
  }
}
