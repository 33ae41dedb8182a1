/**
 * Catalogue read benchmark: seeds a large catalogue (and past orders, for the best sellers) into a
 * fresh database, then loads each product endpoint on 127.0.0.1 with autocannon twice, through a
 * shop with its catalogue cache and through one started with CATALOGUE_CACHE=off, and reports
 * requests/s, p99 latency and the ratio to a bare Fastify route measured in the same run.
 * Results go to bench/results/catalogue.json.
 *
 *   npm run bench                       # embedded PGlite, 10,000 products
 *   BENCH_DATABASE_URL=postgresql://... npm run bench   # an empty PostgreSQL database
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { benchDatabaseKind } from './bench-shop';
import { startBenchProcess } from './bench-process';
import { seedCatalogueShop } from './catalogue-shop';
import { measureEndpoint, type Measurement } from './measure-endpoint';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PAST_ORDERS = Number(process.env.BENCH_PAST_ORDERS ?? 5_000);
const here = import.meta.dirname;
const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };

const { dataDir, ids } = await seedCatalogueShop('catalogue', PRODUCTS, PAST_ORDERS);

type CacheMode = 'on' | 'off';
interface Pass {
  bare: Measurement;
  endpoints: Measurement[];
}

const bare = await startBenchProcess('serve-bare.ts');
const bareUrl = `http://127.0.0.1:${bare.words[0]}/bare`;
let passes: Record<CacheMode, Pass>;
try {
  passes = { on: await pass('on'), off: await pass('off') };
} finally {
  await bare.stop();
}

/**
 * The bare route, then every endpoint through a shop process started for this pass. The bare
 * route is measured before each pass, so a pass's ratios compare it with the machine as it was
 * during that pass (others' work on a shared machine comes and goes).
 */
async function pass(mode: CacheMode): Promise<Pass> {
  console.log(`Catalogue cache ${mode}...`);
  const bareResult = await measureEndpoint('bare Fastify route', bareUrl, load);
  // Unset means the shop's default, the cache on; the variable is cleared so a shell's value
  // cannot turn the first pass into a second "off".
  const shop = await startBenchProcess('serve-shop.ts', {
    BENCH_DATA_DIR: dataDir,
    CATALOGUE_CACHE: mode === 'off' ? 'off' : undefined,
  });
  try {
    const base = `http://127.0.0.1:${shop.words[0]}/api`;
    const measured: Measurement[] = [];
    for (const [name, url] of await endpoints(base)) {
      measured.push(await measureEndpoint(name, url, load));
    }
    return { bare: bareResult, endpoints: measured };
  } finally {
    await shop.stop();
  }
}

const withRatio = (m: Measurement, mode: CacheMode) => ({
  ...m,
  ratioToBare: +(m.requestsPerSecond / passes[mode].bare.requestsPerSecond).toFixed(3),
});
const rows = passes.on.endpoints.map((on, i) => ({
  name: on.name,
  path: on.path,
  cacheOn: withRatio(on, 'on'),
  cacheOff: withRatio(passes.off.endpoints[i]!, 'off'),
}));

const shown = (p: string) =>
  p.replace(/=[0-9a-f-]{36}/, '=<id>').replace(/\/[0-9a-f-]{36}$/, '/<id>');
console.log('');
for (const mode of ['on', 'off'] as const) {
  const b = passes[mode].bare;
  console.log(
    `bare Fastify route (\`/bare\`) before the cache-${mode} pass: ${b.requestsPerSecond} requests/s, p99 ${b.p99Ms} ms`,
  );
}
console.log('');
console.log(
  '| endpoint | cache on: requests/s | p99 ms | ratio to bare | cache off: requests/s | p99 ms | ratio to bare | non-2xx |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|',
);
for (const r of rows) {
  console.log(
    `| ${r.name} (\`${shown(r.path)}\`) | ${r.cacheOn.requestsPerSecond} | ${r.cacheOn.p99Ms} | ${r.cacheOn.ratioToBare} | ${r.cacheOff.requestsPerSecond} | ${r.cacheOff.p99Ms} | ${r.cacheOff.ratioToBare} | ${r.cacheOn.non2xx + r.cacheOff.non2xx} |`,
  );
}

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'catalogue.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: benchDatabaseKind(),
      products: PRODUCTS,
      pastOrders: PAST_ORDERS,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      node: process.version,
      bare: { cacheOn: passes.on.bare, cacheOff: passes.off.bare },
      results: rows,
    },
    null,
    2,
  ),
);
await rm(dataDir, { recursive: true, force: true });
if (
  [passes.on, passes.off]
    .flatMap((p) => [p.bare, ...p.endpoints])
    .some((r) => r.non2xx > 0 || r.errors > 0)
) {
  console.error('Some requests failed; the numbers above are not valid.');
  process.exitCode = 1;
}

/** The endpoints measured, by name; ids come from the shop itself. */
async function endpoints(base: string): Promise<[string, string][]> {
  return [
    ['list, default', `${base}/products`],
    ['list, category filter', `${base}/products?category=${await firstCategory(base)}`],
    ['list, search', `${base}/products?search=rainbow`],
    ['list, sort low-to-high', `${base}/products?sort=low-to-high`],
    [
      'list, filtered with facets',
      `${base}/products?size=4-5Y&brand=Babyhug,Hopscotch&minPrice=300&maxPrice=1500&inStock=true&sort=low-to-high`,
    ],
    ['list, colour and on sale', `${base}/products?colour=Red&onSale=true`],
    ['list, misspelt search', `${base}/products?search=frok`],
    ['list, deep page', `${base}/products?sort=new-arrivals&page=900`],
    ['one product', `${base}/products/${ids[1]}`],
    ['best-selling products', `${base}/products/best-selling-products`],
  ];
}

async function firstCategory(apiBase: string): Promise<string> {
  const reply = (await (await fetch(`${apiBase}/admin/category/active`)).json()) as {
    data: { _id: string }[];
  };
  return reply.data[0]!._id;
}
