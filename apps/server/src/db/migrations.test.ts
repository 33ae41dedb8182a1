import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, inject, it } from 'vitest';
import { knownMigrations, migrationsUpTo } from '../modules/backups/schema-version';
import { itOnPostgres } from '../testing/postgres-only';
import { createEmptyDatabase } from '../testing/postgres';
import { MIGRATIONS_DIR, openDatabase, openPglite, type Database } from './client';
import { migrationsApplied } from './migrations-applied';

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migrations', () => {
  it('count as applied once the newest this code knows is, and not before', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'littleloom-migrations-'));
    const database = await openPglite();
    try {
      const applied = migrationsApplied(database.db);
      expect(await applied()).toBe(false);
      const migrations = await knownMigrations();
      await database.migrate(
        await migrationsUpTo(migrations.length - 2, path.join(scratch, 'older')),
      );
      expect(await applied()).toBe(false);
      await database.migrate();
      expect(await applied()).toBe(true);
    } finally {
      await database.close();
    }
  });

  // Several shops (processes of one machine, or machines) starting at the same moment on a new
  // database: each migrates as it starts, and the advisory lock makes that happen once.
  itOnPostgres(
    'run once when four shops start together on one empty database',
    { timeout: 60_000 },
    async () => {
      const empty = await createEmptyDatabase(inject('postgresUrl')!);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'littleloom-migrate-once-'));
      const shops = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: empty.url, dataDir })),
      );
      try {
        const results = await Promise.allSettled(shops.map((shop) => shop.migrate()));
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

        const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
        const applied = await rowsOf<{ hash: string }>(
          shops[0]!.db,
          sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at`,
        );
        expect(applied.map((row) => row.hash)).toEqual(known.map((migration) => migration.hash));
        // The schema is whole: a table of a later migration answers.
        expect(await rowsOf(shops[3]!.db, sql`SELECT count(*) FROM mail_queue`)).toHaveLength(1);
      } finally {
        await Promise.all(shops.map((shop) => shop.close()));
        await empty.drop();
      }
    },
  );
});
