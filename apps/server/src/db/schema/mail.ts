/** Mail waiting to leave, and the outbox of mail written while the shop has no mail server. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const mailStatusEnum = pgEnum('mail_status', ['pending', 'failed']);

/**
 * Mail waiting to leave. Requests only add rows, so a reply never waits for a mail server and
 * takes the same time whether or not anyone will be mailed; the server drains the queue, retrying
 * with back-off. A row is deleted once sent: codes do not linger.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    /**
     * Set while the mail is still to be written, at send time, by the module that registered this
     * composer (a reset code: whether the address has an account is decided off the request path).
     */
    composer: text('composer'),
    /** What a requested mail is about (an order's id), for its composer to look up. */
    about: text('about'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The one-time code the mail carries, for the development console line. */
    code: text('code'),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The address a mail program offers as "Unsubscribe" (the List-Unsubscribe header). */
    unsubscribeUrl: text('unsubscribe_url'),
    /** When the next try may start; a claimed row is pushed ahead, so a crashed sender retries. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When mail requested for later falls due; null for mail due as soon as it is queued. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_queue_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Mail the shop wrote while it has no mail server: the outbox the back office reads. A queued mail
 * is written here and leaves the queue in one transaction, so a crash can neither lose it nor
 * write it twice, and every server process reads the same outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The queue row it was written from: each is written once. */
    queueId: uuid('queue_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The whole message as a mail client opens it (an .eml file). */
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_queue_key').on(t.queueId),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);
