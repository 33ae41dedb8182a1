import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@littleloom/shared';
import { orderItems, orders, productSizes } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { addCategory, addProduct } from '../../testing/fixtures';
import { TEST_SIMULATOR_SECRET as SECRET } from '../../testing/gateway';
import { orderingShopper, type CartLineFixture } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
const SIZES = ['S', 'M', 'L'];
const STOCK = 1000;

let ctx: TestContext;
const sizes: { productId: string; size: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ SIMULATOR_SECRET: SECRET }, { clock });
  const categoryId = await addCategory(ctx.db, 'Baby');
  for (let n = 0; n < 10; n += 1) {
    const productId = await addProduct(ctx.db, categoryId, {
      name: `Muslin Swaddle ${n}`,
      price: 20,
      sizes: SIZES.map((size) => ({ size, stock: STOCK })),
      images: [`swaddle-${n}`],
    });
    sizes.push(...SIZES.map((size) => ({ productId, size })));
  }
  // In the order sizes are locked in: by product, then size.
  sizes.sort(
    (a, b) =>
      (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0) ||
      (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
  );
});

afterAll(async () => {
  await ctx.close();
});

/** Deadlocks PostgreSQL broke in this test's own database since it started. */
async function deadlocksSoFar(): Promise<number> {
  // A backend reports its counts once idle for a moment; give the pool's connections that moment.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const result = (await ctx.db.execute(
    sql`select deadlocks from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { deadlocks: string | number }[] };
  return Number(result.rows[0]!.deadlocks);
}

/**
 * The unpaid orders the sweep finds go from the last size in lock order down to the first, one
 * size each, so a sweep that put stock back order by order would take sizes in descending order.
 */
const unpaidLines = (n: number): CartLineFixture[] => {
  const { productId, size } = sizes[sizes.length - 1 - (n % sizes.length)]!;
  return [{ productId, size, quantity: 1 }];
};

/**
 * Every other size, from the first to the last, listed last first: the shop takes them from the
 * first up, while a sweep putting stock back order by order would come down from the last.
 */
const crossingLines = (n: number): CartLineFixture[] =>
  sizes
    .filter((_, index) => index % 2 === n % 2)
    .reverse()
    .map(({ productId, size }) => ({ productId, size, quantity: 1 }));

/** Stock of every size as the database holds it, and as the orders not cancelled explain it. */
async function stockAccounts() {
  const held = await ctx.db.select().from(productSizes);
  const taken = await ctx.db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(ne(orderItems.trackingStatus, 'CANCELLED'))
    .groupBy(orderItems.productId, orderItems.size);
  const key = (row: { productId: string; size: string }) => `${row.productId}/${row.size}`;
  const takenBy = new Map(taken.map((row) => [key(row), Number(row.quantity)]));
  return sizes.map((row) => ({
    size: key(row),
    stock: held.find((h) => key(h) === key(row))!.stock,
    expected: STOCK - (takenBy.get(key(row)) ?? 0),
  }));
}

describe('stock locks of the unpaid-order sweep', () => {
  it(
    'cancels many orders while shoppers place and cancel orders over the same sizes, without a deadlock',
    { timeout: 240_000 },
    async () => {
      // The test runs every pass itself, so that each meets the shoppers.
      await ctx.app.unpaidOrderSweep.stop();
      const unpaidBuyer = await orderingShopper(ctx);
      const shoppers = await Promise.all(Array.from({ length: 8 }, () => orderingShopper(ctx)));
      const before = await deadlocksSoFar();
      for (let round = 0; round < 3; round += 1) {
        // Seventy card orders left unpaid: more than one batch of the sweep.
        for (let n = 0; n < 70; n += 1) {
          await unpaidBuyer.addToCart(unpaidLines(n));
          const placed = await unpaidBuyer.place({ paymentMethod: 'Razorpay' });
          expect(placed.statusCode, placed.body).toBe(201);
        }
        clock.advance(31 * 60_000);

        // While the sweep runs, shoppers place cash orders over the same sizes, in the opposite
        // order, and cancel some of what they placed; their carts are filled beforehand, so the
        // first orders meet the sweep as it starts.
        await Promise.all(shoppers.map((shopper, s) => shopper.addToCart(crossingLines(s))));
        let sweeping = true;
        const shopping = shoppers.map(async (shopper, s) => {
          const statuses: number[] = [];
          for (let n = 1; ; n += 1) {
            const placed = await shopper.place({ paymentMethod: 'COD' });
            statuses.push(placed.statusCode);
            if (placed.statusCode === 201) {
              const order: PlacedOrder = placed.json().order;
              for (const item of [order.items[0]!, order.items.at(-1)!]) {
                const cancelled = await ctx.app.inject({
                  method: 'DELETE',
                  url: `/api/user/orders/${order._id}?itemId=${item._id}`,
                  headers: shopper.headers,
                });
                statuses.push(cancelled.statusCode);
              }
            }
            if (!sweeping) return statuses;
            await shopper.addToCart(crossingLines(s + n));
          }
        });
        const sweep = ctx.app.unpaidOrderSweep.runOnce().finally(() => (sweeping = false));
        const [swept, ...replies] = await Promise.all([sweep, ...shopping]);
        expect(swept).toBe(70);
        expect(replies.flat().every((status) => status === 200 || status === 201)).toBe(true);
      }
      expect(await deadlocksSoFar()).toBe(before);

      // Every unpaid order was cancelled, and each size holds what the orders left explain.
      const open = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(eq(orders.paymentMethod, 'razorpay'), ne(orderItems.trackingStatus, 'CANCELLED')),
        );
      expect(open).toEqual([]);
      for (const account of await stockAccounts()) {
        expect(account.stock, account.size).toBe(account.expected);
      }
    },
  );
});
