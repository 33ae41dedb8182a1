/**
 * Checkout under load: 20 shoppers place orders at once, through the shop's HTTP API on
 * PostgreSQL, for a few products with little stock, until it is gone or the time is up. Reports
 * orders per second, the order request's p50/p99 and what was refused, then checks from the
 * database that nothing was oversold and every wallet equals its ledger (PASS/FAIL; a FAIL, or
 * any reply that is not a clean refusal, ends with a non-zero exit). Results go to
 * bench/results/checkout.json.
 *
 * BENCH_WORKERS=1,2 runs the same checkout against the real server bundle started once with each
 * WEB_CONCURRENCY, fresh stock each time, beside a bare route of as many processes: see
 * checkout-workers.ts. Results go to bench/results/checkout-workers.json.
 *
 *   BENCH_DATABASE_URL=postgresql://.../empty_db npm run bench:checkout
 *   BENCH_WORKERS=1,2 BENCH_DATABASE_URL=postgresql://.../empty_db npm run bench:checkout
 */
import { rm, mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchShop } from './bench-shop';
import { startBenchProcess } from './bench-process';
import { checkoutInvariants } from './checkout-invariants';
import { placed, printChecks, printCheckout, summariseCheckout } from './checkout-report';
import { CHECKOUT } from './checkout-settings';
import { makeShoppers, stockTheShop } from './checkout-shop';
import { readyShoppers, runShoppers, type CheckoutRun } from './checkout-shoppers';
import { checkoutByWorkers } from './checkout-workers';
import { ShopClient } from './shop-client';
import { workerCountsFrom } from './worker-counts';
import { TEST_ADDRESS } from '../apps/server/src/testing/fixtures';

const here = import.meta.dirname;
const databaseUrl = process.env.BENCH_DATABASE_URL;

if (!databaseUrl) {
  console.error(
    'The checkout benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an empty database.',
  );
  process.exit(2);
}

const workerCounts = workerCountsFrom(process.env.BENCH_WORKERS);
const passed = workerCounts
  ? await checkoutByWorkers(databaseUrl, workerCounts)
  : await checkoutInBenchProcess();
if (!passed) process.exitCode = 1;

/** The shop built by a bench script (serve-shop.ts) in one process; true when all went well. */
async function checkoutInBenchProcess(): Promise<boolean> {
  const { shoppers, products, unitsPerSize, durationSeconds, warmUpSeconds, p99GoalMs } = CHECKOUT;
  const loadBefore = loadavg();
  const { database, dataDir } = await benchShop('checkout');
  // Stock for a short warm-up that nobody can exhaust, then the few products the run sells out.
  const warmUpStock = await stockTheShop(database.db, 'Warm-up', 1, 100_000);
  const stocked = await stockTheShop(database.db, 'Sold out', products, unitsPerSize);
  const accounts = await makeShoppers(database.db, shoppers);

  const shop = await startBenchProcess('serve-shop.ts', { BENCH_DATA_DIR: dataDir });
  let warmUp: CheckoutRun;
  let run: CheckoutRun;
  try {
    const api = new ShopClient(`http://127.0.0.1:${shop.words[0]}/api`);
    const ready = await readyShoppers(api, accounts, TEST_ADDRESS);
    console.log(`${shoppers} shoppers signed in; warming up for ${warmUpSeconds} s...`);
    warmUp = await runShoppers(ready, warmUpStock, warmUpSeconds);
    console.log(
      `Selling ${products} products × 2 sizes × ${unitsPerSize} units for up to ${durationSeconds} s...`,
    );
    run = await runShoppers(ready, stocked, durationSeconds);
  } finally {
    await shop.stop();
  }
  const loadAfter = loadavg();

  const summary = summariseCheckout(warmUp, run);
  printCheckout(summary, shoppers, p99GoalMs);
  const checks = await checkoutInvariants(
    database.db,
    [...warmUpStock, ...stocked],
    placed(warmUp.orders).length + summary.ordersPlaced,
  );
  printChecks(checks);
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
        shoppers,
        products,
        unitsPerSize,
        seconds: summary.seconds,
        ordersPlaced: summary.ordersPlaced,
        ordersPerSecond: summary.ordersPerSecond,
        orderRequest: summary.orderRequest,
        placedOrderRequest: summary.placedOrderRequest,
        addToCart: summary.addToCart,
        p99GoalMs,
        refusals: summary.refusals,
        failures: summary.failures.length,
        invariants: checks,
      },
      null,
      2,
    ),
  );
  await rm(dataDir, { recursive: true, force: true });
  return summary.failures.length === 0 && checks.every((check) => check.pass);
}
