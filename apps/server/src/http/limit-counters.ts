import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisConnection } from '../platform/redis';

/** One limit: how many may be counted per window for each key (an address, an address and e-mail). */
export interface LimitSpec {
  /** Names the limit in its Redis keys: `littleloom:<name>:<key hash>`. */
  name: string;
  max: number;
  windowMs: number;
}

/** What a counter holds for a key: how many were counted in its window, and what is left of it. */
export interface Tally {
  counted: number;
  msLeft: number;
}

const EMPTY: Tally = { counted: 0, msLeft: 0 };

const tallyOf = (result: RateLimiterRes | null): Tally =>
  result && result.msBeforeNext > 0
    ? { counted: result.consumedPoints, msLeft: result.msBeforeNext }
    : EMPTY;

/**
 * Keys are hashed, so a Redis shared with other programs holds no e-mail or client address; the
 * limit's name stays readable.
 */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts limits with rate-limiter-flexible: in Redis when the shop has one, so every server process
 * counts against one total, and in this process otherwise. While Redis cannot be reached each call
 * is counted in this process's memory instead, and the next call Redis answers is counted there
 * again: the shop keeps answering, and only the sharing is lost for that time.
 */
export class LimitCounters {
  constructor(private readonly redis: RedisConnection | undefined) {}

  counter(spec: LimitSpec): LimitCounter {
    return new LimitCounter(spec, this.redis);
  }
}

export class LimitCounter {
  private readonly local: RateLimiterMemory;
  private readonly remote: RateLimiterRedis | undefined;

  constructor(
    readonly spec: LimitSpec,
    private readonly redis: RedisConnection | undefined,
  ) {
    const options = {
      keyPrefix: spec.name,
      points: spec.max,
      duration: Math.max(1, Math.ceil(spec.windowMs / 1000)),
    };
    this.local = new RateLimiterMemory(options);
    this.remote = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis.client, rejectIfRedisNotReady: true })
      : undefined;
  }

  /** Counts one more for the key, refusing nothing; answers the new tally. */
  add(key: string): Promise<Tally> {
    return this.run(async (limiter) => tallyOf(await limiter.penalty(hashed(key), 1)));
  }

  /** The key's tally, unchanged. */
  read(key: string): Promise<Tally> {
    return this.run(async (limiter) => tallyOf(await limiter.get(hashed(key))));
  }

  /**
   * Counts one more for the key unless its window is used up, in one step wherever the count is
   * kept, so two processes cannot both take the last one.
   */
  take(key: string): Promise<Tally & { taken: boolean }> {
    return this.run((limiter) =>
      limiter.consume(hashed(key), 1).then(
        (result) => ({ taken: true, ...tallyOf(result) }),
        (refusal: unknown) => {
          // rate-limiter-flexible refuses with the tally, and fails with an Error.
          if (refusal instanceof RateLimiterRes) return { taken: false, ...tallyOf(refusal) };
          throw refusal;
        },
      ),
    );
  }

  /** Drops the key's count. */
  async forget(key: string): Promise<void> {
    await this.run((limiter) => limiter.delete(hashed(key)));
  }

  private async run<T>(call: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (!this.remote || !this.redis) return call(this.local);
    try {
      const result = await call(this.remote);
      this.redis.answered();
      return result;
    } catch (error) {
      this.redis.failed(error);
      return call(this.local);
    }
  }
}
