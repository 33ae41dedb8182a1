/**
 * Does one costly search starve other requests? Four senders each send, one after another, an
 * uncached search of many misspelt words (every one different, so neither cache answers) to the
 * shop on the large catalogue, while a fifth asks GET /api/health every 50 ms; the health check's
 * p95 is the figure (goal: under 100 ms on the embedded database). A bare Fastify route in a
 * process of its own is asked the same way at the same time, and the health check alone before the
 * searches start: what the machine's other work costs either, so a run on a busy machine is read
 * against its own bare route. The shop runs twice on the same data, typos read by the database
 * (`SEARCH_VOCABULARY=off`) and among the words held in memory (the default), each after one
 * untimed search: the first search of a new process reads the database's pages from the disk,
 * which a shop pays once. Run: `npm run bench:search -w bench` (BENCH_DATABASE_URL for
 * PostgreSQL, BENCH_PRODUCTS to resize, BENCH_VOCABULARY=on or off for one of the two).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchProcess } from './bench-process';
import { benchDatabaseKind } from './bench-shop';
import { seedCatalogueShop } from './catalogue-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SENDERS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** The health check alone, before the searches start. */
const QUIET_SECONDS = 5;
const VOCABULARY = process.env.BENCH_VOCABULARY ? [process.env.BENCH_VOCABULARY] : ['off', 'on'];
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

const p95 = (durations: number[]) =>
  percentile(
    [...durations].sort((a, b) => a - b),
    0.95,
  );

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

/** Asks `url` every 50 ms until `until`, and gives each request's time. */
async function probe(url: string, until: number): Promise<number[]> {
  const durations: number[] = [];
  while (performance.now() < until) {
    durations.push(await timed(url));
    await sleep(50);
  }
  return durations;
}

/** A different text each time: the shop's cache is off, and the database's plans stay cold. */
let sent = 0;
const nextSearch = () => {
  const words = TYPOS.map((typo, i) => `${typo}${'xyz'[(sent + i) % 3]}`).join(' ');
  sent++;
  return `/api/products?search=${encodeURIComponent(words)}`;
};

async function measure(dataDir: string, vocabulary: string, bareUrl: string): Promise<void> {
  const shop = await startBenchProcess('serve-shop.ts', {
    BENCH_DATA_DIR: dataDir,
    CATALOGUE_CACHE: 'off',
    SEARCH_VOCABULARY: vocabulary,
  });
  const origin = `http://127.0.0.1:${shop.words[0]}`;
  try {
    const warmUp = await timed(`${origin}${nextSearch()}`);
    const quietUntil = performance.now() + QUIET_SECONDS * 1000;
    const [quietHealth, quietBare] = await Promise.all([
      probe(`${origin}/api/health`, quietUntil),
      probe(bareUrl, quietUntil),
    ]);
    const until = performance.now() + SECONDS * 1000;
    const searches: number[] = [];
    const sender = async () => {
      while (performance.now() < until) searches.push(await timed(`${origin}${nextSearch()}`));
    };
    const [health, bareMeanwhile] = await Promise.all([
      probe(`${origin}/api/health`, until),
      probe(bareUrl, until),
      ...Array.from({ length: SENDERS }, sender),
    ]);
    console.log(`SEARCH_VOCABULARY=${vocabulary} (untimed first search ${warmUp.toFixed(0)} ms)`);
    console.log(`  before the searches (${QUIET_SECONDS} s):`);
    console.log(`    GET /api/health:                ${summary(quietHealth)}`);
    console.log(`    bare route:                     ${summary(quietBare)}`);
    console.log(`  search of ${TYPOS.length} misspelt words:   ${summary(searches)}`);
    console.log(`  GET /api/health meanwhile:       ${summary(health)}`);
    console.log(`  bare route meanwhile:            ${summary(bareMeanwhile)}`);
    console.log(
      `  health p95 / bare route p95:     ${(p95(health) / p95(bareMeanwhile)).toFixed(1)}`,
    );
  } finally {
    await shop.stop();
  }
}

const { dataDir } = await seedCatalogueShop('search-starvation', PRODUCTS, 0);
const bare = await startBenchProcess('serve-bare.ts');
try {
  console.log(`${benchDatabaseKind()}, ${PRODUCTS} products, ${SENDERS} senders, ${SECONDS} s`);
  for (const vocabulary of VOCABULARY) {
    await measure(dataDir, vocabulary, `http://127.0.0.1:${bare.words[0]}/bare`);
  }
} finally {
  await bare.stop();
}
