import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { MailMessage, Mailer, OutgoingMail } from '../../platform/mail';
import type { TransactionalMailer } from './outbox';

/** Tries per mail before it is given up; the waits double from 30 s, so the last is ~1 h later. */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
/**
 * How long a claimed mail is left to its sender before another may try it: what a crash delays
 * it by. A sender still at work (a slow mail server) renews its claim every third of it.
 */
export const CLAIM_SECONDS = 30;
const RENEW_CLAIM_MS = (CLAIM_SECONDS * 1000) / 3;
const POLL_MS = 5_000;
const WAKE_DELAY_MS = 50;

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

/**
 * Writes a requested mail at send time, or says there is nothing to send (undefined): the reset
 * code for an address with no account, say. It runs off the request path, so whether it finds
 * anyone to mail cannot show in the reply or its timing. `about` is what the request named (an
 * order's id), null when it named nothing.
 */
export type MailComposer = (
  recipient: string,
  about: string | null,
) => Promise<MailMessage | undefined>;

/** What a requested mail is about, and how long after the request it is due. */
export interface MailRequestOptions {
  about?: string;
  /** Seconds from now (the database's clock) before the mail is written and sent; 0 by default. */
  dueInSeconds?: number;
}

type QueuedMail = typeof mailQueue.$inferSelect;

/** What waits in the queue, as the database's clock sees it. */
export interface MailBacklog {
  /** Mail not sent yet, due now or waiting for its next try. */
  waiting: number;
  /** How long the oldest of it has waited, in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
  /** Mail given up on after its last try, kept as a record. */
  givenUp: number;
}

export interface MailQueueDeps {
  db: Database;
  /** Where mail is delivered: SMTP, or the outbox in the database. */
  transport: Mailer | TransactionalMailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Development only: one console line per mail sent, with its code, so sign-up works locally. */
  echo?: ((line: string) => void) | undefined;
  pollMs?: number;
}

/**
 * A durable queue of outgoing mail in the database. Callers add mail inside their own transaction
 * (a code and its mail are written together or not at all), then wake the queue once committed;
 * a timer also drains it, so mail left by a crash or a failed try still goes. Any number of server
 * copies may drain it at once: rows are claimed one at a time with SKIP LOCKED, for a short while.
 */
export class MailQueue {
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly composers = new Map<string, MailComposer>();

  constructor(private readonly deps: MailQueueDeps) {}

  /** Adds a written mail, in the caller's transaction. */
  async enqueue(db: DbOrTx, mail: MailMessage): Promise<void> {
    await db.insert(mailQueue).values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      code: mail.code ?? null,
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
    });
  }

  /**
   * How much mail waits and for how long: one pass over the queue, which sent mail leaves. Mail
   * requested for later waits from the moment it falls due, not before.
   */
  async backlog(): Promise<MailBacklog> {
    const dueSince = sql`coalesce(${mailQueue.dueAt}, ${mailQueue.createdAt})`;
    const pending = sql`${mailQueue.status} = 'pending' and ${dueSince} <= now()`;
    const oldest = sql`min(${dueSince}) filter (where ${pending})`;
    const givenUpOn = sql`${mailQueue.status} = 'failed'`;
    const [row] = await this.deps.db
      .select({
        waiting: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
        oldestWaitingSeconds:
          sql<number>`coalesce(extract(epoch from now() - ${oldest}), 0)`.mapWith(Number),
        givenUp: sql<number>`count(*) filter (where ${givenUpOn})`.mapWith(Number),
      })
      .from(mailQueue);
    return row ?? { waiting: 0, oldestWaitingSeconds: 0, givenUp: 0 };
  }

  /** Names who writes a kind of requested mail; modules register theirs when they are built. */
  registerComposer(name: string, compose: MailComposer): void {
    this.composers.set(name, compose);
  }

  /**
   * Adds a mail for `composer` to write at send time: the same single insert for any recipient.
   * A mail due later is written when it falls due, from what is true then.
   */
  async request(
    db: DbOrTx,
    composer: string,
    recipient: string,
    options: MailRequestOptions = {},
  ): Promise<void> {
    if (!this.composers.has(composer)) throw new Error(`no mail composer named ${composer}`);
    const { about, dueInSeconds = 0 } = options;
    const dueAt =
      dueInSeconds > 0 ? sql`now() + make_interval(secs => ${dueInSeconds})` : undefined;
    await db.insert(mailQueue).values({
      recipient,
      composer,
      about: about ?? null,
      ...(dueAt ? { dueAt, nextAttemptAt: dueAt } : {}),
    });
  }

  /**
   * Starts sending what is due, a moment from now, without waiting for it. The moment lets the
   * request that woke the queue answer first: the work of writing and sending its mail (or of
   * finding there is no one to mail) must not show in the reply's timing.
   */
  wake(): void {
    this.wakeTimer ??= setTimeout(() => {
      this.wakeTimer = undefined;
      this.drain();
    }, WAKE_DELAY_MS);
  }

  /** Sends everything due now and waits for it (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
    this.drain();
    await this.draining;
  }

  start(): void {
    this.stopping = false;
    this.timer ??= setInterval(() => this.drain(), this.deps.pollMs ?? POLL_MS);
    this.timer.unref();
    this.drain();
  }

  /** Finishes the mail in hand; the rest stays queued for the next start or another server copy. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearTimeout(this.wakeTimer);
    this.timer = undefined;
    this.wakeTimer = undefined;
    while (this.draining) await this.draining;
  }

  private drain(): void {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainUntilIdle().finally(() => {
      this.draining = undefined;
    });
  }

  private async drainUntilIdle(): Promise<void> {
    try {
      do {
        this.drainAgain = false;
        while (!this.stopping) {
          const mail = await this.claimNext();
          if (!mail) break;
          await this.deliver(mail);
        }
      } while (this.drainAgain && !this.stopping);
    } catch (error) {
      // The database itself failed; the timer tries again.
      this.deps.log.error({ err: error }, 'mail queue could not be read');
    }
  }

  /**
   * Claims the next due mail, one at a time: a claim held by a sender that dies is all its crash
   * delays, and only by CLAIM_SECONDS.
   */
  private async claimNext(): Promise<QueuedMail | undefined> {
    const { db } = this.deps;
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(mailQueue)
      .set({
        attempts: sql`${mailQueue.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
    return claimed;
  }

  /**
   * Renews a claim while its mail is being written or sent, until the returned function is
   * called; that waits for a renewal under way, so none lands after the row's next state.
   */
  private holdClaim(id: string): () => Promise<void> {
    const { db, log } = this.deps;
    let renewing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = db
        .update(mailQueue)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
        .where(eq(mailQueue.id, id))
        .catch((error: unknown) => log.warn({ err: error, mailId: id }, 'mail claim not renewed'));
    }, RENEW_CLAIM_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  /**
   * A requested mail is written once, then kept as written, so a retry resends the same message
   * (a new code would void the one already on its way).
   */
  private async compose(mail: QueuedMail): Promise<QueuedMail | undefined> {
    if (mail.composer === null) return mail;
    const compose = this.composers.get(mail.composer);
    const message = compose ? await compose(mail.recipient, mail.about) : undefined;
    if (!message) {
      await this.deps.db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
      return undefined;
    }
    const [written] = await this.deps.db
      .update(mailQueue)
      .set({
        composer: null,
        subject: message.subject,
        body: message.text,
        code: message.code ?? null,
        unsubscribeUrl: message.unsubscribeUrl ?? null,
      })
      .where(eq(mailQueue.id, mail.id))
      .returning();
    return written;
  }

  private async deliver(claimed: QueuedMail): Promise<void> {
    const { log, echo } = this.deps;
    const release = this.holdClaim(claimed.id);
    let mail: QueuedMail | undefined;
    let delivered = false;
    let failure: { error: unknown } | undefined;
    try {
      mail = await this.compose(claimed);
      if (mail) delivered = await this.send(mail);
    } catch (error) {
      failure = { error };
    } finally {
      await release();
    }
    if (failure) {
      await this.failed(claimed, failureCode(failure.error));
      return;
    }
    if (!mail || !delivered) return;
    await this.sent(mail);
    log.info({ mailId: mail.id }, 'mail sent');
    echo?.(
      `Mail to ${mail.recipient}: "${mail.subject}"${mail.code ? ` (code ${mail.code})` : ''}`,
    );
  }

  /** Delivers a mail; false when another server copy had delivered it already. */
  private async send(mail: QueuedMail): Promise<boolean> {
    const { db, transport } = this.deps;
    const outgoing: OutgoingMail = {
      queueId: mail.id,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.body,
      ...(mail.unsubscribeUrl === null ? {} : { unsubscribeUrl: mail.unsubscribeUrl }),
    };
    if (!('writeIn' in transport)) {
      await transport.send(outgoing);
      return true;
    }
    // Written and taken off the queue together: a crash leaves the mail queued or written, never
    // both and never neither.
    return db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(mailQueue)
        .where(eq(mailQueue.id, mail.id))
        .returning({ id: mailQueue.id });
      // Gone: another server copy, whose claim on it this one outlived, wrote it first.
      if (!taken) return false;
      await transport.writeIn(tx, outgoing);
      return true;
    });
  }

  /**
   * Takes a mail handed to a mail server off the queue. Should the process stop just before,
   * the mail is sent again once its claim lapses, with the same Message-ID.
   */
  private async sent(mail: QueuedMail): Promise<void> {
    if ('writeIn' in this.deps.transport) return;
    await this.deps.db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
  }

  /** A try failed: wait longer before the next, or give up after the last. */
  private async failed(mail: QueuedMail, reason: string): Promise<void> {
    const { db, log } = this.deps;
    if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
      // Given up: keep the record of it, not the message.
      await db
        .update(mailQueue)
        .set({ status: 'failed', body: '', code: null, unsubscribeUrl: null, lastError: reason })
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
  }
}
