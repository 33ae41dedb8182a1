import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Product } from '@littleloom/shared';
import { LISTENER_APPLICATION_NAME } from '../../../db/postgres-listener';
import { products } from '../../../db/schema';
import { adminSession, bearer } from '../../../testing/accounts';
import { writeUnannounced } from '../../../testing/catalogue';
import { addCategory } from '../../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../../testing/order-journeys';
import type { TestContext } from '../../../testing/test-app';
import { twoProcessesOnOneDatabase, type TwoProcesses } from '../../../testing/two-processes';

const onPostgres = Boolean(inject('postgresUrl'));

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: two apps, each with its own
 * connection pool and its own listening connection. An embedded database belongs to one process,
 * so there the two apps share it, each with its own cache and its own subscription.
 */
describe('the catalogue cache across server processes', () => {
  let a: TestContext;
  let b: TestContext;
  let processes: TwoProcesses | undefined;
  let categoryId: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    processes = await twoProcessesOnOneDatabase();
    ({ a, b } = processes);
    admin = bearer(await adminSession(a));
    categoryId = await addCategory(a.db, 'Playwear');
  });

  afterAll(async () => {
    await processes?.close();
  });

  async function read(on: TestContext, url: string) {
    const res = await on.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const productOn = async (on: TestContext, id: string): Promise<Product> =>
    (await read(on, `/api/products/${id}`)).product;
  const listedOn = async (on: TestContext, id: string) =>
    ((await read(on, `/api/products?category=${categoryId}&limit=60`)).products as Product[]).find(
      (p) => p._id === id,
    );

  it('an order through one takes the last unit, and the very next read through the other shows it sold out', async () => {
    const id = await sizedProduct(a, categoryId, 450, 1);
    // B has the product in memory, and shows it in stock.
    for (let i = 0; i < 2; i++) {
      expect(await productOn(b, id)).toMatchObject({ stock: 1, sizes: [{ size: 'M', stock: 1 }] });
      expect(await listedOn(b, id)).toMatchObject({ stock: 1 });
    }
    await placedOrder(a, [{ productId: id, quantity: 1 }], 'COD');
    expect(await productOn(b, id)).toMatchObject({ stock: 0, sizes: [{ size: 'M', stock: 0 }] });
    expect(await listedOn(b, id)).toMatchObject({ stock: 0 });
  });

  it('every change through one is seen by the very next read through the other', async () => {
    const id = await sizedProduct(a, categoryId, 300, 0);
    for (let stock = 1; stock <= 25; stock++) {
      await productOn(b, id);
      const res = await a.app.inject({
        method: 'PUT',
        url: `/api/admin/products/update-stock/${id}`,
        headers: admin,
        payload: { size: 'M', stock },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await productOn(b, id)).stock).toBe(stock);
    }
  });

  // Only PostgreSQL has a listening connection to lose (PGlite's outage is simulated in
  // cache-freshness.test.ts); CI runs this file on both.
  if (!onPostgres) return;
  it('a lost listening connection stops serving from memory until it is listening again', async () => {
    const id = await sizedProduct(a, categoryId, 350, 4);
    let popularity = 0;
    const hiddenChange = () =>
      writeUnannounced(a.db, (tx) =>
        tx
          .update(products)
          .set({ popularity: (popularity += 1) })
          .where(eq(products.id, id)),
      );
    await productOn(b, id);
    await hiddenChange();
    expect((await productOn(b, id)).popularity).toBe(popularity - 1);

    const listeners = sql`datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`;
    const terminated = await a.db
      .select({ pid: sql<number>`pid`, ended: sql<boolean>`pg_terminate_backend(pid)` })
      .from(sql`pg_stat_activity`)
      .where(listeners);
    expect(terminated).toEqual([
      { pid: expect.any(Number), ended: true },
      { pid: expect.any(Number), ended: true },
    ]);
    // Notifications may have been missed from here on: B reads from the database.
    expect((await productOn(b, id)).popularity).toBe(popularity);

    // Each process opens a new listening connection, and then serves from memory again.
    await vi.waitFor(
      async () => {
        await productOn(b, id);
        await hiddenChange();
        expect((await productOn(b, id)).popularity).toBe(popularity - 1);
      },
      { timeout: 15_000, interval: 200 },
    );
    const oldPids = terminated.map((row) => row.pid);
    await vi.waitFor(
      async () => {
        const now = await a.db
          .select({ pid: sql<number>`pid` })
          .from(sql`pg_stat_activity`)
          .where(listeners);
        expect(now.filter((row) => !oldPids.includes(row.pid))).toHaveLength(2);
      },
      { timeout: 15_000, interval: 200 },
    );

    // The new connection hears changes made through the other process.
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/products/update-stock/${id}`,
      headers: admin,
      payload: { size: 'M', stock: 11 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productOn(b, id)).toMatchObject({ stock: 11, popularity });
  });
});
