import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES, toPaise, type PlacedOrder } from '@littleloom/shared';
import { parcels, simulatedParcels } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { mailbox } from '../../testing/mailbox';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { adminOrder, BENGALURU_PICKUP, setPickup, ship, shipped } from '../../testing/parcels';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestContext } from '../../testing/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('parcels booked with the courier simulator, tracked by its webhooks', () => {
  let ctx: TestContext;
  let categoryId: string;
  const clock = manualClock(new Date('2026-03-02T04:30:00Z'));
  const mail = mailbox();

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock, mailer: mail.mailer });
    categoryId = await addCategory(ctx.db, 'Rompers');
    await setPickup(ctx, BENGALURU_PICKUP);
  });

  afterAll(async () => {
    await ctx.close();
  });

  /** Moves the simulator's clock on and lets it send what came due. */
  async function travel(ms: number) {
    clock.advance(ms);
    await ctx.app.simulatorClock!.runOnce();
  }

  const shopperView = async (buyer: { headers: Record<string, string> }, orderId: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${orderId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order as PlacedOrder;
  };

  it('books a cash order once, with the cash to collect, and answers a second Ship with it', async () => {
    const productId = await sizedProduct(ctx, categoryId, 400);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 2 }], 'COD');
    const reply = await shipped(ctx, order._id);
    expect(reply.message).toBe(PARCEL_MESSAGES.booked(reply.parcel.courier!, reply.parcel.awb!));
    expect(reply.parcel).toMatchObject({
      status: 'BOOKED',
      provider: 'simulator',
      codAmount: order.finalPrice,
      itemIds: order.items.map((item) => item._id),
      nextSteps: [],
    });
    expect(reply.parcel.scans.map((scan) => scan.status)).toEqual(['BOOKED']);
    expect(reply.order.items.every((item) => item.trackingStatus === 'PENDING')).toBe(true);

    const again = await ship(ctx, order._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: PARCEL_MESSAGES.alreadyBooked,
      parcel: { _id: reply.parcel._id, awb: reply.parcel.awb },
    });
    const rows = await ctx.db.select().from(parcels).where(eq(parcels.orderId, order._id));
    expect(rows).toHaveLength(1);
    const simulated = await ctx.db
      .select()
      .from(simulatedParcels)
      .where(eq(simulatedParcels.reference, reply.parcel._id));
    expect(simulated).toHaveLength(1);
  });

  it('moves items to Shipped at pickup and Delivered at delivery, mailing each step once', async () => {
    const productId = await sizedProduct(ctx, categoryId, 450);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const { parcel } = await shipped(ctx, order._id);

    await travel(4 * HOUR);
    let seen = await shopperView(buyer, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('SHIPPED');
    expect(seen.items[0]!.canCancel).toBe(false);
    expect(seen.parcels[0]).toMatchObject({ status: 'PICKED_UP', awb: parcel.awb });
    const shippedMails = await mail.to(ctx, buyer.email, 'is on its way');
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.text).toContain(`AWB ${parcel.awb}`);

    // Pune is in another region than Bengaluru: out for delivery on the sixth day.
    await travel(134 * HOUR);
    expect((await shopperView(buyer, order._id)).parcels[0]!.status).toBe('OUT_FOR_DELIVERY');
    expect(await mail.to(ctx, buyer.email, 'out for delivery')).toHaveLength(1);
    await travel(DAY);
    seen = await shopperView(buyer, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(seen.parcels[0]!.scans.map((scan) => scan.status)).toEqual([
      'BOOKED',
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(await mail.to(ctx, buyer.email, 'was delivered')).toHaveLength(1);
    expect(await mail.to(ctx, buyer.email, 'out for delivery')).toHaveLength(1);
    expect(await mail.to(ctx, buyer.email, 'is on its way')).toHaveLength(1);

    // The simulator has nothing more to send; a tick changes nothing.
    await travel(DAY);
    expect((await shopperView(buyer, order._id)).parcels[0]!.scans).toHaveLength(5);
  });

  it('calls the parcel off with the courier when its item is cancelled before pickup', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const { parcel } = await shipped(ctx, order._id);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await ctx.app.courierFollowUp.settled();
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
    expect(row).toMatchObject({ status: 'CANCELLED', courierCancelPending: false });
    const [simulated] = await ctx.db
      .select()
      .from(simulatedParcels)
      .where(eq(simulatedParcels.reference, parcel._id));
    expect(simulated).toMatchObject({ cancelled: true, nextStepAt: null });
    await travel(10 * DAY);
    expect((await shopperView(buyer, order._id)).parcels[0]!.status).toBe('CANCELLED');
  });

  it('refuses to cancel what the courier has picked up, for the shopper and the admin', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    await shipped(ctx, order._id);
    await travel(4 * HOUR);
    const byShopper = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(byShopper.statusCode).toBe(409);
    expect(byShopper.json().message).toBe(PARCEL_MESSAGES.withCourier);
    const byAdmin = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(409);
    expect((await shopperView(buyer, order._id)).items[0]!.trackingStatus).toBe('SHIPPED');
  });

  it('shows a failed delivery with its next steps, and the parcel delivered on the next try', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'COD', {
      zip: '411099',
    });
    const { parcel } = await shipped(ctx, order._id);
    await travel(6 * DAY - 2 * HOUR);
    const failed = await adminOrder(ctx, order._id);
    expect(failed.parcels[0]).toMatchObject({
      status: 'DELIVERY_FAILED',
      nextSteps: ['reattempt', 'cancelAndRefund'],
    });
    expect(await mail.to(ctx, buyer.email, 'could not deliver')).toHaveLength(1);
    // Pressed twice at once (two tabs): the courier is asked once, the other press refused.
    const admin = bearer(await adminSession(ctx));
    const presses = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/parcels/${parcel._id}/reattempt`,
          headers: admin,
        }),
      ),
    );
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409]);
    const reattempt = presses.find((press) => press.statusCode === 200)!;
    expect(reattempt.json().message).toBe(PARCEL_MESSAGES.reattemptAsked);
    // The request shows on the parcel, with its time, and cannot be made twice for one failure.
    const asked = await adminOrder(ctx, order._id);
    expect(asked.parcels[0]).toMatchObject({
      status: 'DELIVERY_FAILED',
      nextSteps: ['cancelAndRefund'],
    });
    expect(asked.parcels[0]!.reattemptsAsked).toHaveLength(1);
    expect(Date.parse(asked.parcels[0]!.reattemptsAsked[0]!)).toBeGreaterThan(
      Date.parse(asked.parcels[0]!.scans.at(-1)!.at),
    );
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/parcels/${parcel._id}/reattempt`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(PARCEL_MESSAGES.reattemptAlreadyAsked);
    expect((await adminOrder(ctx, order._id)).parcels[0]!.reattemptsAsked).toHaveLength(1);
    await travel(DAY);
    const delivered = await adminOrder(ctx, order._id);
    expect(delivered.parcels[0]!.status).toBe('DELIVERED');
    expect(delivered.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(delivered.paymentStatus).toBe('Paid');
  });

  it('asks the courier for the parcel back when the admin cancels after a failed delivery', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'Wallet', {
      zip: '411099',
    });
    const { parcel } = await shipped(ctx, order._id);
    await travel(6 * DAY - 2 * HOUR);
    const byShopper = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${order.items[0]!._id}`,
      headers: buyer.headers,
    });
    expect(byShopper.statusCode).toBe(409);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().order.items[0].trackingStatus).toBe('CANCELLED');
    await ctx.app.courierFollowUp.settled();
    const [asked] = await ctx.db
      .select()
      .from(simulatedParcels)
      .where(eq(simulatedParcels.reference, parcel._id));
    expect(asked!.returnAskedAt).not.toBeNull();
    await travel(7 * DAY);
    const back = await adminOrder(ctx, order._id);
    expect(back.parcels[0]!.status).toBe('RTO_DELIVERED');
    expect(back.parcels[0]!.nextSteps).toEqual([]);
    expect(back.items[0]!.trackingStatus).toBe('CANCELLED');
  });

  it('brings an undeliverable parcel back, and the admin cancels it with its refund', async () => {
    const productId = await sizedProduct(ctx, categoryId, 500);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'Wallet', {
      zip: '110099',
    });
    await shipped(ctx, order._id);
    await travel(8 * DAY);
    const returning = await adminOrder(ctx, order._id);
    expect(returning.parcels[0]).toMatchObject({
      status: 'RTO_INITIATED',
      nextSteps: ['cancelAndRefund'],
    });
    expect(await mail.to(ctx, buyer.email, 'coming back to us')).toHaveLength(1);
    await travel(6 * DAY);
    const back = await adminOrder(ctx, order._id);
    expect(back.parcels[0]!.status).toBe('RTO_DELIVERED');
    expect(back.items[0]!.trackingStatus).toBe('SHIPPED');
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/wallet/balance',
      headers: buyer.headers,
    });
    expect(wallet.json().walletBalance).toBe(order.finalPrice);
  });

  it('prints the label and the packing slip of a booked parcel', async () => {
    const productId = await sizedProduct(ctx, categoryId, 412.5);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 2 }], 'COD');
    const { parcel } = await shipped(ctx, order._id);
    const headers = bearer(await adminSession(ctx));
    const label = await ctx.app.inject({ method: 'GET', url: parcel.labelUrl!, headers });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(label.rawPayload);
    expect(text).toContain(parcel.awb!);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('411001');
    expect(text).toContain('560025');
    expect(text).toContain('875.00');
    const slip = await ctx.app.inject({ method: 'GET', url: parcel.packingSlipUrl!, headers });
    expect(await pdfText(slip.rawPayload)).toContain(order.items[0]!.name);
    const byShopper = await ctx.app.inject({
      method: 'GET',
      url: parcel.labelUrl!,
      headers: buyer.headers,
    });
    expect(byShopper.statusCode).toBe(403);
  });

  it('books nothing without a pickup address, or for an unknown order', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    await setPickup(ctx, null);
    const noPickup = await ship(ctx, order._id);
    expect(noPickup.statusCode).toBe(409);
    expect(noPickup.json().message).toBe(PARCEL_MESSAGES.noPickupAddress);
    expect(await ctx.db.select().from(parcels).where(eq(parcels.orderId, order._id))).toEqual([]);
    await setPickup(ctx, BENGALURU_PICKUP);
    const unknown = await ship(ctx, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('ships several orders at once, each on its own', async () => {
    const productId = await sizedProduct(ctx, categoryId, 300);
    const first = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const second = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    await shipped(ctx, second.order._id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ship',
      headers: bearer(await adminSession(ctx)),
      payload: { orderIds: [first.order._id, second.order._id, 'not-an-order'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results.map((result: { booked: boolean }) => result.booked)).toEqual([
      true,
      true,
      false,
    ]);
    expect(results[1].message).toBe(PARCEL_MESSAGES.alreadyBooked);
    expect(toPaise(results[0].parcel.codAmount)).toBe(0);
  });
});
