/**
 * The shop's API over a fresh database holding a large catalogue, for the benchmark to load.
 * Prints "READY <port> <a product id>" when it listens.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { seedLargeCatalogue } from './seed-large-catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-bench-'));
const database = process.env.BENCH_DATABASE_URL
  ? openPostgres(process.env.BENCH_DATABASE_URL, 10)
  : await openPglite({ dataDir: path.join(dataDir, 'db') });
await database.migrate();
const ids = await seedLargeCatalogue(database.db, productCount);

const config = loadConfig({
  NODE_ENV: 'production',
  // Production refuses the demo password; nobody signs in during the benchmark.
  ADMIN_PASSWORD: 'Bench@Only-2026',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const app = await buildApp(config, { db: database.db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${ids[1]}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
