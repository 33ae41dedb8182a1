import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { addCategory, addProduct } from '../../testing/fixtures';
import { orderingShopper, stockOf } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { WRITE_PROBE_EVERY_MS } from './write-probe';

// A database that answers reads but cannot save (a full disk, no memory left) is made here with
// triggers that raise the very SQLSTATE PostgreSQL raises then: 53100 disk_full, on an order's
// table or on the health check's write_probe row. On PGlite, and on PostgreSQL when the suites
// run against it.
const clock = manualClock();
let ctx: TestContext;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const category = await addCategory(ctx.db, 'Girls');
  productId = await addProduct(ctx.db, category, {
    name: 'Cotton Frock',
    price: 400,
    sizes: [{ size: 'M', stock: 10 }],
  });
  await ctx.db.execute(sql`create function refuse_disk_full() returns trigger language plpgsql
    as $$ begin raise exception 'could not extend file: No space left on device'
      using errcode = 'disk_full'; end $$`);
});

afterAll(async () => {
  await ctx.close();
});

/** Writes to `table` fail as on a full disk until the returned function is called. */
async function fillTheDiskFor(table: 'orders' | 'write_probe'): Promise<() => Promise<void>> {
  await ctx.db.execute(
    sql.raw(`create trigger disk_full before insert or update on ${table}
      for each row execute function refuse_disk_full()`),
  );
  return async () => {
    await ctx.db.execute(sql.raw(`drop trigger disk_full on ${table}`));
  };
}

const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });

/** How many of the product the shopper's cart holds, as saved. */
const inCart = async (userId: string) => {
  const lines = await ctx.db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return lines.reduce((sum, line) => sum + line.quantity, 0);
};

const probedAt = async () => {
  const result = await ctx.db.execute(sql`select checked_at::text as at from write_probe`);
  return (result as unknown as { rows: { at: string }[] }).rows.map((row) => row.at);
};

describe('a database that cannot write', () => {
  it('answers an order with 503 and a plain message, changes nothing, and health says so at once', async () => {
    expect((await health()).json()).toEqual({ success: true, status: 'ok', database: 'up' });
    const buyer = await orderingShopper(ctx, [{ productId, quantity: 2 }]);

    const freeSpace = await fillTheDiskFor('orders');
    let failed;
    try {
      failed = await buyer.place();
    } finally {
      await freeSpace();
    }
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      success: false,
      message: 'The shop cannot save right now. Please try again in a few minutes.',
    });
    expect(failed.headers['retry-after']).toBe('120');
    expect(await stockOf(ctx, productId)).toBe(10);

    // Health had just probed and found the database writable; the failed order turns it at once.
    const afterFailure = await health();
    expect(afterFailure.statusCode).toBe(503);
    expect(afterFailure.json()).toEqual({
      success: false,
      message:
        'The database answers but the last request that tried could not save (its disk may be full)',
      database: 'cannot-write',
    });

    // Room again: once the probe's interval is up, health's own write goes through, health says
    // so at once, and so does the order.
    clock.advance(WRITE_PROBE_EVERY_MS);
    expect((await health()).statusCode).toBe(200);
    const placed = await buyer.place();
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(ctx, productId)).toBe(8);
  });

  it('answers every request that writes as it answers an order, while the last write failed', async () => {
    clock.advance(WRITE_PROBE_EVERY_MS);
    const buyer = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
    const freeSpace = await fillTheDiskFor('orders');
    try {
      expect((await buyer.place()).statusCode).toBe(503);
      // A cart line would still fit where an order does not: the shopper is told the same thing
      // by both, and nothing is saved.
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/cart/add',
        headers: buyer.headers,
        payload: { productId, size: 'M', quantity: 1 },
      });
      expect(added.statusCode).toBe(503);
      expect(added.json()).toEqual({
        success: false,
        message: 'The shop cannot save right now. Please try again in a few minutes.',
      });
      expect(added.headers['retry-after']).toBe('120');
      expect(await inCart(buyer.id)).toBe(1);
      // Reading still works: the catalogue and the cart are shown.
      const product = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(product.statusCode).toBe(200);
      // Refusals for access or input come first, as always.
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/cart/add',
        payload: { productId, size: 'M', quantity: 1 },
      });
      expect(anonymous.statusCode).toBe(401);

      // The probe's interval up, the next request tries a write first: still no room for an
      // order, so the order is refused again, and health says so.
      clock.advance(WRITE_PROBE_EVERY_MS);
      expect((await buyer.place()).statusCode).toBe(503);
      expect((await health()).statusCode).toBe(503);
    } finally {
      await freeSpace();
    }

    // Room again. The first request after the interval writes the probe, which goes through: it
    // is served, and health follows that write without one of its own.
    clock.advance(WRITE_PROBE_EVERY_MS);
    const before = await probedAt();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers: buyer.headers,
      payload: { productId, size: 'M', quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = await probedAt();
    expect(after).not.toEqual(before);
    expect((await health()).statusCode).toBe(200);
    expect(await probedAt()).toEqual(after);
    expect((await buyer.place()).statusCode).toBe(201);
  });

  it('is reported by health from its own write probe, tried at most every few seconds', async () => {
    clock.advance(WRITE_PROBE_EVERY_MS);
    const freeSpace = await fillTheDiskFor('write_probe');
    try {
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        success: false,
        message: 'The database answers but cannot save anything (its disk may be full)',
        database: 'cannot-write',
      });
    } finally {
      await freeSpace();
    }
    // Until the probe's time is up, health repeats its last answer without writing.
    expect((await health()).statusCode).toBe(503);
    clock.advance(WRITE_PROBE_EVERY_MS);
    expect((await health()).statusCode).toBe(200);
  });

  it('writes the probe row once per interval, however often health is asked', async () => {
    clock.advance(WRITE_PROBE_EVERY_MS);
    await Promise.all([health(), health(), health()]);
    const first = await probedAt();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) expect((await health()).statusCode).toBe(200);
    expect(await probedAt()).toEqual(first);
    clock.advance(WRITE_PROBE_EVERY_MS);
    await health();
    expect(await probedAt()).not.toEqual(first);
  });
});
