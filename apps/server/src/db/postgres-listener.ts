import pg from 'pg';
import type { ChannelListener, Listen, Listening } from './notifications';

/** How a listening connection names itself in `pg_stat_activity`, for operators (and tests). */
export const LISTENER_APPLICATION_NAME = 'littleloom-listener';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
/** A catch-up unanswered for this long is given up: the caller reads the database instead. */
const CATCH_UP_TIMEOUT_MS = 1_000;

/**
 * Subscribes on a dedicated connection of its own, never one from the pool: a pooled connection is
 * handed to other work and returned, while a LISTEN lasts only as long as its session. When the
 * connection drops, the listener is told (notifications may be missed from then on) and it is
 * opened again, with growing pauses, until closed.
 */
export function postgresListen(config: pg.ClientConfig): Listen {
  return async (channel, listener) => {
    const subscription = new PostgresSubscription(config, channel, listener);
    await subscription.open();
    return subscription;
  };
}

class PostgresSubscription implements Listening {
  /** The connection, while it is listening. */
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The next round trip, not sent yet: callers arriving now are covered by it. */
  private queuedTrip: Promise<boolean> | undefined;
  private tripInFlight: Promise<boolean> = Promise.resolve(true);

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly listener: ChannelListener,
  ) {}

  async open(): Promise<void> {
    const client = new pg.Client({
      ...this.config,
      // A connection that died without a word (a dropped network path) is noticed within a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    // Without an 'error' listener pg would raise a dropped connection as uncaught and end the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch {
      void client.end().catch(() => undefined);
      this.retryLater();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.listener.listening(true);
  }

  /**
   * A backend delivers the notifications waiting for it before it says it is ready for the next
   * query, and a committing transaction has signalled every listener before its COMMIT returns. So a
   * round trip sent after a commit returned comes back after that commit's notifications. Callers
   * share round trips: each waits for the first one sent after it asked.
   */
  catchUp(): Promise<boolean> {
    if (!this.client) return Promise.resolve(false);
    this.queuedTrip ??= this.nextTrip();
    return this.queuedTrip;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async nextTrip(): Promise<boolean> {
    // pg sends one query at a time anyway; waiting here lets everyone who asks meanwhile join.
    await this.tripInFlight;
    // Requests read from the network in the same turn of the event loop share one trip too.
    await new Promise((resolve) => setImmediate(resolve));
    this.queuedTrip = undefined;
    const client = this.client;
    if (!client) return false;
    this.tripInFlight = roundTrip(client);
    return this.tripInFlight;
  }

  private lost(client: pg.Client): void {
    // Failures while opening are handled where it is opened; a closed subscription stays closed.
    if (client !== this.client) return;
    this.client = undefined;
    this.listener.listening(false);
    void client.end().catch(() => undefined);
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.open(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}

function roundTrip(client: pg.Client): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
    timer.unref();
    // An empty statement: the smallest exchange there is, with no row to describe or read.
    client.query('').then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}
