/**
 * The shop's API over a database a benchmark prepared (BENCH_DATA_DIR, and BENCH_DATABASE_URL for
 * PostgreSQL), in a process of its own so the load generator does not share its event loop.
 * CATALOGUE_CACHE=off runs it without the catalogue cache. Prints "READY <port>" when it listens.
 */
import { buildApp } from '../apps/server/src/app';
import { benchConfig, openBenchDatabase } from './bench-shop';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR must name the folder the benchmark prepared');
const database = await openBenchDatabase(dataDir);
// As main.ts does: the database's notifications keep the catalogue cache fresh.
const app = await buildApp(benchConfig(dataDir), { db: database.db, listen: database.listen });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
