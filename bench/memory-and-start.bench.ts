/**
 * Memory and start: (a) the server's peak RSS on the embedded database while a varied catalogue
 * load runs against 10,000 products, and (b) the median time from `npm start` on a built, migrated
 * shop to the first 200 from /api/health. Both are printed beside their goals; results go to
 * bench/results/footprint.json.
 *
 *   npm run bench:footprint -w bench
 *   BENCH_DURATION=60 BENCH_STARTS=9 npm run bench:footprint -w bench
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { memoryUnderLoad } from './memory-under-load';
import { timeStarts } from './start-timing';

const RSS_GOAL_MB = 250;
const START_GOAL_MS = 1500;
const here = import.meta.dirname;
const verdict = (met: boolean) => (met ? 'met' : 'missed');

const loadBefore = loadavg();
console.log('Memory: seeding 10,000 products, starting the shop, loading the catalogue...');
const memory = await memoryUnderLoad({
  products: Number(process.env.BENCH_PRODUCTS ?? 10_000),
  pastOrders: Number(process.env.BENCH_PAST_ORDERS ?? 5_000),
  seconds: Number(process.env.BENCH_DURATION ?? 30),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
});
// The kernel's high-water mark lags the RSS a little; the higher of the two is the peak.
const peakMb = Math.max(memory.peakRssMb, memory.sampledPeakRssMb);
console.log(
  `  ${memory.requests} requests in ${memory.seconds} s (${memory.requestsPerSecond}/s, ${memory.non2xx} non-2xx, ${memory.errors} errors)\n` +
    `  RSS: ${memory.idleRssMb} MB after the start, ${memory.sampledPeakRssMb} MB at most while loaded, ` +
    `${memory.peakRssMb} MB peak over the process's life, ${memory.endRssMb} MB at the end\n` +
    `  goal ≤ ${RSS_GOAL_MB} MB: ${verdict(peakMb <= RSS_GOAL_MB)}`,
);

const startCount = Number(process.env.BENCH_STARTS ?? 5);
console.log(`Start: preparing a shop, then ${startCount} timed starts of npm start...`);
// BENCH_SKIP_BUILD=true keeps the web build out of every start, for a machine whose web sources
// are being edited (a build there would rewrite apps/web/dist under whoever is using it).
const starts = await timeStarts(
  startCount,
  process.env.BENCH_SKIP_BUILD === 'true' ? { SKIP_BUILD: 'true' } : {},
);
console.log(
  `  ${starts.startsMs.join(', ')} ms; median ${starts.medianMs} ms; goal ≤ ${START_GOAL_MS} ms: ${verdict(starts.medianMs <= START_GOAL_MS)}`,
);
if (starts.startsThatBuilt > 0) {
  console.error(
    `  ${starts.startsThatBuilt} timed starts rebuilt the web app: its sources changed meanwhile.`,
  );
}

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'footprint.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: { before: loadBefore, after: loadavg() },
      memory: { ...memory, goalMb: RSS_GOAL_MB, goalMet: peakMb <= RSS_GOAL_MB },
      start: {
        ...starts,
        goalMs: START_GOAL_MS,
        skipBuild: process.env.BENCH_SKIP_BUILD === 'true',
      },
    },
    null,
    2,
  ),
);
if (memory.non2xx > 0 || memory.errors > 0 || starts.startsThatBuilt > 0) process.exitCode = 1;
