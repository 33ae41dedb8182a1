/**
 * Catalogue read benchmark: seeds a large catalogue into a fresh database, loads the product
 * endpoints on 127.0.0.1 with autocannon, and reports requests/s, p99 latency and the ratio to a
 * bare Fastify route measured in the same run. Results go to bench/results/catalogue.json.
 *
 *   npm run bench                       # embedded PGlite, 10,000 products
 *   BENCH_DATABASE_URL=postgresql://... npm run bench   # an empty PostgreSQL database
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { benchDatabaseKind } from './bench-shop';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = import.meta.dirname;

function start(script: string): Promise<{ child: ChildProcess; words: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, words: line.split(' ').slice(1) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Measurement> {
  // A short warm-up first, so caches and JIT are in the state a running shop is in.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const bare = await start('serve-bare.ts');
console.log('Seeding the catalogue and starting the shop...');
const shop = await start('serve-catalogue.ts');
const [shopPort, productId] = shop.words;
const base = `http://127.0.0.1:${shopPort}/api`;

try {
  const bareResult = await measure('bare Fastify route', `http://127.0.0.1:${bare.words[0]}/bare`);
  const cases: [string, string][] = [
    ['list, default', `${base}/products`],
    ['list, category filter', `${base}/products?category=${await firstCategory(base)}`],
    ['list, search', `${base}/products?search=rainbow`],
    ['list, sort low-to-high', `${base}/products?sort=low-to-high`],
    ['list, deep page', `${base}/products?sort=new-arrivals&page=900`],
    ['one product', `${base}/products/${productId}`],
  ];
  const results = [bareResult];
  for (const [name, url] of cases) results.push(await measure(name, url));

  const rows = results.map((r) => ({
    ...r,
    ratioToBare: +(r.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3),
  }));
  console.log(
    `\n| endpoint | requests/s | p99 ms | ratio to bare | non-2xx |\n|---|---:|---:|---:|---:|`,
  );
  for (const r of rows) {
    console.log(
      `| ${r.name} (\`${r.path.replace(/=[0-9a-f-]{36}/, '=<id>').replace(/\/[0-9a-f-]{36}$/, '/<id>')}\`) | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.ratioToBare} | ${r.non2xx} |`,
    );
  }
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(
    path.join(here, 'results', 'catalogue.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: benchDatabaseKind(),
        products: Number(process.env.BENCH_PRODUCTS ?? 10_000),
        durationSeconds: DURATION_SECONDS,
        connections: CONNECTIONS,
        node: process.version,
        results: rows,
      },
      null,
      2,
    ),
  );
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error('Some requests failed; the numbers above are not valid.');
    process.exitCode = 1;
  }
} finally {
  bare.child.kill('SIGTERM');
  shop.child.kill('SIGTERM');
}

async function firstCategory(apiBase: string): Promise<string> {
  const reply = (await (await fetch(`${apiBase}/admin/category/active`)).json()) as {
    data: { _id: string }[];
  };
  return reply.data[0]!._id;
}
