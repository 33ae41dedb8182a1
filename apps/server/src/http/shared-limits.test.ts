import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { ensureAccount } from '../modules/accounts/bootstrap';
import { openBanner } from '../processes/banner';
import { startRedis, type TestRedis } from '../testing/redis';
import { createTestApp, openTestDatabase, type TestContext } from '../testing/test-app';

const onPostgres = Boolean(inject('postgresUrl'));

const OUTAGE = 'Redis cannot be reached';
const RECOVERY = 'Redis answers again';

/** A server process of the shop, with the log lines it wrote. */
interface Process {
  ctx: TestContext;
  lines: string[];
}

/**
 * Two server processes behind one load balancer: one Redis, one database. On PostgreSQL each has
 * its own pool; an embedded database belongs to one process, so there the two apps share it.
 */
let redis: TestRedis;
let a: Process;
let b: Process;
let databases: DatabaseHandle[] = [];

async function shopProcess(database: DatabaseHandle | undefined): Promise<Process> {
  const lines: string[] = [];
  const ctx = await createTestApp(
    { REDIS_URL: redis.url, LOG_LEVEL: 'info' },
    {
      logDestination: { write: (line) => void lines.push(line) },
      ...(database ? { database } : {}),
    },
  );
  return { ctx, lines };
}

beforeAll(async () => {
  redis = await startRedis();
  if (onPostgres) {
    a = await shopProcess(undefined);
    databases = [openPostgres(a.ctx.databaseUrl!, 5)];
  } else {
    databases = [await openTestDatabase()];
    a = await shopProcess(databases[0]);
  }
  b = await shopProcess(databases[0]);
  for (const email of ['spread@example.com', 'cleared@example.com', 'outage@example.com']) {
    await ensureAccount(a.ctx.db, { name: 'Asha', email, password: 'Right@123', role: 'user' });
  }
});

afterAll(async () => {
  await b?.ctx.close();
  // On PostgreSQL A's test database is dropped when A closes, so B's pool must go first.
  if (onPostgres) for (const database of databases) await database.close();
  await a?.ctx.close();
  if (!onPostgres) for (const database of databases) await database.close();
  await redis?.close();
});

const login = (on: Process, email: string, password: string, remoteAddress: string) =>
  on.ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
  });

/** The process that takes the i-th request when a balancer sends them in turn. */
const inTurn = (i: number) => (i % 2 === 0 ? a : b);

const logged = (on: Process, words: string) =>
  on.lines.filter((line) => String(JSON.parse(line).msg).startsWith(words)).length;

/** Every key in the test's Redis, read with a client of its own. */
async function redisKeys(): Promise<string[]> {
  const reader = new Redis(redis.url, { lazyConnect: true });
  await reader.connect();
  try {
    return await reader.keys('*');
  } finally {
    reader.disconnect();
  }
}

async function waitFor(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('REDIS_URL', () => {
  const secrets = { JWT_SECRET: 'j'.repeat(32), SIMULATOR_SECRET: 's'.repeat(16) };

  it('is optional, and taken as given when it is a redis:// or rediss:// address', () => {
    expect(loadConfig({ ...secrets }).redisUrl).toBeUndefined();
    expect(loadConfig({ ...secrets, REDIS_URL: '' }).redisUrl).toBeUndefined();
    const tls = 'rediss://:secret@cache.internal:6380/2';
    expect(loadConfig({ ...secrets, REDIS_URL: tls }).redisUrl).toBe(tls);
  });

  it('is named in the start-up banner, which says where limits are counted', () => {
    const facts = { databaseKind: 'pglite' as const, imagesAt: 'the data folder' };
    const shared = openBanner(loadConfig({ ...secrets, REDIS_URL: 'redis://cache:6379' }), facts);
    expect(shared.split('\n')).toContain('  limits:   shared in Redis (REDIS_URL)');
    const alone = openBanner(loadConfig({ ...secrets }), facts);
    expect(alone.split('\n')).toContain('  limits:   counted in this process (no REDIS_URL)');
  });

  it('refuses anything else, naming the setting', () => {
    for (const value of ['localhost:6379', 'http://cache.internal:6379']) {
      expect(() => loadConfig({ ...secrets, REDIS_URL: value }), value).toThrow(
        /^Invalid configuration: REDIS_URL: expected a redis:\/\/ or rediss:\/\/ address/,
      );
    }
  });
});

describe('limits shared by every server process through Redis', () => {
  it('locks one address out of one e-mail after ten wrong passwords spread over both processes', async () => {
    const attacker = '192.0.2.10';
    for (let i = 0; i < 10; i++) {
      const res = await login(inTurn(i), 'spread@example.com', 'Wrong@123', attacker);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const on of [a, b]) {
      const locked = await login(on, 'spread@example.com', 'Right@123', attacker);
      expect(locked.statusCode).toBe(429);
      const body = locked.json();
      expect(body).toEqual({
        success: false,
        message: `Too many attempts. Please try again in ${body.retryAfter} seconds.`,
        retryAfter: body.retryAfter,
      });
      expect(body.retryAfter).toBeGreaterThan(14 * 60);
      expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The owner, from an address of their own, is not locked out through either process.
    for (const on of [a, b]) {
      expect((await login(on, 'spread@example.com', 'Right@123', '192.0.2.11')).statusCode).toBe(
        200,
      );
    }
  });

  it("clears the pair's failures, counted through both, when it signs in through one", async () => {
    const home = '192.0.2.12';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        const res = await login(inTurn(i), 'cleared@example.com', 'Wrong@123', home);
        expect(res.statusCode).toBe(401);
      }
      expect((await login(b, 'cleared@example.com', 'Right@123', home)).statusCode).toBe(200);
    }
  });

  it("counts a route's per-address limit once for both processes: 20 a minute in all", async () => {
    const flooder = '192.0.2.13';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await login(inTurn(i), `someone${i}@example.com`, 'Wrong@123', flooder);
      statuses.push(res.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const on of [a, b]) {
      const refused = await login(on, 'someone@example.com', 'Wrong@123', flooder);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.headers['x-ratelimit-limit']).toBe('20');
      expect(refused.json()).toEqual({
        success: false,
        message: `Too many attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        retryAfter: wait,
      });
    }
  });

  it('lets one code mail go per e-mail a minute, whichever process is asked', async () => {
    const forgot = (on: Process) =>
      on.ctx.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'spread@example.com' },
        remoteAddress: '192.0.2.14',
      });
    expect((await forgot(a)).statusCode).toBe(200);
    const again = await forgot(b);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, resendWait: true });
  });

  it('counts the very first request after start-up in Redis, without a warning', async () => {
    const fresh = await shopProcess(databases[0]);
    try {
      const before = await redisKeys();
      const res = await login(fresh, 'nobody@example.com', 'Wrong@123', '192.0.2.15');
      expect(res.statusCode).toBe(401);
      const added = (await redisKeys()).filter((key) => !before.includes(key));
      expect(added.map((key) => key.replace(/:[^:]+$/, '')).sort()).toEqual([
        'littleloom:login-failures:address',
        'littleloom:login-failures:pair',
        'littleloom:route:POST/api/login',
      ]);
      expect(logged(fresh, OUTAGE)).toBe(0);
    } finally {
      await fresh.ctx.close();
    }
  });

  it('keeps its counts under the shop prefix, naming no e-mail or client address', async () => {
    const keys = await redisKeys();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^littleloom:[a-z-]+(:[a-z-]+)?:/);
      expect(key).not.toMatch(/@|192\.0\.2/);
    }
    expect(keys.some((key) => key.startsWith('littleloom:login-failures:pair:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('littleloom:code-mail:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('littleloom:route:POST/api/login:'))).toBe(true);
  });
});

describe('when Redis goes away', () => {
  it('keeps answering and limiting from memory, warns once, and shares counts again once Redis is back', async () => {
    expect(logged(a, OUTAGE)).toBe(0);
    await redis.stop();

    // One process alone still stops the eleventh wrong password: counted in its memory.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await login(a, 'outage@example.com', 'Wrong@123', '192.0.2.20')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await login(b, 'outage@example.com', 'Right@123', '192.0.2.21')).statusCode).toBe(200);
    expect(logged(a, OUTAGE)).toBe(1);
    await waitFor(() => logged(b, OUTAGE) === 1, 'the second process to notice');

    await redis.start();
    await waitFor(
      () => logged(a, RECOVERY) === 1 && logged(b, RECOVERY) === 1,
      'both processes to reach Redis again',
    );

    // Shared again: ten in turn through both, and the eleventh is refused by either.
    for (let i = 0; i < 10; i++) {
      const res = await login(inTurn(i), 'outage@example.com', 'Wrong@123', '192.0.2.22');
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expect((await login(b, 'outage@example.com', 'Right@123', '192.0.2.22')).statusCode).toBe(429);
    expect(logged(a, OUTAGE)).toBe(1);
    expect(logged(a, RECOVERY)).toBe(1);
  });

  it('does not hold a sign-in for long when Redis hangs, and limits it from memory meanwhile', async () => {
    const warnedBefore = logged(a, OUTAGE);
    redis.freeze();
    try {
      const started = Date.now();
      const first = await login(a, 'outage@example.com', 'Wrong@123', '192.0.2.30');
      expect(first.statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(2_000);
      for (let i = 1; i < 10; i++) {
        expect((await login(a, 'outage@example.com', 'Wrong@123', '192.0.2.30')).statusCode).toBe(
          401,
        );
      }
      expect((await login(a, 'outage@example.com', 'Right@123', '192.0.2.30')).statusCode).toBe(
        429,
      );
      expect(logged(a, OUTAGE)).toBe(warnedBefore + 1);
    } finally {
      redis.thaw();
    }
    await waitFor(() => logged(a, RECOVERY) === 2, 'the process to reach Redis again');
  });
});
