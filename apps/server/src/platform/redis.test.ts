import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../testing/redis';
import { RedisConnection, type RedisLog } from './redis';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.close();
});

/** A logger that keeps what it was told. */
function recordingLog(): RedisLog & { warnings: string[]; notes: string[] } {
  const warnings: string[] = [];
  const notes: string[] = [];
  return {
    warnings,
    notes,
    warn: (_details, message) => void warnings.push(message),
    info: (message) => void notes.push(message),
  };
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the connection to Redis', () => {
  it('is ready once settled, and writes under the shop prefix', async () => {
    const log = recordingLog();
    const connection = new RedisConnection(redis.url, log);
    try {
      expect(connection.client.status).not.toBe('ready');
      await connection.settled();
      expect(connection.client.status).toBe('ready');
      await connection.client.set('probe', '1');
      const reader = new Redis(redis.url);
      try {
        expect(await reader.get('littleloom:probe')).toBe('1');
        expect(await reader.get('probe')).toBeNull();
      } finally {
        reader.disconnect();
      }
      expect(log.warnings).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it('lets the shop start at once without Redis, warns once while retrying, and says once when it is back', async () => {
    await redis.stop();
    const log = recordingLog();
    const connection = new RedisConnection(redis.url, log);
    try {
      const started = Date.now();
      await connection.settled();
      expect(Date.now() - started).toBeLessThan(1_500);
      // A call meanwhile fails at once rather than waiting in a queue.
      const call = Date.now();
      await expect(connection.client.get('probe')).rejects.toThrow();
      expect(Date.now() - call).toBeLessThan(100);
      // Several reconnection attempts, one warning.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]).toMatch(/^Redis cannot be reached/);

      await redis.start();
      await waitFor(() => connection.client.status === 'ready', 'the connection to come back');
      expect(log.notes).toEqual([
        'Redis answers again: limits are shared by every server process again',
      ]);
      expect(log.warnings).toHaveLength(1);
    } finally {
      await connection.close();
    }
  });

  it('says nothing of its own closing', async () => {
    const log = recordingLog();
    const connection = new RedisConnection(redis.url, log);
    await connection.settled();
    await connection.close();
    expect(connection.client.status).toBe('end');
    expect(log.warnings).toEqual([]);
  });
});
