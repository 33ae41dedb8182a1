/**
 * Checkout under load: 20 shoppers place orders at once, through the shop's HTTP API on
 * PostgreSQL, for a few products with little stock, until it is gone or the time is up. Reports
 * orders per second, the order request's p50/p99 and what was refused, then checks from the
 * database that nothing was oversold and every wallet equals its ledger (PASS/FAIL; a FAIL, or
 * any reply that is not a clean refusal, ends with a non-zero exit). Results go to
 * bench/results/checkout.json.
 *
 *   BENCH_DATABASE_URL=postgresql://.../empty_db npm run bench:checkout
 */
import { rm, mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchShop } from './bench-shop';
import { startBenchProcess } from './bench-process';
import { checkoutInvariants } from './checkout-invariants';
import { makeShoppers, stockTheShop } from './checkout-shop';
import { runShoppers, type CheckoutRun, type ReadyShopper } from './checkout-shoppers';
import { summarise } from './latency';
import { ShopClient, type Reply } from './shop-client';
import { TEST_ADDRESS } from '../apps/server/src/testing/fixtures';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const PRODUCTS = Number(process.env.BENCH_CHECKOUT_PRODUCTS ?? 4);
const UNITS_PER_SIZE = Number(process.env.BENCH_UNITS_PER_SIZE ?? 25);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const WARM_UP_SECONDS = 2;
const P99_GOAL_MS = 100;
const here = import.meta.dirname;

if (!process.env.BENCH_DATABASE_URL) {
  console.error(
    'The checkout benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an empty database.',
  );
  process.exit(2);
}

const loadBefore = loadavg();
const { database, dataDir } = await benchShop('checkout');
// Stock for a short warm-up that nobody can exhaust, then the few products the run sells out.
const warmUpStock = await stockTheShop(database.db, 'Warm-up', 1, 100_000);
const stocked = await stockTheShop(database.db, 'Sold out', PRODUCTS, UNITS_PER_SIZE);
const shoppers = await makeShoppers(database.db, SHOPPERS);

const shop = await startBenchProcess('serve-shop.ts', { BENCH_DATA_DIR: dataDir });
let warmUp: CheckoutRun;
let run: CheckoutRun;
try {
  const api = new ShopClient(`http://127.0.0.1:${shop.words[0]}/api`);
  const ready: ReadyShopper[] = [];
  for (const shopper of shoppers) {
    const client = api.as(await api.signIn(shopper.email, shopper.password));
    ready.push({ ...shopper, client, address: await client.saveAddress(TEST_ADDRESS) });
  }
  console.log(`${SHOPPERS} shoppers signed in; warming up for ${WARM_UP_SECONDS} s...`);
  warmUp = await runShoppers(ready, warmUpStock, WARM_UP_SECONDS);
  console.log(
    `Selling ${PRODUCTS} products × 2 sizes × ${UNITS_PER_SIZE} units for up to ${DURATION_SECONDS} s...`,
  );
  run = await runShoppers(ready, stocked, DURATION_SECONDS);
} finally {
  await shop.stop();
}
const loadAfter = loadavg();

const placed = (replies: Reply[]) => replies.filter((r) => r.status === 201);
/** A refusal is a 4xx that says why; anything else that is not a success is a failure. */
const refused = (replies: Reply[]) =>
  replies.filter((r) => r.status >= 400 && r.status < 500 && r.message !== '');
const failed = (replies: Reply[], ok: number) =>
  replies.filter(
    (r) => r.status !== ok && !(r.status >= 400 && r.status < 500 && r.message !== ''),
  );

const orderLatency = summarise(run.orders.map((r) => r.ms));
const placedLatency = summarise(placed(run.orders).map((r) => r.ms));
const cartLatency = summarise(run.cartAdds.map((r) => r.ms));
const ordersPerSecond = +(placed(run.orders).length / run.seconds).toFixed(1);
const refusals = new Map<string, number>();
for (const r of refused(run.orders)) {
  const label = `${r.status} ${r.message}`;
  refusals.set(label, (refusals.get(label) ?? 0) + 1);
}
const failures = [
  ...failed([...warmUp.orders, ...run.orders], 201),
  ...failed([...warmUp.cartAdds, ...run.cartAdds, ...warmUp.cartClears, ...run.cartClears], 200),
];

console.log(`\nRan ${run.seconds.toFixed(1)} s with ${SHOPPERS} shoppers at once.`);
console.log(`Orders placed: ${placed(run.orders).length} (${ordersPerSecond} a second)`);
console.log(
  `Order request (all ${orderLatency.count}): p50 ${orderLatency.p50Ms} ms, p99 ${orderLatency.p99Ms} ms, max ${orderLatency.maxMs} ms` +
    ` — goal p99 ≤ ${P99_GOAL_MS} ms: ${orderLatency.p99Ms <= P99_GOAL_MS ? 'met' : 'missed'}`,
);
console.log(`Placed orders only: p50 ${placedLatency.p50Ms} ms, p99 ${placedLatency.p99Ms} ms`);
console.log(
  `Add to cart (${cartLatency.count}): p50 ${cartLatency.p50Ms} ms, p99 ${cartLatency.p99Ms} ms`,
);
console.log(`Orders refused: ${refused(run.orders).length}`);
for (const [label, n] of refusals) console.log(`  ${n} × ${label}`);
console.log(`Failures (5xx, errors, refusals without a message): ${failures.length}`);
for (const f of failures.slice(0, 5)) console.log(`  ${f.status} ${f.message}`);

const checks = await checkoutInvariants(
  database.db,
  [...warmUpStock, ...stocked],
  placed(warmUp.orders).length + placed(run.orders).length,
);
console.log('\nAfter the run, from the database:');
for (const check of checks) {
  console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name} (${check.detail})`);
}
await database.close();

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'checkout.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: 'postgresql',
      node: process.version,
      loadAverage: { before: loadBefore, after: loadAfter },
      shoppers: SHOPPERS,
      products: PRODUCTS,
      unitsPerSize: UNITS_PER_SIZE,
      seconds: +run.seconds.toFixed(2),
      ordersPlaced: placed(run.orders).length,
      ordersPerSecond,
      orderRequest: orderLatency,
      placedOrderRequest: placedLatency,
      addToCart: cartLatency,
      p99GoalMs: P99_GOAL_MS,
      refusals: Object.fromEntries(refusals),
      failures: failures.length,
      invariants: checks,
    },
    null,
    2,
  ),
);
await rm(dataDir, { recursive: true, force: true });
if (failures.length > 0 || checks.some((check) => !check.pass)) process.exitCode = 1;
