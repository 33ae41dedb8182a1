import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { itOnPostgres } from '../testing/postgres-only';
import { createTestDatabase } from '../testing/postgres';
import { connectionRefused, RawConnection } from '../testing/raw-http';
import { lockTables } from '../testing/table-locks';
import { startShopProcess } from '../testing/shop-process';

// The shop started for real and stopped with SIGTERM while requests are in flight. The requests
// are made slow the way a busy database makes them slow: the test holds a lock on the tables they
// read (PostgreSQL only; the embedded database answers one query at a time).
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-stopping-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const portOf = (base: string) => Number(new URL(base).port);
const get = (route: string) => `GET ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;

async function waitUntilRefused(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await connectionRefused(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the stopping shop still accepted connections');
}

describe('a shop asked to stop (SIGTERM)', () => {
  it(
    'takes no new connection, serves a request that reaches it on one it holds, and exits 0',
    { timeout: 120_000 },
    async () => {
      const shop = await startShopProcess({ DATA_DIR: path.join(work, 'late') });
      const port = portOf(shop.base);
      try {
        // A request whose last header line has not arrived when the stop begins.
        const late = await RawConnection.open(port);
        late.write(get('/api/health'));
        await new Promise((resolve) => setTimeout(resolve, 200));

        shop.process.kill('SIGTERM');
        await waitUntilRefused(port);
        late.write('\r\n');
        const health = await late.nextReply();
        expect(health.status).toBe(200);
        expect(JSON.parse(health.body)).toMatchObject({ success: true, status: 'ok' });
        // Told to take its next request elsewhere, and the connection is not kept.
        expect(health.headers.connection).toBe('close');
        await late.closedByServer();
        expect(await shop.exited).toEqual({ code: 0, signal: null });
      } finally {
        await shop.stop();
      }
    },
  );

  itOnPostgres(
    'answers the requests in flight, the readiness probe among them with 503, then exits 0',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase(inject('postgresUrl')!);
      const shop = await startShopProcess({
        DATABASE_URL: database.url,
        DATA_DIR: path.join(work, 'drain'),
        CATALOGUE_CACHE: 'off',
      });
      const port = portOf(shop.base);
      const locks = await lockTables(database.url, ['products', 'drizzle.__drizzle_migrations']);
      try {
        // A catalogue read and a load balancer's readiness probe, both waiting on the database.
        const catalogue = await RawConnection.open(port);
        catalogue.write(`${get('/api/products')}\r\n`);
        const probe = await RawConnection.open(port);
        probe.write(`${get('/api/ready')}\r\n`);
        await locks.waitForWaiters(2);

        shop.process.kill('SIGTERM');
        await waitUntilRefused(port);
        await locks.release();
        const products = await catalogue.nextReply();
        expect(products.status).toBe(200);
        expect(JSON.parse(products.body)).toMatchObject({ success: true, products: [] });
        expect(products.headers.connection).toBe('close');
        // The probe asked before the stop began; its answer came after: not ready.
        const ready = await probe.nextReply();
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toEqual({
          success: false,
          message: 'This server process is shutting down',
          status: 'stopping',
        });

        expect(await shop.exited).toEqual({ code: 0, signal: null });
        for (const connection of [catalogue, probe]) await connection.closedByServer();
      } finally {
        await locks.release();
        await shop.stop();
        await database.drop();
      }
    },
  );

  itOnPostgres(
    'closes what is still running after SHUTDOWN_TIMEOUT, says so, and exits 1',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase(inject('postgresUrl')!);
      const shop = await startShopProcess({
        DATABASE_URL: database.url,
        DATA_DIR: path.join(work, 'timeout'),
        CATALOGUE_CACHE: 'off',
        SHUTDOWN_TIMEOUT: '1',
      });
      const locks = await lockTables(database.url, ['products']);
      try {
        const catalogue = await RawConnection.open(portOf(shop.base));
        catalogue.write(`${get('/api/products')}\r\n`);
        await locks.waitForWaiters(1);

        const asked = Date.now();
        shop.process.kill('SIGTERM');
        expect(await shop.exited).toEqual({ code: 1, signal: null });
        expect(Date.now() - asked).toBeLessThan(10_000);
        await catalogue.closedByServer();
        await expect(catalogue.nextReply(100)).rejects.toThrow(/closed/);
        expect(shop.output()).toContain(
          'still busy when SHUTDOWN_TIMEOUT ran out: closing the remaining connections and stopping',
        );
      } finally {
        await locks.release();
        await shop.stop();
        await database.drop();
      }
    },
  );

  it(
    'with SHUTDOWN_DELAY, says it is not ready at once and goes on accepting until the delay ends',
    { timeout: 120_000 },
    async () => {
      const shop = await startShopProcess({
        DATA_DIR: path.join(work, 'delay'),
        SHUTDOWN_DELAY: '2',
      });
      const port = portOf(shop.base);
      try {
        const asked = Date.now();
        shop.process.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Out of rotation, yet a connection a load balancer opens meanwhile is served.
        const ready = await fetch(`${shop.base}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: 'stopping' });
        const health = await fetch(`${shop.base}/api/health`);
        expect(health.status).toBe(200);
        expect(health.headers.get('connection')).toBe('close');
        await waitUntilRefused(port);
        expect(Date.now() - asked).toBeGreaterThanOrEqual(2_000);
        expect(await shop.exited).toEqual({ code: 0, signal: null });
      } finally {
        await shop.stop();
      }
    },
  );
});
