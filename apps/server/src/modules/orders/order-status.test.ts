import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_FILTERS,
  TRACKING_STATUSES,
  derivedOrderStatus,
  matchesAdminOrderFilter,
  type TrackingStatus,
} from '@littleloom/shared';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
let admin: Record<string, string>;
/** Each order's id with the states of its items. */
const placed: { id: string; statuses: TrackingStatus[] }[] = [];

/** Every non-empty set of tracking statuses: 255 orders, one item in each of their states. */
const everyMix = (): TrackingStatus[][] =>
  Array.from({ length: 2 ** TRACKING_STATUSES.length - 1 }, (_, index) =>
    TRACKING_STATUSES.filter((_, bit) => ((index + 1) >> bit) & 1),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  const productId = await addProduct(ctx.db, await addCategory(ctx.db, 'Babies'), {
    name: 'Muslin Swaddle',
    price: 300,
  });
  await shopperSession(ctx, 'every.mix@example.com');
  const [shopper] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'every.mix@example.com'));
  for (const statuses of everyMix()) {
    const id = await addOrder(
      ctx.db,
      shopper!.id,
      statuses.map((status) => ({ productId, quantity: 1, status })),
    );
    placed.push({ id, statuses });
  }
});

afterAll(async () => {
  await ctx.close();
});

/** Every order under a filter, page by page as the back office asks for them. */
async function underFilter(filter: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=${filter}&limit=50&page=${page}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    ids.push(...reply.orders.map((order: { _id: string }) => order._id));
    if (page >= reply.totalPages) return ids;
  }
}

describe("the back office's status filter", () => {
  // Courier scan to check reads parcels' scans, which these orders have none of; the tracking
  // webhook's tests (shipping/tracking-webhook.test.ts) put orders under it and out of it.
  it.each(ADMIN_ORDER_FILTERS.filter((filter) => filter !== 'COURIER_CHECK'))(
    '%s lists exactly the orders the shared rules put under it',
    async (filter) => {
      const want = placed
        .filter((order) =>
          matchesAdminOrderFilter(
            filter,
            order.statuses.map((trackingStatus) => ({ trackingStatus })),
          ),
        )
        .map((order) => order.id);
      expect(want.length).toBeGreaterThan(0);
      expect((await underFilter(filter)).sort()).toEqual(want.sort());
    },
  );

  it('shows each order with the status the filter put it under', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=PARTLY_RETURNED&limit=50',
      headers: admin,
    });
    for (const order of res.json().orders as {
      status: string;
      items: { trackingStatus: TrackingStatus }[];
    }[]) {
      expect(order.status).toBe('PARTLY_RETURNED');
      expect(derivedOrderStatus(order.items)).toBe('PARTLY_RETURNED');
    }
  });
});
