import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES, type AdminOrder } from '@littleloom/shared';
import { orders } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { TEST_SIMULATOR_SECRET, verifyCardPayment } from '../../testing/gateway';
import { orderRow, placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { BENGALURU_PICKUP, setPickup, ship, shipped } from '../../testing/parcels';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('Waiting to ship on the back office’s order list', () => {
  let ctx: TestContext;
  let categoryId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ SIMULATOR_SECRET: TEST_SIMULATOR_SECRET });
    categoryId = await addCategory(ctx.db, 'Rompers');
    await setPickup(ctx, BENGALURU_PICKUP);
  });

  afterAll(async () => {
    await ctx.close();
  });

  /** Every order under Waiting to ship, page by page as the back office asks for them. */
  async function waitingToShip(): Promise<AdminOrder[]> {
    const listed: AdminOrder[] = [];
    for (let page = 1; ; page += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders?status=TO_SHIP&limit=50&page=${page}`,
        headers: bearer(await adminSession(ctx)),
      });
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json();
      listed.push(...(reply.orders as AdminOrder[]));
      if (page >= reply.totalPages) return listed;
    }
  }

  const isListed = async (orderId: string) =>
    (await waitingToShip()).some((order) => order._id === orderId);

  it('lists an order with a Pending item not yet booked, and not once it is booked', async () => {
    const productId = await sizedProduct(ctx, categoryId, 400);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'COD');
    expect(await isListed(order._id)).toBe(true);

    await shipped(ctx, order._id);
    expect(await isListed(order._id)).toBe(false);
  });

  it('lists again what a parcel called off gives back while it is still Pending', async () => {
    const romper = await sizedProduct(ctx, categoryId, 300);
    const bib = await sizedProduct(ctx, categoryId, 200);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 1 },
    ]);
    const { parcel } = await shipped(ctx, order._id);
    expect(await isListed(order._id)).toBe(false);

    // Cancelling one item before pickup calls the parcel off; the bib waits for a new one.
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const listed = (await waitingToShip()).find((candidate) => candidate._id === order._id);
    expect(listed?.parcels.map((candidate) => [candidate._id, candidate.status])).toEqual([
      [parcel._id, 'CANCELLED'],
    ]);

    await shipped(ctx, order._id);
    expect(await isListed(order._id)).toBe(false);
  });

  it('lists again an order whose booking the courier refused', async () => {
    const productId = await sizedProduct(ctx, categoryId, 350);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'COD');
    // The courier stopped serving the order's PIN code after checkout, so it refuses the parcel.
    const row = await orderRow(ctx, order._id);
    await ctx.db
      .update(orders)
      .set({ address: { ...row.address, zip: '744101' } })
      .where(eq(orders.id, order._id));

    const refused = await ship(ctx, order._id);
    expect(refused.statusCode, refused.body).toBe(400);
    const listed = (await waitingToShip()).find((candidate) => candidate._id === order._id);
    expect(listed?.parcels).toHaveLength(1);
    expect(listed?.parcels[0]).toMatchObject({ status: 'CANCELLED', itemIds: [] });
  });

  it('leaves out a card order until it is paid', async () => {
    const productId = await sizedProduct(ctx, categoryId, 500);
    const buyer = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
    const placed = await buyer.place({ paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, razorpayOrderId } = placed.json();
    expect(await isListed(order._id)).toBe(false);
    // The same rule as Ship's: an unpaid card order cannot be booked.
    expect((await ship(ctx, order._id)).json().message).toBe(PARCEL_MESSAGES.notPaidYet);

    const paid = await verifyCardPayment(ctx, buyer.headers, razorpayOrderId, 'pay_to_ship_1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await isListed(order._id)).toBe(true);
  });

  it('leaves out an order shipped by hand, and one cancelled', async () => {
    const productId = await sizedProduct(ctx, categoryId, 250);
    const byHand = await placedOrder(ctx, [{ productId, quantity: 1 }], 'COD');
    const cancelled = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    expect(await isListed(byHand.order._id)).toBe(true);
    expect(await isListed(cancelled.order._id)).toBe(true);

    const headers = bearer(await adminSession(ctx));
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${byHand.order._id}/item/${byHand.order.items[0]!._id}/tracking-status`,
      headers,
      payload: { trackingStatus: 'SHIPPED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${cancelled.order._id}`,
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const listed = (await waitingToShip()).map((order) => order._id);
    expect(listed).not.toContain(byHand.order._id);
    expect(listed).not.toContain(cancelled.order._id);
  });
});
