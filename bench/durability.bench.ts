/**
 * What it costs the embedded database to put each order on the disk before answering. Two shops
 * on PGlite, each in a folder of its own, one as the shop runs (fsync on every commit) and one
 * with the syncs left out, take the same orders in turns of 20, one at a time, through the shop's
 * order route (`app.inject`, in this process). Reports each one's time per order (p50, mean, p99)
 * and the disk syncs an order takes, and the difference. Results go to
 * bench/results/durability.json.
 *
 *   npm run bench:durability -w bench
 *   BENCH_ORDERS=1000 npm run bench:durability -w bench
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { benchConfig } from './bench-shop';
import { makeShoppers, stockTheShop, type StockedSize } from './checkout-shop';
import { summarise } from './latency';
import { buildApp } from '../apps/server/src/app';
import { openPglite } from '../apps/server/src/db/client';
import { TEST_ADDRESS } from '../apps/server/src/testing/fixtures';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const TURN = 20;
const WARM_UP_ORDERS = 20;
const here = import.meta.dirname;

interface BenchedShop {
  label: string;
  app: FastifyInstance;
  diskSyncs(): number;
  token: string;
  addressId: string;
  size: StockedSize;
  orderMs: number[];
  syncs: number;
  close(): Promise<void>;
}

async function openShop(label: string, durable: boolean): Promise<BenchedShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `littleloom-bench-durability-${label}-`));
  const database = await openPglite({ dataDir: path.join(dataDir, 'db'), durable });
  await database.migrate();
  const [size] = await stockTheShop(database.db, 'Durability', 1, 1_000_000);
  // The first bench shopper pays from a funded wallet: every order moves money and stock.
  const [shopper] = await makeShoppers(database.db, 1);
  const app = await buildApp(benchConfig(dataDir), { db: database.db, listen: database.listen });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: shopper!.email, password: shopper!.password },
  });
  const token = signIn.json<{ token: string }>().token;
  const saved = await app.inject({
    method: 'POST',
    url: '/api/user/address',
    headers: { authorization: `Bearer ${token}` },
    payload: TEST_ADDRESS,
  });
  return {
    label,
    app,
    diskSyncs: database.diskSyncs,
    token,
    addressId: saved.json<{ address: { _id: string } }>().address._id,
    size: size!,
    orderMs: [],
    syncs: 0,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One piece into the cart, then the order, timed as the shopper waits for it. */
async function placeOrder(shop: BenchedShop, measured: boolean): Promise<void> {
  const headers = { authorization: `Bearer ${shop.token}` };
  const added = await shop.app.inject({
    method: 'POST',
    url: '/api/user/cart/add',
    headers,
    payload: { productId: shop.size.productId, size: shop.size.size, quantity: 1 },
  });
  if (added.statusCode !== 200) throw new Error(`cart: ${added.statusCode} ${added.body}`);
  const syncsBefore = shop.diskSyncs();
  const started = performance.now();
  const order = await shop.app.inject({
    method: 'POST',
    url: '/api/user/orders/create',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { address: { _id: shop.addressId }, paymentMethod: 'Wallet' },
  });
  const ms = performance.now() - started;
  if (order.statusCode !== 201) throw new Error(`order: ${order.statusCode} ${order.body}`);
  if (measured) {
    shop.orderMs.push(ms);
    shop.syncs += shop.diskSyncs() - syncsBefore;
  }
}

const loadBefore = loadavg();
const durable = await openShop('durable', true);
const volatile = await openShop('no-sync', false);
try {
  for (const shop of [durable, volatile]) {
    for (let i = 0; i < WARM_UP_ORDERS; i += 1) await placeOrder(shop, false);
  }
  // In turns, so that whatever else the machine does falls on both alike.
  for (let done = 0; done < ORDERS; done += TURN) {
    for (const shop of [durable, volatile]) {
      for (let i = 0; i < TURN; i += 1) await placeOrder(shop, true);
    }
  }
} finally {
  await durable.close();
  await volatile.close();
}
const loadAfter = loadavg();

const report = (shop: BenchedShop) => {
  const mean = shop.orderMs.reduce((sum, ms) => sum + ms, 0) / shop.orderMs.length;
  return {
    ...summarise(shop.orderMs),
    meanMs: Math.round(mean * 100) / 100,
    syncsPerOrder: Math.round((shop.syncs / shop.orderMs.length) * 10) / 10,
  };
};
const results = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  ordersEach: durable.orderMs.length,
  loadAverage: { before: +loadBefore[0]!.toFixed(2), after: +loadAfter[0]!.toFixed(2) },
  durable: report(durable),
  withoutSync: report(volatile),
};
const costMs = Math.round((results.durable.meanMs - results.withoutSync.meanMs) * 100) / 100;

console.log(`\nOrders placed one at a time on the embedded database, ${results.ordersEach} each:`);
console.log('shop                 p50 ms  mean ms  p99 ms  syncs/order');
for (const [label, r] of [
  ['syncs every commit', results.durable],
  ['no syncs', results.withoutSync],
] as const) {
  console.log(
    `${label.padEnd(20)} ${String(r.p50Ms).padStart(6)} ${String(r.meanMs).padStart(8)} ${String(r.p99Ms).padStart(7)} ${String(r.syncsPerOrder).padStart(12)}`,
  );
}
console.log(`cost of putting an order on the disk: ${costMs} ms (mean)`);
console.log(
  `load average ${results.loadAverage.before} before, ${results.loadAverage.after} after`,
);

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'durability.json'),
  `${JSON.stringify({ ...results, costMs }, null, 2)}\n`,
);
