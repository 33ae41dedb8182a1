/**
 * First-load benchmark: starts the already built shop (apps/web/dist, or WEB_DIST_DIR) on a fresh
 * embedded database with the demo shop, runs Lighthouse (mobile, default throttling) on home, the
 * collection and a product page, and prints the four category scores with FCP, LCP, TBT and CLS
 * of each page's median run. Results go to bench/results/lighthouse.json.
 *
 *   npm run build && npm run bench:lighthouse
 *   LIGHTHOUSE_RUNS=5 WEB_DIST_DIR=/tmp/lh-dist npm run bench:lighthouse
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { ProductPage } from '@littleloom/shared';
import { lighthousePage, type PageFigures } from './lighthouse-run';
import { serveBuiltShop } from './serve-built-shop';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Seeding the demo shop keeps both cores busy; the runs wait for it to die down, up to a while. */
const SETTLE_BELOW_LOAD = Number(process.env.LIGHTHOUSE_SETTLE_LOAD ?? 1.5);
const SETTLE_MAX_MS = 120_000;
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const here = import.meta.dirname;
const webDistDir = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(here, '..', 'apps', 'web', 'dist'),
);

/** Lighthouse's figures depend on how busy the machine is; say how busy it was. */
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

async function settle(): Promise<void> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while ((loadavg()[0] ?? 0) > SETTLE_BELOW_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** A real product of the seeded shop: the first of the collection's first page. */
async function firstProductId(origin: string): Promise<string> {
  const reply = (await (await fetch(`${origin}/api/products`)).json()) as ProductPage;
  const product = reply.products[0];
  if (!product) throw new Error('The demo shop has no products');
  return product._id;
}

console.log(`Starting the built shop from ${webDistDir} (load ${load()})...`);
const shop = await serveBuiltShop(webDistDir, PORT);
try {
  const pages: [string, string][] = [
    ['home', '/'],
    ['collection', '/collection'],
    ['product', `/product/${await firstProductId(shop.origin)}`],
  ];
  console.log(`Waiting for the load average (${load()}) to fall under ${SETTLE_BELOW_LOAD}...`);
  await settle();
  const loadBefore = load();
  const figures: (PageFigures & { page: string; path: string })[] = [];
  for (const [page, pagePath] of pages) {
    console.log(`Lighthouse on ${pagePath}, ${RUNS} run(s)...`);
    figures.push({ page, path: pagePath, ...(await lighthousePage(shop.origin + pagePath, RUNS)) });
  }
  const loadAfter = load();

  console.table(
    figures.map((f) => ({
      page: f.path,
      performance: f.scores.performance,
      accessibility: f.scores.accessibility,
      'best practices': f.scores['best-practices'],
      seo: f.scores.seo,
      'FCP ms': f.fcpMs,
      'LCP ms': f.lcpMs,
      'TBT ms': f.tbtMs,
      CLS: f.cls,
      'performance, each run': f.performanceRuns.join(' '),
    })),
  );
  for (const f of figures) console.log(`LCP element on ${f.path}: ${f.lcpElement ?? 'none'}`);
  console.log(`Load average (1 min): ${loadBefore} before, ${loadAfter} after.`);

  const resultsDir = path.join(here, 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        chromium: chromiumVersion(),
        runsPerPage: RUNS,
        loadAverage: { before: Number(loadBefore), after: Number(loadAfter) },
        pages: figures,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await shop.stop();
}
