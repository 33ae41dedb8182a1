/**
 * Does one costly search starve other requests? Four senders each send, one after another, an
 * uncached search of many misspelt words (every one different, so neither cache answers) to the
 * shop on the large catalogue, while a fifth asks GET /api/health every 50 ms; the health check's
 * p95 is the figure (goal: under 100 ms on the embedded database). Run:
 * `npm run bench:search -w bench` (BENCH_DATABASE_URL for PostgreSQL, BENCH_PRODUCTS to resize).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchProcess } from './bench-process';
import { benchDatabaseKind } from './bench-shop';
import { seedCatalogueShop } from './catalogue-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SENDERS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TYPOS = [
  'frokk',
  'dungriss',
  'snekerss',
  'backpakk',
  'kurthaa',
  'lehngaa',
  'swetar',
  'jackit',
];

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
}

function summary(durations: number[]): string {
  const sorted = [...durations].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `${sorted.length} requests, p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

const { dataDir } = await seedCatalogueShop('search-starvation', PRODUCTS, 0);
const shop = await startBenchProcess('serve-shop.ts', {
  BENCH_DATA_DIR: dataDir,
  CATALOGUE_CACHE: 'off',
});
const origin = `http://127.0.0.1:${shop.words[0]}`;
try {
  const until = performance.now() + SECONDS * 1000;
  let n = 0;
  const searches: number[] = [];
  const health: number[] = [];
  const sender = async () => {
    while (performance.now() < until) {
      // A different text each time: the shop's cache is off, and the database's plans stay cold.
      const words = TYPOS.map((typo, i) => `${typo}${'xyz'[(n + i) % 3]}`).join(' ');
      n++;
      searches.push(await timed(`${origin}/api/products?search=${encodeURIComponent(words)}`));
    }
  };
  const prober = async () => {
    while (performance.now() < until) {
      health.push(await timed(`${origin}/api/health`));
      await sleep(50);
    }
  };
  await Promise.all([...Array.from({ length: SENDERS }, sender), prober()]);
  console.log(`${benchDatabaseKind()}, ${PRODUCTS} products, ${SENDERS} senders, ${SECONDS} s`);
  console.log(`  search of ${TYPOS.length} misspelt words: ${summary(searches)}`);
  console.log(`  GET /api/health meanwhile:           ${summary(health)}`);
} finally {
  await shop.stop();
}
