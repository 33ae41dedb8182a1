import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** Starts every key the shop writes, so other programs (or another shop's) can share one Redis. */
export const REDIS_KEY_PREFIX = 'littleloom:';

/**
 * How long one call may take before it is given up. Limits are asked on every sign-in, so a Redis
 * that hangs costs a request this much per call, and then, once the connection is dropped for
 * silence (`SOCKET_SILENCE_MS`), nothing: calls fail at once until it is back. Not much shorter,
 * or a server process busy for a moment would take its own slowness for an outage.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const SOCKET_SILENCE_MS = 1_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnecting waits a little longer after each failed try, never more than this. */
const MAX_RECONNECT_WAIT_MS = 2_000;

/** Where the connection says that Redis went away or came back: the app's logger. */
export interface RedisLog {
  warn(details: { err: unknown }, message: string): void;
  info(message: string): void;
}

/**
 * The shop's one connection to Redis, which holds the limits shared by every server process. It
 * never queues a call while disconnected (the caller counts in memory instead), reconnects by
 * itself for as long as the shop runs, and says once when Redis goes away and once when it is back,
 * however many requests meet the outage in between.
 */
export class RedisConnection {
  readonly client: Redis;
  /** Undefined until the first connection or failure: the first success is not news. */
  private reachable: boolean | undefined;
  private closing = false;

  constructor(
    url: string,
    private readonly log: RedisLog,
  ) {
    this.client = new Redis(url, {
      keyPrefix: REDIS_KEY_PREFIX,
      // RESP2 is what every Redis and Redis-compatible service speaks.
      protocol: 2,
      connectionName: 'littleloom',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      socketTimeout: SOCKET_SILENCE_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_WAIT_MS),
    });
    this.client.on('ready', () => this.answered());
    this.client.on('error', (error: Error) => this.failed(error));
    this.client.on('close', () => {
      if (!this.closing) this.failed(new Error('the connection to Redis closed'));
    });
  }

  /**
   * Resolves once the first connection is made or has failed, or after the connect timeout:
   * requests that came before it would be counted in memory for nothing.
   */
  settled(): Promise<void> {
    if (this.reachable !== undefined) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        this.client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
      this.client.once('ready', done);
      this.client.once('error', done);
    });
  }

  /** Told of every call Redis answered. */
  answered(): void {
    if (this.reachable === false) {
      this.log.info('Redis answers again: limits are shared by every server process again');
    }
    this.reachable = true;
  }

  /** Told of every call that failed or timed out. */
  failed(error: unknown): void {
    if (this.closing) return;
    if (this.reachable !== false) {
      this.log.warn(
        { err: error },
        'Redis cannot be reached: each server process counts limits on its own until it is back',
      );
    }
    this.reachable = false;
  }

  /** Says goodbye to Redis and waits (a moment at most) until the connection has ended. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status !== 'ready') {
      this.client.disconnect();
      return;
    }
    // An error while saying goodbye ends the wait too.
    const ended = once(this.client, 'end').catch(() => undefined);
    await this.client.quit().catch(() => this.client.disconnect());
    await Promise.race([ended, delay(CONNECT_TIMEOUT_MS, undefined, { ref: false })]);
  }
}
