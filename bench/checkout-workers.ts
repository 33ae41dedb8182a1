import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureBareCeilings, ratiosTo, type BareCeilings } from './bare-route';
import { benchShop } from './bench-shop';
import { checkoutInvariants, type Check } from './checkout-invariants';
import {
  placed,
  printChecks,
  printCheckout,
  summariseCheckout,
  type CheckoutSummary,
} from './checkout-report';
import { CHECKOUT } from './checkout-settings';
import { makeShoppers, stockTheShop, type StockedSize } from './checkout-shop';
import { readyShoppers, runShoppers, type ReadyShopper } from './checkout-shoppers';
import { ShopClient } from './shop-client';
import { startShopServer } from './shop-server';
import { TEST_ADDRESS } from '../apps/server/src/testing/fixtures';

/** The bare route is loaded as the shoppers load the shop: one connection each. */
const BARE_SECONDS = 8;
const resultsFile = path.join(import.meta.dirname, 'results', 'checkout-workers.json');

interface WorkersPass extends Omit<CheckoutSummary, 'failures'> {
  workers: number;
  loadAverageBefore: number[];
  failures: number;
  bare: BareCeilings;
  /** The shoppers' requests a second (cart adds, orders, carts emptied) over each bare route's. */
  ratioToBare: { oneProcess: number; asManyProcesses: number };
  invariants: Check[];
}

/**
 * The same checkout against the real server bundle (shop-server.ts), started once with each
 * WEB_CONCURRENCY in `workerCounts` on one PostgreSQL database. Each pass sells fresh stock to the
 * same shoppers (signed in once: every start shares one JWT_SECRET) after a bare route of as many
 * processes was measured, and checks the invariants over everything sold so far. True when every
 * pass had no failure and every invariant held.
 */
export async function checkoutByWorkers(
  databaseUrl: string,
  workerCounts: readonly number[],
): Promise<boolean> {
  const { shoppers, products, unitsPerSize, durationSeconds, warmUpSeconds, p99GoalMs } = CHECKOUT;
  const loadBefore = loadavg();
  const { database, dataDir } = await benchShop('checkout-workers');
  const warmUpStock = await stockTheShop(database.db, 'Warm-up', 1, 100_000);
  const accounts = await makeShoppers(database.db, shoppers);
  const jwtSecret = randomBytes(48).toString('base64url');
  const everyStock: StockedSize[] = [...warmUpStock];
  let placedReplies = 0;
  let ready: ReadyShopper[] | undefined;
  const passes: WorkersPass[] = [];

  for (const workers of workerCounts) {
    console.log(`\n== WEB_CONCURRENCY=${workers} ==`);
    const loadAverageBefore = loadavg();
    const stocked = await stockTheShop(
      database.db,
      `Sold out, ${workers} worker${workers === 1 ? '' : 's'} (pass ${passes.length + 1})`,
      products,
      unitsPerSize,
    );
    everyStock.push(...stocked);
    const bare = await measureBareCeilings(workers, {
      connections: shoppers,
      durationSeconds: BARE_SECONDS,
    });

    const server = await startShopServer({
      databaseUrl,
      dataDir,
      workers,
      env: { JWT_SECRET: jwtSecret },
    });
    let summary: CheckoutSummary;
    let warmUpPlaced: number;
    try {
      const apiBase = `${server.origin}/api`;
      ready = ready
        ? ready.map((shopper) => ({ ...shopper, client: shopper.client.at(apiBase) }))
        : await readyShoppers(new ShopClient(apiBase), accounts, TEST_ADDRESS);
      // A cart may still hold what the pass before sold out; the shopper starts again empty.
      for (const shopper of ready) await shopper.client.clearCart(shopper.userId);
      console.log(`${shoppers} shoppers ready; warming up for ${warmUpSeconds} s...`);
      const warmUp = await runShoppers(ready, warmUpStock, warmUpSeconds);
      console.log(
        `Selling ${products} products × 2 sizes × ${unitsPerSize} units for up to ${durationSeconds} s...`,
      );
      const run = await runShoppers(ready, stocked, durationSeconds);
      summary = summariseCheckout(warmUp, run);
      warmUpPlaced = placed(warmUp.orders).length;
    } finally {
      await server.stop();
    }
    printCheckout(summary, shoppers, p99GoalMs);
    placedReplies += warmUpPlaced + summary.ordersPlaced;
    const checks = await checkoutInvariants(database.db, everyStock, placedReplies);
    printChecks(checks);
    passes.push({
      ...summary,
      workers,
      loadAverageBefore,
      failures: summary.failures.length,
      bare,
      ratioToBare: ratiosTo(bare, summary.requestsPerSecond, 4),
      invariants: checks,
    });
  }
  const loadAfter = loadavg();
  await database.close();
  printTable(passes);

  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: 'postgresql',
        server: 'the bundle `npm start` runs (apps/server/src/main.ts), NODE_ENV=production',
        node: process.version,
        loadAverage: { before: loadBefore, after: loadAfter },
        shoppers,
        products,
        unitsPerSize,
        bareRoute: { connections: shoppers, seconds: BARE_SECONDS },
        p99GoalMs,
        passes,
      },
      null,
      2,
    ),
  );
  await rm(dataDir, { recursive: true, force: true });
  return passes.every((pass) => pass.failures === 0 && pass.invariants.every((c) => c.pass));
}

function printTable(passes: readonly WorkersPass[]): void {
  console.log(
    '\n| workers | orders | orders/s | order p50 | order p99 | refusals | failures | invariants | shop requests/s | bare, 1 process | ratio | bare, as many processes | ratio |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
  );
  for (const p of passes) {
    const passing = p.invariants.filter((c) => c.pass).length;
    console.log(
      `| ${p.workers} | ${p.ordersPlaced} | ${p.ordersPerSecond} | ${p.orderRequest.p50Ms} ms | ${p.orderRequest.p99Ms} ms | ${p.ordersRefused} | ${p.failures} | ${passing} of ${p.invariants.length} PASS | ${p.requestsPerSecond} | ${p.bare.oneProcess.requestsPerSecond} | ${p.ratioToBare.oneProcess} | ${p.bare.asManyProcesses.requestsPerSecond} | ${p.ratioToBare.asManyProcesses} |`,
    );
  }
}
