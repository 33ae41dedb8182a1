import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, openPglite, openPostgres } from './db/client';
import { SERVER_ROOT } from './lib/server-root';
import { ensureAccount } from './modules/accounts/bootstrap';
import { rowsOf } from './modules/backups/database-catalog';
import { createEmptyDatabase, createTestDatabase } from './testing/postgres';
import { itOnPostgres } from './testing/postgres-only';
import { startShopProcess } from './testing/shop-process';

// `npm run backup` and `npm run restore` as an owner runs them, against a shop on the embedded
// database: while the server runs (it must take the backup itself, as no second process may open
// its database) and while it does not.
const ROOT = path.resolve(SERVER_ROOT, '..', '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'littleloom-backup-command-'));
const dataDir = path.join(scratch, 'shop');

beforeAll(async () => {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  await ensureAccount(database.db, {
    name: 'Meera Iyer',
    email: 'meera@example.com',
    password: 'Meera@2026x',
    role: 'user',
  });
  await database.close();
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run <script> [file]`, as scripts/backups.mjs runs it, with this environment. */
async function npmRun(
  script: 'backup' | 'restore',
  env: Record<string, string>,
  file?: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'backups.mjs'), script, ...(file ? [file] : [])],
    { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

const startShop = () => startShopProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0' });

const backups = () =>
  readdirSync(path.join(dataDir, 'backups'))
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();

describe('npm run backup and npm run restore', () => {
  it(
    'back up a running embedded shop through its server, a stopped one from its folder, and restore either',
    { timeout: 180_000 },
    async () => {
      const shop = await startShop();
      try {
        const taken = await npmRun('backup', { DATA_DIR: dataDir });
        expect(taken.output).toMatch(
          /^Backup taken by the running shop \(process \d+\): littleloom-backup-.*\.tar\.gz/,
        );
        expect(taken.code).toBe(0);
        expect(backups()).toHaveLength(1);
        // The shop served on, and serves still.
        expect((await fetch(`${shop.base}/api/products`)).status).toBe(200);
      } finally {
        await shop.stop();
      }
      expect(existsSync(path.join(dataDir, 'backup-trigger.json'))).toBe(false);

      const offline = await npmRun('backup', { DATA_DIR: dataDir });
      expect(offline.output).toContain(`Backup taken: ${path.join(dataDir, 'backups')}`);
      expect(offline.code).toBe(0);
      expect(backups()).toHaveLength(2);

      const target = path.join(scratch, 'restored');
      const [whileServing] = backups();
      const file = path.join(dataDir, 'backups', whileServing!);
      const restored = await npmRun('restore', { DATA_DIR: target }, file);
      expect(restored.output).toContain('Restored the backup of');
      expect(restored.code).toBe(0);
      const database = await openPglite({ dataDir: path.join(target, 'db') });
      try {
        // The shopper written before the start, and the administrator the start added.
        expect(await rowsOf(database.db, sql`SELECT email FROM users ORDER BY email`)).toEqual([
          { email: 'admin@littleloom.in' },
          { email: 'meera@example.com' },
        ]);
      } finally {
        await database.close();
      }

      const again = await npmRun('restore', { DATA_DIR: target }, file);
      expect(again.output).toContain('already holds a shop');
      expect(again.code).toBe(1);
      const missing = await npmRun('restore', { DATA_DIR: path.join(scratch, 'other') });
      expect(missing.output).toContain('Usage: npm run backup | npm run restore <backup file>');
      expect(missing.code).toBe(1);
    },
  );

  // With DATABASE_URL the command reads PostgreSQL itself, whether or not a server runs. CI sets
  // TEST_DATABASE_URL and runs this; without it the embedded run leaves it out.
  const postgresUrl = inject('postgresUrl');
  itOnPostgres(
    'back up a shop on PostgreSQL by reading it directly, and restore it only into an empty one',
    { timeout: 120_000 },
    async () => {
      const source = await createTestDatabase(postgresUrl!);
      const migrated = await createTestDatabase(postgresUrl!);
      const empty = await createEmptyDatabase(postgresUrl!);
      try {
        const shop = openPostgres(source.url, 1);
        await ensureAccount(shop.db, {
          name: 'Arjun Rao',
          email: 'arjun@example.com',
          password: 'Arjun@2026x',
          role: 'user',
        });
        await shop.close();
        const folder = path.join(scratch, 'on-postgres');
        const taken = await npmRun('backup', { DATA_DIR: folder, DATABASE_URL: source.url });
        expect(taken.output).toContain(`Backup taken: ${path.join(folder, 'backups')}`);
        expect(taken.code).toBe(0);

        // A database with the shop's schema in it is not empty.
        const file = path.join(folder, 'backups', readdirSync(path.join(folder, 'backups'))[0]!);
        const refused = await npmRun(
          'restore',
          { DATA_DIR: path.join(scratch, 'refused'), DATABASE_URL: migrated.url },
          file,
        );
        expect(refused.output).toContain('is not empty');
        expect(refused.code).toBe(1);

        const restored = await npmRun(
          'restore',
          { DATA_DIR: path.join(scratch, 'moved'), DATABASE_URL: empty.url },
          file,
        );
        expect(restored.output).toContain('Restored the backup of');
        expect(restored.code).toBe(0);
        const moved = openPostgres(empty.url, 1);
        try {
          expect(await rowsOf(moved.db, sql`SELECT email FROM users`)).toEqual([
            { email: 'arjun@example.com' },
          ]);
        } finally {
          await moved.close();
        }
      } finally {
        await source.drop();
        await migrated.drop();
        await empty.drop();
      }
    },
  );
});
