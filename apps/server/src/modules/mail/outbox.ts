import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { EmlWriter, SmtpMailer, type Mailer, type OutgoingMail } from '../../platform/mail';
import { importOutboxFolder } from './outbox-folder';

/** One mail as the back office's Mail outbox lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** When it was written, as an ISO date-time. */
  time: string;
}

/**
 * Delivery that is a write to the shop's own database, made in the transaction that takes the
 * mail off the queue: it then happens exactly once, whenever the process stops.
 */
export interface TransactionalMailer {
  writeIn(tx: DbOrTx, mail: OutgoingMail): Promise<void>;
}

/**
 * Where mail goes while the shop has no mail server: rows of `mail_outbox`, each with the whole
 * message, so every server process on the database shows administrators the same outbox.
 */
export class MailOutbox implements TransactionalMailer {
  private readonly eml: EmlWriter;
  private importing: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly from: string,
  ) {
    this.eml = new EmlWriter(from);
  }

  /** Starts reading the outbox folder of earlier versions in, without waiting for it. */
  startImport(folder: string, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>): void {
    this.stopping = false;
    this.importing ??= importOutboxFolder(this.db, folder, {
      from: this.from,
      log,
      stopped: () => this.stopping,
    }).catch((error: unknown) => {
      // The folder stays where it is, to be read at the next start.
      log.error({ err: error }, 'outbox folder could not be imported');
    });
  }

  /** Waits for the import started, if any (tests). */
  async imported(): Promise<void> {
    await this.importing;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.importing;
  }

  async writeIn(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
    const message = await this.eml.write(mail);
    await tx
      .insert(mailOutbox)
      .values({
        queueId: mail.queueId,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        message,
      })
      // Written already (the queue removes its row in the same transaction, so only a second
      // copy of the row could get here): the mail is in the outbox once, as it should be.
      .onConflictDoNothing({ target: mailOutbox.queueId });
  }

  /** Newest first; `to` keeps the mail to one address, ignoring case. */
  async list({ to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxEntry[]> {
    const wanted = to?.trim().toLowerCase();
    const rows = await this.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.recipient,
        subject: mailOutbox.subject,
        text: mailOutbox.body,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(wanted ? eq(sql`lower(${mailOutbox.recipient})`, wanted) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
    return rows.map(({ createdAt, ...entry }) => ({ ...entry, time: createdAt.toISOString() }));
  }
}

/** SMTP when configured; otherwise the outbox, which the back office then shows. */
export function mailDelivery(
  db: Database,
  mail: { smtpUrl: string | undefined; from: string },
): { transport: Mailer | TransactionalMailer; outbox?: MailOutbox } {
  if (mail.smtpUrl) return { transport: new SmtpMailer(mail.smtpUrl, mail.from) };
  const outbox = new MailOutbox(db, mail.from);
  return { transport: outbox, outbox };
}
