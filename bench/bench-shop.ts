import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';

/**
 * A fresh, migrated database for a benchmark (PostgreSQL when BENCH_DATABASE_URL names an empty
 * one, else embedded in a new folder) and the production configuration the shop runs it with.
 */
export async function benchShop(
  label: string,
): Promise<{ database: DatabaseHandle; config: AppConfig; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `littleloom-bench-${label}-`));
  const database = process.env.BENCH_DATABASE_URL
    ? openPostgres(process.env.BENCH_DATABASE_URL, 10)
    : await openPglite({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production refuses the demo password; nobody signs in as admin during a benchmark.
    ADMIN_PASSWORD: 'Bench@Only-2026',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  return { database, config, dataDir };
}

/** Which database a benchmark ran on, for its results file. */
export const benchDatabaseKind = () => (process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite');
