import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES } from '@littleloom/shared';
import { parcels } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { shiprocketWebhookBody } from '../../platform/shiprocket-webhook';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { adminOrder, BENGALURU_PICKUP, setPickup, ship, shipped } from '../../testing/parcels';
import {
  SHIPROCKET_STAND_IN_COURIER,
  SHIPROCKET_TEST_LOGIN,
  shiprocketStandIn,
  type ShiprocketStandIn,
} from '../../testing/shiprocket';
import { createTestApp, type TestContext } from '../../testing/test-app';

const WEBHOOK_TOKEN = 'shiprocket-webhook-token-for-tests';

describe('parcels booked through Shiprocket and tracked by its webhooks', () => {
  let ctx: TestContext;
  let standIn: ShiprocketStandIn;
  let categoryId: string;
  const clock = manualClock(new Date('2026-05-04T05:00:00Z'));

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
    ctx = await createTestApp(
      {
        SHIPROCKET_EMAIL: SHIPROCKET_TEST_LOGIN.email,
        SHIPROCKET_PASSWORD: SHIPROCKET_TEST_LOGIN.password,
        SHIPROCKET_API_URL: standIn.url,
        SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      },
      { clock },
    );
    categoryId = await addCategory(ctx.db, 'Sleepsuits');
    await setPickup(ctx, BENGALURU_PICKUP);
  });

  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const webhook = (payload: object, token = WEBHOOK_TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/shipping/webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': token },
      payload: JSON.stringify(payload),
    });

  it('books a Shiprocket order for the parcel, once, and follows its scans to delivery', async () => {
    expect(ctx.app.simulatorClock).toBeUndefined();
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(settings.json().shipping).toEqual({ courier: 'shiprocket' });
    const productId = await sizedProduct(ctx, categoryId, 420);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 2 }], 'COD');
    const { parcel } = await shipped(ctx, order._id);
    expect(parcel).toMatchObject({ provider: 'shiprocket', courier: SHIPROCKET_STAND_IN_COURIER });
    expect(parcel.trackingUrl).toBe(`https://shiprocket.co/tracking/${parcel.awb}`);
    const booked = standIn.order(parcel._id);
    expect(booked.body).toMatchObject({ order_id: parcel._id, payment_method: 'COD' });
    expect(booked.pickupRequested).toBe(true);

    const again = await ship(ctx, order._id);
    expect(again.json().message).toBe(PARCEL_MESSAGES.alreadyBooked);
    expect(standIn.orders.filter((made) => made.reference === parcel._id)).toHaveLength(1);

    const scans = (statuses: ['PICKED_UP' | 'IN_TRANSIT' | 'DELIVERED', number][]) =>
      shiprocketWebhookBody({
        awb: parcel.awb!,
        courierName: SHIPROCKET_STAND_IN_COURIER,
        reference: parcel._id,
        providerOrderId: String(booked.orderId),
        scans: statuses.map(([status, hours]) => ({
          status,
          at: new Date(Date.parse('2026-05-04T06:00:00Z') + hours * 3_600_000),
          location: 'Bengaluru',
          note: null,
        })),
      });
    const refused = await webhook(scans([['PICKED_UP', 1]]), 'someone-else-s-token-000');
    expect(refused.statusCode).toBe(401);
    expect((await webhook(scans([['PICKED_UP', 1]]))).json().status).toBe('applied');
    expect((await adminOrder(ctx, order._id)).items[0]!.trackingStatus).toBe('SHIPPED');
    await webhook(
      scans([
        ['PICKED_UP', 1],
        ['IN_TRANSIT', 9],
        ['DELIVERED', 50],
      ]),
    );
    const delivered = await adminOrder(ctx, order._id);
    expect(delivered.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(delivered.paymentStatus).toBe('Paid');
    expect(delivered.parcels[0]!.scans.map((scan) => scan.status)).toEqual([
      'BOOKED',
      'PICKED_UP',
      'IN_TRANSIT',
      'DELIVERED',
    ]);
  });

  it('takes scans with NULs, escapes and markup, and keeps "RTO delivered" after delivery aside', async () => {
    const productId = await sizedProduct(ctx, categoryId, 420);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }], 'COD');
    const { parcel } = await shipped(ctx, order._id);
    const body = (status: 'DELIVERED' | 'RTO_DELIVERED', hours: number, note: string) =>
      shiprocketWebhookBody({
        awb: parcel.awb!,
        courierName: SHIPROCKET_STAND_IN_COURIER,
        reference: parcel._id,
        providerOrderId: String(standIn.order(parcel._id).orderId),
        scans: [
          {
            status,
            at: new Date(Date.parse('2026-05-04T06:00:00Z') + hours * 3_600_000),
            location: 'Benga\u0000luru\u202e',
            note,
          },
        ],
      });
    const delivered = await webhook(body('DELIVERED', 30, 'Handed \u001b[2Jover <img src=x>'));
    expect(delivered.statusCode, delivered.body).toBe(200);
    const paid = await adminOrder(ctx, order._id);
    expect(paid).toMatchObject({ paymentStatus: 'Paid' });
    expect(paid.parcels[0]!.scans.at(-1)).toMatchObject({
      location: 'Bengaluru',
      note: 'Handed over img src=x',
    });

    const rto = await webhook(body('RTO_DELIVERED', 40, 'Returned\u0000 to origin'));
    expect(rto.statusCode, rto.body).toBe(200);
    const seen = await adminOrder(ctx, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(seen.paymentStatus).toBe('Paid');
    expect(seen.parcels[0]!.status).toBe('DELIVERED');
    expect(seen.parcels[0]!.scans.at(-1)).toMatchObject({
      status: 'RTO_DELIVERED',
      note: 'Returned to origin',
      contradicts: true,
    });
  });

  it('goes on with the saved Shiprocket order when its AWB failed the first time', async () => {
    const productId = await sizedProduct(ctx, categoryId, 420);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    standIn.failNextAwbAssignment();
    const failed = await ship(ctx, order._id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(PARCEL_MESSAGES.courierUnavailable);
    const [waiting] = await ctx.db.select().from(parcels).where(eq(parcels.orderId, order._id));
    expect(waiting).toMatchObject({ status: 'BOOKING', awb: null });
    expect(waiting!.providerOrderId).not.toBeNull();
    expect((await adminOrder(ctx, order._id)).parcels[0]!.nextSteps).toEqual(['retryBooking']);

    const { parcel } = await shipped(ctx, order._id);
    expect(parcel._id).toBe(waiting!.id);
    expect(standIn.orders.filter((made) => made.reference === parcel._id)).toHaveLength(1);
  });

  it('calls the Shiprocket order off when the admin cancels before pickup', async () => {
    const productId = await sizedProduct(ctx, categoryId, 420);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const { parcel } = await shipped(ctx, order._id);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: bearer(await adminSession(ctx)),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await ctx.app.courierFollowUp.settled();
    const cancelCalls = standIn.calls.filter((call) => call.path === '/v1/external/orders/cancel');
    expect(cancelCalls.at(-1)?.body).toEqual({ ids: [standIn.order(parcel._id).orderId] });
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
    expect(row).toMatchObject({ status: 'CANCELLED', courierCancelPending: false });

    // Delivered all the same, says the courier: the admin looks into it; nothing moves.
    const late = await webhook(
      shiprocketWebhookBody({
        awb: parcel.awb!,
        courierName: SHIPROCKET_STAND_IN_COURIER,
        reference: parcel._id,
        providerOrderId: String(standIn.order(parcel._id).orderId),
        scans: [{ status: 'DELIVERED', at: new Date(), location: null, note: null }],
      }),
    );
    expect(late.statusCode, late.body).toBe(200);
    const seen = await adminOrder(ctx, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('CANCELLED');
    expect(seen.parcels[0]!.status).toBe('CANCELLED');
    expect(seen.parcels[0]!.scans.at(-1)).toMatchObject({ status: 'DELIVERED', contradicts: true });
  });
});
