import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { MailBacklog, MailQueue } from '../mail';

/** How long a scrape waits for the mail queue's figures before it answers with the last ones. */
export const MAIL_BACKLOG_WAIT_MS = 1_000;

/**
 * Reads the mail queue's backlog for a scrape, never holding the scrape up for long: one read at a
 * time (a slow database is not asked again while it works on the last question), and a scrape
 * that would wait more than `waitMs` answers with the figures read last; the read in hand still
 * updates them for the next scrape. A failed read is logged and leaves the last figures standing.
 */
export class MailBacklogReader {
  private last: MailBacklog | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly queue: Pick<MailQueue, 'backlog'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly waitMs = MAIL_BACKLOG_WAIT_MS,
  ) {}

  async current(): Promise<MailBacklog | undefined> {
    this.reading ??= this.queue
      .backlog()
      .then(
        (backlog) => {
          this.last = backlog;
        },
        (error: unknown) => this.log.warn({ err: error }, 'mail queue figures could not be read'),
      )
      .finally(() => {
        this.reading = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.waitMs);
    });
    await Promise.race([this.reading, late]);
    clearTimeout(timer);
    return this.last;
  }
}

/**
 * The mail queue's depth and the age of its oldest unsent mail, read at each scrape. Every process
 * of a cluster reads the same table, so the cluster's figure is the largest any of them read, not
 * their sum.
 */
export function mailQueueMetrics(backlog: MailBacklogReader, registry: Registry): void {
  const gauge = (name: string, help: string, read: (figures: MailBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const figures = await backlog.current();
        if (figures) this.set(read(figures));
      },
    });
  gauge(
    'littleloom_mail_queue_waiting',
    'Mail in the queue not sent yet, due now or waiting for its next try',
    (figures) => figures.waiting,
  );
  gauge(
    'littleloom_mail_queue_oldest_waiting_seconds',
    'How long the oldest unsent mail has waited, in seconds (0 when none waits)',
    (figures) => figures.oldestWaitingSeconds,
  );
  gauge(
    'littleloom_mail_queue_given_up',
    'Mail given up on after its last try',
    (figures) => figures.givenUp,
  );
}
