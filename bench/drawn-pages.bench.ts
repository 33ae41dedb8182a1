/**
 * Page benchmark: starts the built shop (apps/web/dist, or WEB_DIST_DIR) on a fresh embedded
 * database with the demo shop, and loads on 127.0.0.1 with autocannon a page served as its built
 * shell (/about) and the pages the server draws with their data (a product, the collection, a
 * category), as a browser asks for them (Brotli accepted). Reports requests/s, p99 latency and the
 * ratio to a bare Fastify route measured in the same run. Results go to
 * bench/results/drawn-pages.json.
 *
 *   npm run build && npm run bench:pages -w bench
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductPage } from '@littleloom/shared';
import { startBenchProcess } from './bench-process';
import { measureEndpoint, type Measurement } from './measure-endpoint';
import { serveBuiltShop } from './serve-built-shop';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const here = import.meta.dirname;
const webDistDir = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(here, '..', 'apps', 'web', 'dist'),
);
const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };

const bare = await startBenchProcess('serve-bare.ts');
const shop = await serveBuiltShop(webDistDir, PORT);
let bareResult: Measurement;
const measured: Measurement[] = [];
try {
  const { products } = (await (await fetch(`${shop.origin}/api/products`)).json()) as ProductPage;
  const product = products[0];
  if (!product) throw new Error('The demo shop has no products');
  bareResult = await measureEndpoint(
    'bare Fastify route',
    `http://127.0.0.1:${bare.words[0]}/bare`,
    load,
  );
  const pages: [string, string][] = [
    ['built shell (about)', '/about'],
    ['product, drawn', `/product/${product._id}`],
    ['collection, drawn', '/collection'],
    ['category, drawn', `/collection?category=${product.category._id}`],
  ];
  for (const [name, pagePath] of pages) {
    measured.push(await measureEndpoint(name, shop.origin + pagePath, load));
  }
} finally {
  await shop.stop();
  await bare.stop();
}

const rows = measured.map((m) => ({
  ...m,
  ratioToBare: +(m.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3),
}));
const shown = (p: string) =>
  p.replace(/=[0-9a-f-]{36}/, '=<id>').replace(/\/[0-9a-f-]{36}$/, '/<id>');
console.log(
  `\nbare Fastify route: ${bareResult.requestsPerSecond} requests/s, p99 ${bareResult.p99Ms} ms\n`,
);
console.log('| page | requests/s | p99 ms | ratio to bare | non-2xx |\n|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} (\`${shown(r.path)}\`) | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.ratioToBare} | ${r.non2xx} |`,
  );
}
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'drawn-pages.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      node: process.version,
      bare: bareResult,
      results: rows,
    },
    null,
    2,
  ),
);
if ([bareResult, ...measured].some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed; the numbers above are not valid.');
  process.exitCode = 1;
}
