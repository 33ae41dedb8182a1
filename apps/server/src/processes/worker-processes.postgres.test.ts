import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clusterWorkerPids } from '../testing/cluster-workers';
import { createTestDatabase } from '../testing/postgres';
import { RawConnection } from '../testing/raw-http';
import { startShopProcess, type ShopProcess } from '../testing/shop-process';
import { lockTables } from '../testing/table-locks';

// WEB_CONCURRENCY=2, started for real: a primary and two workers sharing one port. Which worker
// answered is read from the log (each line carries its process id), never from anything the shop
// adds to its replies.
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-workers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** GET on a connection of its own (the cluster hands each new connection to the next worker). */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, timeout: 10_000 }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode ?? 0));
    })
      .on('timeout', () => reject(new Error(`no answer from ${url} in 10 s`)))
      .on('error', reject)
      .end();
  });
}

/** The process ids on the shop's "request completed" log lines since `from` characters. */
function answeringPids(shop: ShopProcess, from = 0): Set<number> {
  const pids = new Set<number>();
  for (const line of shop.output().slice(from).split('\n')) {
    if (!line.includes('"request completed"')) continue;
    pids.add((JSON.parse(line) as { pid: number }).pid);
  }
  return pids;
}

async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never reached: ${JSON.stringify(read())}`);
}

async function startCluster(databaseUrl: string, name: string, env: Record<string, string> = {}) {
  return startShopProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, name),
    WEB_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
    ...env,
  });
}

describe('WEB_CONCURRENCY=2', () => {
  it(
    'forks two workers that both answer, replaces one that is killed, and exits 0 on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const database = await createTestDatabase(inject('postgresUrl')!);
      const shop = await startCluster(database.url, 'cluster');
      try {
        const primary = shop.process.pid!;
        const workers = await eventually(
          () => clusterWorkerPids(primary),
          (pids) => pids.length === 2,
        );
        expect(workers).not.toContain(primary);
        expect(shop.output().split('Little Loom is open at')).toHaveLength(2);
        expect(shop.output()).toContain('servers:  2 worker processes (WEB_CONCURRENCY)');

        for (let i = 0; i < 8; i += 1) {
          expect(await getOnNewConnection(`${shop.base}/api/ready`)).toBe(200);
        }
        expect(answeringPids(shop)).toEqual(new Set(workers));

        const [killed, survivor] = workers as [number, number];
        process.kill(killed, 'SIGKILL');
        // Once the primary knows (a connection handed over in the very moment of the kill may go
        // down with the worker), the other worker answers everything meanwhile.
        await eventually(() => shop.output().includes(`(${killed}) was killed`), Boolean);
        expect(await getOnNewConnection(`${shop.base}/api/health`)).toBe(200);
        const replaced = await eventually(
          () => clusterWorkerPids(primary),
          (pids) => pids.length === 2 && !pids.includes(killed),
        );
        expect(replaced).toContain(survivor);
        expect(shop.output()).toContain(
          `A worker process (${killed}) was killed by SIGKILL; starting another in 0.5 s.`,
        );
        const newcomer = replaced.find((pid) => pid !== survivor)!;
        await eventually(
          () =>
            shop
              .output()
              .split('\n')
              .some(
                (line) => line.includes(`"pid":${newcomer},`) && line.includes('Server listening'),
              ),
          Boolean,
        );
        const since = shop.output().length;
        for (let i = 0; i < 8; i += 1) {
          expect(await getOnNewConnection(`${shop.base}/api/ready`)).toBe(200);
        }
        expect(answeringPids(shop, since)).toEqual(new Set(replaced));

        shop.process.kill('SIGTERM');
        expect(await shop.exited).toEqual({ code: 0, signal: null });
        expect(clusterWorkerPids(primary)).toEqual([]);
      } finally {
        await shop.stop();
        await database.drop();
      }
    },
  );

  it(
    'passes SIGTERM on: a request in flight in a worker is answered 200, then everything exits 0',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase(inject('postgresUrl')!);
      const shop = await startCluster(database.url, 'drain', { CATALOGUE_CACHE: 'off' });
      const locks = await lockTables(database.url, ['products']);
      try {
        const catalogue = await RawConnection.open(Number(new URL(shop.base).port));
        catalogue.write('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await locks.waitForWaiters(1);
        shop.process.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        await locks.release();
        const products = await catalogue.nextReply();
        expect(products.status).toBe(200);
        expect(products.headers.connection).toBe('close');
        expect(await shop.exited).toEqual({ code: 0, signal: null });
      } finally {
        await locks.release();
        await shop.stop();
        await database.drop();
      }
    },
  );

  it('exits 1 when a worker does not stop and has to be killed', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(inject('postgresUrl')!);
    const shop = await startCluster(database.url, 'hung', { SHUTDOWN_TIMEOUT: '1' });
    try {
      const workers = await eventually(
        () => clusterWorkerPids(shop.process.pid!),
        (pids) => pids.length === 2,
      );
      // A stopped process handles no signal: it stands for a worker that hangs.
      process.kill(workers[0]!, 'SIGSTOP');
      shop.process.kill('SIGTERM');
      expect(await shop.exited).toEqual({ code: 1, signal: null });
      expect(shop.output()).toContain(
        `A worker process (${workers[0]}) had not stopped 5 s after SHUTDOWN_TIMEOUT; killing it.`,
      );
    } finally {
      await shop.stop();
      await database.drop();
    }
  });
});
