import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client';
import { mailOutbox, mailQueue } from '../../db/schema';
import { freePort } from '../../testing/free-port';
import { createTestDatabase } from '../../testing/postgres';
import { CLAIM_SECONDS } from './queue';

// The shop started for real and killed with SIGKILL while it drains its mail queue into the
// outbox, then started again on the same data: every mail must be in the outbox exactly once.
// On PostgreSQL when the suites run against it, else on the embedded database.
const postgresUrl = inject('postgresUrl');
const MAILS = 400;
/** Mails written before the kill: a part of the queue, so the kill lands in the middle of it. */
const KILL_AFTER = 40;

const dataDir = mkdtempSync(path.join(tmpdir(), 'littleloom-mail-crash-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let queuedIds: string[] = [];

/** The shop's database, opened while no server process has it (PGlite has one owner at a time). */
async function openShopDatabase(): Promise<DatabaseHandle> {
  return databaseUrl
    ? openPostgres(databaseUrl, 2)
    : openPglite({ dataDir: path.join(dataDir, 'db') });
}

async function withShopDatabase<T>(read: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openShopDatabase();
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (postgresUrl) {
    const created = await createTestDatabase(postgresUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  queuedIds = await withShopDatabase(async (database) => {
    await database.migrate();
    const rows = await database.db
      .insert(mailQueue)
      .values(
        Array.from({ length: MAILS }, (_, i) => ({
          recipient: `crash-${i}@example.com`,
          subject: `Your order LL-2611-${String(i).padStart(5, '0')} has shipped`,
          body: `Hello,\n\nOrder ${i} is on its way.`,
        })),
      )
      .returning({ id: mailQueue.id });
    return rows.map((row) => row.id);
  });
}, 60_000);

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RunningShop {
  process: ChildProcess;
  /** Mails the shop has said it wrote (the development console's line per mail). */
  written(): number;
  output(): string;
}

/** Starts the shop; `onWritten` hears of each mail written, as it is printed. */
async function startShop(onWritten?: (written: number) => void): Promise<RunningShop> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '..', '..', 'main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        // Development prints a line per mail written: the test counts them as they come.
        NODE_ENV: 'development',
        ADMIN_PASSWORD: 'Owner@2026x',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let written = 0;
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const lines = text.match(/^Mail to crash-\d+@example\.com/gm)?.length ?? 0;
    if (lines > 0) {
      written += lines;
      onWritten?.(written);
    }
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: server, written: () => written, output: () => output };
}

async function until(what: string, shop: RunningShop, done: () => boolean, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!done()) {
    if (shop.process.exitCode !== null || shop.process.signalCode !== null) {
      throw new Error(`the shop stopped before ${what}:\n${shop.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`no ${what} in ${seconds} s:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function counts(database: DatabaseHandle) {
  const [queue] = await database.db
    .select({
      rows: count(),
      // Claimed by a process that is gone: held back until the claim lapses.
      held: sql`count(*) filter (where ${mailQueue.nextAttemptAt} > now())`.mapWith(Number),
    })
    .from(mailQueue);
  const [outbox] = await database.db
    .select({
      rows: count(),
      queueIds: countDistinct(mailOutbox.queueId),
      subjects: countDistinct(mailOutbox.subject),
    })
    .from(mailOutbox);
  return { queue: queue!, outbox: outbox! };
}

describe('mail after a crash', () => {
  it(
    'is in the outbox exactly once when the shop is killed while sending it and started again',
    { timeout: 240_000 },
    async () => {
      // Killed just as a mail is written, then a moment later, while the next is under way.
      const killDelaysMs = [0, 4];
      let killedAt = 0;
      let atKill: Awaited<ReturnType<typeof counts>> | undefined;
      for (const [kills, delay] of killDelaysMs.entries()) {
        killedAt = 0;
        const shop = await startShop((written) => {
          if (written < KILL_AFTER || killedAt > 0) return;
          killedAt = Date.now();
          setTimeout(() => shop.process.kill('SIGKILL'), delay);
        });
        const exited = once(shop.process, 'exit');
        await until('mail written', shop, () => killedAt > 0, 120);
        await exited;

        // Each mail is written or still queued, never both, never neither; each kill holds back
        // at most the one mail that was in hand.
        const writtenBefore = atKill?.outbox.rows ?? 0;
        atKill = await withShopDatabase(counts);
        expect(atKill.outbox.rows).toBeGreaterThanOrEqual(writtenBefore + KILL_AFTER);
        expect(atKill.queue.rows).toBeGreaterThan(0);
        expect(atKill.outbox.rows + atKill.queue.rows).toBe(MAILS);
        expect(atKill.outbox.queueIds).toBe(atKill.outbox.rows);
        expect(atKill.queue.held).toBeLessThanOrEqual(kills + 1);
      }

      const remaining = atKill?.queue.rows ?? MAILS;
      const last = await startShop();
      try {
        await until('empty queue', last, () => last.written() >= remaining, 150);
        // A claim held by a killed process holds its mail back by seconds, not minutes.
        expect((Date.now() - killedAt) / 1000).toBeLessThan(CLAIM_SECONDS + 60);
      } finally {
        if (last.process.exitCode === null && last.process.signalCode === null) {
          const stopped = once(last.process, 'exit');
          last.process.kill('SIGTERM');
          await stopped;
        }
      }

      const after = await withShopDatabase(async (database) => ({
        ...(await counts(database)),
        ids: (await database.db.select({ queueId: mailOutbox.queueId }).from(mailOutbox)).map(
          (row) => row.queueId,
        ),
      }));
      expect(last.written()).toBe(remaining);
      expect(after.queue).toEqual({ rows: 0, held: 0 });
      expect(after.outbox).toEqual({ rows: MAILS, queueIds: MAILS, subjects: MAILS });
      expect(after.ids.sort()).toEqual([...queuedIds].sort());
    },
  );
});
