/**
 * One worker or two: the cached collection page and one product's page of the 10,000-product
 * catalogue on PostgreSQL, served by the real server bundle (shop-server.ts) started once with
 * each WEB_CONCURRENCY in BENCH_WORKERS (1,2 unless set). Before each pass the bare route is
 * measured in one process and, for N workers, in N processes sharing a port as the workers share
 * theirs; every figure is given as a ratio to both. Results go to bench/results/catalogue-workers.json.
 *
 *   BENCH_DATABASE_URL=postgresql://.../empty_db npm run bench:catalogue:workers
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureBareCeilings, ratiosTo, type BareCeilings } from './bare-route';
import { seedCatalogueShop } from './catalogue-shop';
import { measureEndpoint, type Measurement } from './measure-endpoint';
import { startShopServer } from './shop-server';
import { workerCountsFrom } from './worker-counts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PAST_ORDERS = Number(process.env.BENCH_PAST_ORDERS ?? 5_000);
const WORKER_COUNTS = workerCountsFrom(process.env.BENCH_WORKERS) ?? [1, 2];
const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
const resultsFile = path.join(import.meta.dirname, 'results', 'catalogue-workers.json');

interface EndpointResult extends Measurement {
  ratioToBare: { oneProcess: number; asManyProcesses: number };
}

interface WorkersPass {
  workers: number;
  loadAverageBefore: number[];
  bare: BareCeilings;
  endpoints: EndpointResult[];
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Several workers need PostgreSQL: set BENCH_DATABASE_URL to an empty database of the benchmarks.',
  );
  process.exit(2);
}

const loadBefore = loadavg();
const { dataDir, ids } = await seedCatalogueShop('catalogue-workers', PRODUCTS, PAST_ORDERS);
const passes: WorkersPass[] = [];
for (const workers of WORKER_COUNTS) passes.push(await pass(workers, databaseUrl));
const loadAfter = loadavg();

printTable(passes);
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(
  resultsFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: 'postgresql',
      server: 'the bundle `npm start` runs (apps/server/src/main.ts), NODE_ENV=production',
      products: PRODUCTS,
      pastOrders: PAST_ORDERS,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      node: process.version,
      loadAverage: { before: loadBefore, after: loadAfter },
      passes,
    },
    null,
    2,
  ),
);
await rm(dataDir, { recursive: true, force: true });
const measurements = passes.flatMap((p) => [
  p.bare.oneProcess,
  p.bare.asManyProcesses,
  ...p.endpoints,
]);
if (measurements.some((m) => m.non2xx > 0 || m.errors > 0)) {
  console.error('Some requests failed; the numbers above are not valid.');
  process.exitCode = 1;
}

/** The bare route's ceilings now, then both pages through a server of `workers` processes. */
async function pass(workers: number, databaseUrl: string): Promise<WorkersPass> {
  console.log(`\n== WEB_CONCURRENCY=${workers} ==`);
  const loadAverageBefore = loadavg();
  const bare = await measureBareCeilings(workers, load);
  const server = await startShopServer({ databaseUrl, dataDir, workers });
  const endpoints: EndpointResult[] = [];
  try {
    const api = `${server.origin}/api`;
    for (const [name, url] of [
      ['collection page, cached', `${api}/products`],
      ['one product, cached', `${api}/products/${ids[1]}`],
    ] as const) {
      const measured = await measureEndpoint(name, url, load);
      console.log(`${name}: ${measured.requestsPerSecond} requests/s, p99 ${measured.p99Ms} ms`);
      endpoints.push({ ...measured, ratioToBare: ratiosTo(bare, measured.requestsPerSecond) });
    }
  } finally {
    await server.stop();
  }
  return { workers, loadAverageBefore, bare, endpoints };
}

function printTable(all: readonly WorkersPass[]): void {
  console.log(
    '\n| workers | endpoint | requests/s | p99 ms | ratio to bare, 1 process | ratio to bare, as many processes |\n' +
      '|---:|---|---:|---:|---:|---:|',
  );
  for (const p of all) {
    const { oneProcess, asManyProcesses } = p.bare;
    console.log(
      `| ${p.workers} | bare route, 1 process / ${asManyProcesses.processes} | ${oneProcess.requestsPerSecond} / ${asManyProcesses.requestsPerSecond} | ${oneProcess.p99Ms} / ${asManyProcesses.p99Ms} | | |`,
    );
    for (const e of p.endpoints) {
      console.log(
        `| ${p.workers} | ${e.name} | ${e.requestsPerSecond} | ${e.p99Ms} | ${e.ratioToBare.oneProcess} | ${e.ratioToBare.asManyProcesses} |`,
      );
    }
  }
}
