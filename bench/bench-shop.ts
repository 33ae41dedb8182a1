import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { claimBenchDatabase } from './bench-database';

/**
 * A fresh, migrated database for a benchmark (PostgreSQL when BENCH_DATABASE_URL names an empty
 * one, else embedded in a new folder) and the production configuration the shop runs it with.
 */
export async function benchShop(
  label: string,
): Promise<{ database: DatabaseHandle; config: AppConfig; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `littleloom-bench-${label}-`));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await claimBenchDatabase(url);
  const database = await openBenchDatabase(dataDir);
  await database.migrate();
  return { database, config: benchConfig(dataDir), dataDir };
}

/** The benchmark's database again, from another process: PostgreSQL, or the folder's PGlite. */
export async function openBenchDatabase(dataDir: string): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? openPostgres(url, 10) : openPglite({ dataDir: path.join(dataDir, 'db') });
}

/** The production configuration over a benchmark's folder; the same in every process of a run. */
export function benchConfig(dataDir: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    // Production refuses the demo password; nobody signs in as admin during a benchmark.
    ADMIN_PASSWORD: 'Bench@Only-2026',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // `off` runs the shop without its catalogue cache, to measure the database path alone.
    CATALOGUE_CACHE: process.env.CATALOGUE_CACHE,
    // `off` reads search typos in the database, to measure the words held in memory against it.
    SEARCH_VOCABULARY: process.env.SEARCH_VOCABULARY,
  });
}

/** Which database a benchmark ran on, for its results file. */
export const benchDatabaseKind = () => (process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite');
