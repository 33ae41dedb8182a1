import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let productId: string;
let maya: { id: string; headers: Record<string, string> };
let ravi: { id: string; headers: Record<string, string> };
/** Maya's orders, newest first. */
const mayaOrders: string[] = [];
let raviOrder: string;

const DAY = 86_400_000;

async function account(email: string) {
  const headers = bearer(await shopperSession(ctx, email));
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, headers };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  productId = await addProduct(ctx.db, await addCategory(ctx.db, 'Kids'), {
    name: 'Rain Boots',
    price: 900,
  });
  maya = await account('maya.lists@example.com');
  ravi = await account('ravi.lists@example.com');
  const start = Date.parse('2026-10-01T06:00:00Z');
  // Twelve orders for Maya, a day apart: the newest one delivered, the one before cancelled,
  // the one before that with a return waiting.
  for (let i = 0; i < 12; i += 1) {
    const status =
      i === 11 ? 'DELIVERED' : i === 10 ? 'CANCELLED' : i === 9 ? 'RETURN_REQUESTED' : 'PENDING';
    mayaOrders.unshift(
      await addOrder(ctx.db, maya.id, [{ productId, quantity: 1, status }], {
        createdAt: new Date(start + i * DAY),
      }),
    );
  }
  raviOrder = await addOrder(ctx.db, ravi.id, [{ productId, quantity: 2, status: 'PENDING' }], {
    createdAt: new Date(start - DAY),
  });
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe("the shopper's orders", () => {
  it('come 10 a page, newest first, only their own', async () => {
    const first = (await get('/api/user/orders', maya.headers)).json();
    expect(first).toMatchObject({ success: true, totalOrders: 12, totalPages: 2, currentPage: 1 });
    expect(first.orders.map((o: { _id: string }) => o._id)).toEqual(mayaOrders.slice(0, 10));
    expect(first.orders[0]).toMatchObject({ status: 'DELIVERED', refundProcessed: false });
    expect(first.orders[1].status).toBe('CANCELLED');
    const second = (await get('/api/user/orders?page=2', maya.headers)).json();
    expect(second.orders.map((o: { _id: string }) => o._id)).toEqual(mayaOrders.slice(10));
    expect((await get('/api/user/orders?page=0', maya.headers)).statusCode).toBe(400);
  });

  it('answer the list whatever the parameter, with the order when it is one of theirs', async () => {
    const byUser = (await get(`/api/user/orders/${maya.id}`, maya.headers)).json();
    expect(byUser.totalOrders).toBe(12);
    expect(byUser.order).toBeUndefined();
    const own = (await get(`/api/user/orders/${mayaOrders[3]}`, maya.headers)).json();
    expect(own.order._id).toBe(mayaOrders[3]);
    const others = (await get(`/api/user/orders/${raviOrder}`, maya.headers)).json();
    expect(others.order).toBeUndefined();
    expect(others.orders.map((o: { _id: string }) => o._id)).not.toContain(raviOrder);
  });
});

describe("the back office's orders", () => {
  it('come 7 a page, newest first, with the customer', async () => {
    const first = (await get('/api/admin/orders', admin)).json();
    expect(first).toMatchObject({ totalOrders: 13, totalPages: 2, currentPage: 1 });
    expect(first.orders).toHaveLength(7);
    expect(first.orders[0]).toMatchObject({
      _id: mayaOrders[0],
      user: { _id: maya.id, email: 'maya.lists@example.com' },
      items: [{ product: { _id: productId, name: 'Snapshot' }, trackingStatus: 'DELIVERED' }],
    });
    const last = (await get('/api/admin/orders?page=2', admin)).json();
    expect(last.orders.at(-1)._id).toBe(raviOrder);
  });

  it('filter by derived status and by a waiting return', async () => {
    const ids = async (status: string) =>
      (await get(`/api/admin/orders?status=${status}&limit=50`, admin))
        .json()
        .orders.map((o: { _id: string }) => o._id);
    expect(await ids('DELIVERED')).toEqual([mayaOrders[0]]);
    expect(await ids('CANCELLED')).toEqual([mayaOrders[1]]);
    expect(await ids('RETURN_REQUESTED')).toEqual([mayaOrders[2]]);
    // A return under way is not "in progress" any more: nothing of it travels.
    expect(await ids('RETURN_IN_PROGRESS')).toEqual([mayaOrders[2]]);
    expect(await ids('PENDING')).toHaveLength(10);
    expect((await get('/api/admin/orders?status=SHIPPED', admin)).statusCode).toBe(400);
  });

  it('search by order number or e-mail, taking LIKE wildcards literally', async () => {
    const [row] = await ctx.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, raviOrder));
    const byNumber = (await get(`/api/admin/orders?search=${row!.number}`, admin)).json();
    expect(byNumber.orders.map((o: { _id: string }) => o._id)).toEqual([raviOrder]);
    const byEmail = (await get('/api/admin/orders?search=RAVI.LISTS', admin)).json();
    expect(byEmail.totalOrders).toBe(1);
    expect((await get('/api/admin/orders?search=%25', admin)).json().totalOrders).toBe(0);
  });

  it('search by tax invoice number too, whole or in part', async () => {
    await ctx.db
      .update(orders)
      .set({ invoiceNumber: 'LL/26-27/000012', invoicedAt: new Date() })
      .where(eq(orders.id, mayaOrders[4]!));
    const found = async (search: string) =>
      (await get(`/api/admin/orders?search=${encodeURIComponent(search)}`, admin))
        .json()
        .orders.map((o: { _id: string }) => o._id);
    expect(await found('LL/26-27/000012')).toEqual([mayaOrders[4]]);
    expect(await found('ll/26-27/0000')).toEqual([mayaOrders[4]]);
    expect(await found('LL/26-27/000013')).toEqual([]);
  });

  it('show one order, or say it was not found', async () => {
    const one = await get(`/api/admin/orders/${raviOrder}`, admin);
    expect(one.json().order).toMatchObject({
      _id: raviOrder,
      totalQuantity: 2,
      user: { _id: ravi.id },
    });
    const missing = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found.');
  });
});
