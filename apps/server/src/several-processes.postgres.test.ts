import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { openPostgres, type DatabaseHandle } from './db/client';
import { mailOutbox, mailQueue, orderItems, orders } from './db/schema';
import { ensureAccount } from './modules/accounts/bootstrap';
import { bearer, login, TEST_ADMIN } from './testing/accounts';
import { addCategory } from './testing/fixtures';
import { TEST_SIMULATOR_SECRET } from './testing/gateway';
import { imageFile, multipartBody, pngImage } from './testing/multipart';
import { sizedProduct } from './testing/order-journeys';
import { fundWallet, orderingShopper, stockOf, type OrderingShopper } from './testing/orders';
import { createTestDatabase } from './testing/postgres';
import { startRedis, type TestRedis } from './testing/redis';
import { startRoundRobinProxy, type ProxyFailures } from './testing/round-robin-proxy';
import { startLocalS3, type LocalS3 } from './testing/s3';
import { startShopProcess, type ShopProcess } from './testing/shop-process';
import { createTestApp, type TestContext } from './testing/test-app';
import { walletState } from './testing/wallet';

// Two shop processes, as on two machines behind a load balancer: one PostgreSQL database, one
// Redis, one bucket, and data folders of their own. What one process does, the other sees; a
// process killed or stopped under load loses nothing and, stopped, drops nothing.
const postgresUrl = inject('postgresUrl')!;
const OVERDUE_ORDERS = 3;
/** The administrator both processes create at start, with a password production accepts. */
const ADMIN_PASSWORD = 'Owner@2026x';
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-two-processes-'));

let redis: TestRedis;
let s3: LocalS3;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
/** The shop in this test's own process, on the same database: for setting the scene. */
let local: TestContext;
let sharedEnv: Record<string, string>;
let a: ShopProcess;
let b: ShopProcess;
let categoryId: string;
let overdue: { buyer: OrderingShopper; orderId: string; orderNumber: string; productId: string }[];

const startShop = (name: string) =>
  startShopProcess({ ...sharedEnv, DATA_DIR: path.join(work, name) });

beforeAll(async () => {
  const created = await createTestDatabase(postgresUrl);
  dropDatabase = created.drop;
  database = openPostgres(created.url, 4);
  redis = await startRedis();
  s3 = await startLocalS3();
  sharedEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: created.url,
    REDIS_URL: redis.url,
    ...(await s3.createBucket()),
    JWT_SECRET: 'one-secret-shared-by-every-process-of-the-shop',
    PAYMENT_SIMULATOR: 'on',
    // Out of the load balancer's rotation before the port closes (it checks every 100 ms).
    SHUTDOWN_DELAY: '1',
    SIMULATOR_SECRET: TEST_SIMULATOR_SECRET,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD,
  };
  local = await createTestApp(
    { JWT_SECRET: sharedEnv.JWT_SECRET!, SIMULATOR_SECRET: TEST_SIMULATOR_SECRET },
    { database: { ...database, url: created.url } },
  );
  categoryId = await addCategory(local.db, 'Girls');

  // Card orders left unpaid past their payment window, for both processes' sweeps to find.
  overdue = [];
  for (let i = 0; i < OVERDUE_ORDERS; i += 1) {
    const productId = await sizedProduct(local, categoryId, 400, 5);
    const buyer = await orderingShopper(local, [{ productId, quantity: 2 }]);
    const placed = await buyer.place({ paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { _id: string; orderNumber: string };
    overdue.push({ buyer, orderId: order._id, orderNumber: order.orderNumber, productId });
  }
  await local.db
    .update(orders)
    .set({ paymentDueAt: sql`now() - interval '1 minute'` })
    .where(
      inArray(
        orders.id,
        overdue.map((order) => order.orderId),
      ),
    );

  // Both at once, as after a deploy: each runs the sweep as it starts.
  [a, b] = await Promise.all([startShop('a'), startShop('b')]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await local?.close();
  await database?.close();
  await dropDatabase?.();
  await redis?.close();
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
});

async function call(
  base: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const reply = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = reply.headers.get('content-type')?.startsWith('application/json')
    ? ((await reply.json()) as Record<string, unknown>)
    : { text: await reply.text() };
  return { status: reply.status, json };
}

/** Mails of one subject to one address: those still queued and those already written. */
async function mailsTo(recipient: string, subject: string): Promise<number> {
  const where = <T extends typeof mailQueue | typeof mailOutbox>(table: T) =>
    and(eq(table.recipient, recipient), eq(table.subject, subject));
  const queued = await database.db.select().from(mailQueue).where(where(mailQueue));
  const written = await database.db.select().from(mailOutbox).where(where(mailOutbox));
  return queued.length + written.length;
}

async function until(what: string, done: () => Promise<boolean>, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`no ${what} in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface LoadResult {
  placed: string[];
  statuses: Map<number, number>;
}

/**
 * Shoppers placing one-unit wallet orders in a loop through `base` until `stop` resolves: the
 * ids of the orders acknowledged, and how many replies had each status.
 */
async function checkoutLoad(
  base: string,
  shoppers: OrderingShopper[],
  productId: string,
  stop: Promise<void>,
): Promise<LoadResult> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const placed: string[] = [];
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (!stopped) {
        const added = await call(base, 'POST', '/api/user/cart/add', {
          headers: shopper.headers,
          body: { productId, size: 'M', quantity: 1 },
        });
        count(added.status);
        if (added.status !== 200) continue;
        const order = await call(base, 'POST', '/api/user/orders/create', {
          headers: shopper.headers,
          body: { address: shopper.address, paymentMethod: 'Wallet' },
        });
        count(order.status);
        if (order.status === 201) placed.push((order.json.order as { _id: string })._id);
      }
    }),
  );
  return { placed, statuses };
}

/**
 * A checkout load through both processes, behind a load balancer: `meanwhile` happens 1.5 s into
 * it, and the load goes on for a second after.
 */
async function loadThroughBoth(
  shoppers: OrderingShopper[],
  productId: string,
  meanwhile: (answered: () => Map<string, number>) => Promise<void>,
): Promise<LoadResult & { failures: ProxyFailures; answered: Map<string, number> }> {
  const proxy = await startRoundRobinProxy([a.base, b.base]);
  try {
    let finish!: () => void;
    const stop = new Promise<void>((resolve) => (finish = resolve));
    const load = checkoutLoad(proxy.base, shoppers, productId, stop);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await meanwhile(() => proxy.answeredBy());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    finish();
    return { ...(await load), failures: proxy.failures(), answered: proxy.answeredBy() };
  } finally {
    await proxy.close();
  }
}

/** Shoppers with money in their wallets and an address, signed in on the shared secret. */
async function walletShoppers(count: number): Promise<OrderingShopper[]> {
  const shoppers: OrderingShopper[] = [];
  for (let i = 0; i < count; i += 1) {
    const shopper = await orderingShopper(local);
    await fundWallet(local, shopper.id, 100_000);
    shoppers.push(shopper);
  }
  return shoppers;
}

/** Stock, orders and wallets agree after a load: nothing acknowledged is lost, nothing is half. */
async function expectTheBooksAgree(
  productId: string,
  initialStock: number,
  acknowledged: string[],
  shoppers: OrderingShopper[],
): Promise<void> {
  const found = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, acknowledged));
  expect(found).toHaveLength(acknowledged.length);
  const [sold] = await database.db
    .select({ units: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(and(eq(orderItems.productId, productId), ne(orderItems.trackingStatus, 'CANCELLED')));
  expect(sold!.units).toBeGreaterThanOrEqual(acknowledged.length);
  expect(await stockOf(local, productId)).toBe(initialStock - sold!.units);
  const orphans = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    );
  expect(orphans).toEqual([]);
  for (const shopper of shoppers) {
    const wallet = await walletState(database.db, shopper.id);
    expect(wallet.balancePaise).toBe(wallet.ledgerSumPaise);
    expect(wallet.balancePaise).toBeGreaterThanOrEqual(0);
  }
}

describe('two shop processes on one database, one Redis and one bucket', () => {
  it('cancel each order left unpaid past its window once, though both sweep', async () => {
    for (const { buyer, orderNumber, productId } of overdue) {
      await until(
        `cancellation of ${orderNumber}`,
        async () => (await stockOf(local, productId)) === 5,
      );
      const subject = `Your order ${orderNumber} was cancelled`;
      expect(await mailsTo(buyer.email, subject)).toBe(1);
    }
    const items = await database.db
      .select({ status: orderItems.trackingStatus })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          overdue.map((order) => order.orderId),
        ),
      );
    expect(items.map((item) => item.status)).toEqual(overdue.map(() => 'CANCELLED'));
  });

  it('lock an address out of one account after ten wrong passwords, wherever they land', async () => {
    const victim = { email: 'meera-locked@example.com', password: 'Meera@2026x' };
    await ensureAccount(local.db, { name: 'Meera Iyer', ...victim, role: 'user' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const shop = attempt % 2 === 0 ? a : b;
      const wrong = await call(shop.base, 'POST', '/api/login', {
        body: { email: victim.email, password: `Wrong@${attempt}pass` },
      });
      expect(wrong.status, JSON.stringify(wrong.json)).toBe(401);
    }
    for (const shop of [a, b]) {
      const refused = await call(shop.base, 'POST', '/api/login', {
        body: { email: victim.email, password: victim.password },
      });
      expect(refused.status).toBe(429);
      expect(String(refused.json.message)).toMatch(/^Too many attempts\. Please try again in \d+/);
    }
  });

  it('serve an image uploaded through one process from the other, after the first folder is gone', async () => {
    const admin = bearer(
      await login(local.app, TEST_ADMIN.email, ADMIN_PASSWORD, '/api/admin/login'),
    );
    const form = multipartBody([
      ['name', 'Striped Night Suit'],
      ['description', 'Soft cotton, for warm nights.'],
      ['category', categoryId],
      ['price', '649'],
      ['brand', 'Little Loom'],
      ['sizes', JSON.stringify([{ size: 'M', stock: 3 }])],
      ['image1', imageFile(await pngImage(300, '#2E86AB'))],
    ]);
    const added = await fetch(`${a.base}/api/admin/products/add`, {
      method: 'POST',
      headers: { ...admin, ...form.headers },
      body: form.payload,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const product = ((await added.json()) as { product: Product }).product;
    const picture = new URL(product.images[0]!.url, a.base).pathname;

    const throughA = await fetch(`${a.base}${picture}`);
    expect(throughA.status).toBe(200);
    const bytes = Buffer.from(await throughA.arrayBuffer());
    await rm(path.join(work, 'a'), { recursive: true, force: true });
    const throughB = await fetch(`${b.base}${picture}`);
    expect(throughB.status).toBe(200);
    expect(throughB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await throughB.arrayBuffer())).toEqual(bytes);
  });

  it('show the last unit sold through one process as sold out in the other at once', async () => {
    const productId = await sizedProduct(local, categoryId, 350, 1);
    // B has read and cached the product while it was in stock.
    const before = await call(b.base, 'GET', `/api/products/${productId}`);
    expect((before.json.product as { stock: number }).stock).toBe(1);
    const [buyer] = await walletShoppers(1);
    await buyer!.addToCart([{ productId, quantity: 1 }]);
    const placed = await call(a.base, 'POST', '/api/user/orders/create', {
      headers: buyer!.headers,
      body: { address: buyer!.address, paymentMethod: 'Wallet' },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const after = await call(b.base, 'GET', `/api/products/${productId}`);
    expect(after.json.product).toMatchObject({ stock: 0, sizes: [{ size: 'M', stock: 0 }] });
  });

  it('list mail sent by one process in the Mail outbox read through the other', async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const registered = await call(a.base, 'POST', '/api/register', {
      body: { name: 'Asha Rao', email, password: 'Asha@2026x' },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const admin = bearer(
      await login(local.app, TEST_ADMIN.email, ADMIN_PASSWORD, '/api/admin/login'),
    );
    await until('the code mail in the outbox', async () => {
      const outbox = await call(b.base, 'GET', '/api/dev/outbox', { headers: admin });
      expect(outbox.status).toBe(200);
      const messages = outbox.json.messages as { to: string }[];
      return messages.some((message) => message.to === email);
    });
  });

  it('lose nothing when one is killed during a checkout load, while the other goes on serving', async () => {
    const STOCK = 1_000;
    const productId = await sizedProduct(local, categoryId, 100, STOCK);
    const shoppers = await walletShoppers(6);
    let answeredByBAtTheKill = 0;
    const result = await loadThroughBoth(shoppers, productId, async (answered) => {
      a.process.kill('SIGKILL');
      expect((await a.exited).signal).toBe('SIGKILL');
      answeredByBAtTheKill = answered().get(b.base) ?? 0;
    });
    expect(result.answered.get(b.base)).toBeGreaterThan(answeredByBAtTheKill);
    expect(result.placed.length).toBeGreaterThan(0);
    await expectTheBooksAgree(productId, STOCK, result.placed, shoppers);
  });

  it('drop nothing when one is stopped during a checkout load: no reset, no 5xx, exit 0', async () => {
    a = await startShop('a');
    const STOCK = 1_000;
    const productId = await sizedProduct(local, categoryId, 100, STOCK);
    const shoppers = await walletShoppers(6);
    const result = await loadThroughBoth(shoppers, productId, async (answered) => {
      expect(answered().get(a.base)).toBeGreaterThan(0);
      a.process.kill('SIGTERM');
      expect(await a.exited).toEqual({ code: 0, signal: null });
    });
    expect(result.failures).toEqual({ resets: 0, serverErrors: 0 });
    expect([...result.statuses.keys()].sort()).toEqual([200, 201]);
    await expectTheBooksAgree(productId, STOCK, result.placed, shoppers);
  });
});
