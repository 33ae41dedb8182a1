import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParcelScanStatus } from '@littleloom/shared';
import { parcelScans, parcels } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { MAX_SCANS_PER_WEBHOOK, shiprocketWebhookBody } from '../../platform/shiprocket-webhook';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { mailbox } from '../../testing/mailbox';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { adminOrder, BENGALURU_PICKUP, setPickup, ship, shipped } from '../../testing/parcels';
import { itOnPostgres } from '../../testing/postgres-only';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TRACKING_WEBHOOK_MESSAGES } from './tracking-webhook';

const HOUR = 3_600_000;

describe('POST /api/shipping/webhook', () => {
  let ctx: TestContext;
  let categoryId: string;
  const clock = manualClock(new Date('2026-04-06T05:00:00Z'));
  const mail = mailbox();

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock, mailer: mail.mailer });
    categoryId = await addCategory(ctx.db, 'Frocks');
    await setPickup(ctx, BENGALURU_PICKUP);
  });

  afterAll(async () => {
    await ctx.close();
  });

  /** A booked parcel, and a way to post webhooks about it as the courier would. */
  async function bookedParcel() {
    const productId = await sizedProduct(ctx, categoryId, 350);
    const { buyer, order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const { parcel } = await shipped(ctx, order._id);
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
    const body = (scans: [ParcelScanStatus, number][], reference = parcel._id) =>
      JSON.stringify(
        shiprocketWebhookBody({
          awb: parcel.awb!,
          courierName: parcel.courier!,
          reference,
          providerOrderId: reference === parcel._id ? row!.providerOrderId : null,
          scans: scans.map(([status, hours]) => ({
            status,
            at: new Date(Date.parse('2026-04-06T06:00:00Z') + hours * HOUR),
            location: 'Pune',
            note: null,
          })),
        }),
      );
    const post = (payload: string, token: string | null = ctx.app.courier.webhookToken ?? null) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/shipping/webhook',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
        payload,
      });
    return { buyer, order, parcel, body, post };
  }

  const scansOf = (parcelId: string) =>
    ctx.db.select().from(parcelScans).where(eq(parcelScans.parcelId, parcelId));

  it('refuses a webhook without the courier’s token, or with another, and changes nothing', async () => {
    const { parcel, body, post } = await bookedParcel();
    for (const token of [null, 'not-the-token', `${ctx.app.courier.webhookToken}x`]) {
      const res = await post(body([['DELIVERED', 1]]), token);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ success: false, message: TRACKING_WEBHOOK_MESSAGES.badToken });
    }
    expect((await scansOf(parcel._id)).map((scan) => scan.status)).toEqual(['BOOKED']);
  });

  it('refuses what is not a tracking update, however large or deep', async () => {
    const { post } = await bookedParcel();
    for (const payload of [
      'not json',
      '{}',
      '[]',
      '['.repeat(5_000),
      '{"event":"payment.captured"}',
    ]) {
      const res = await post(payload);
      expect(res.statusCode, payload.slice(0, 20)).toBe(400);
    }
  });

  it('refuses a webhook whose AWB is this parcel’s but names another order', async () => {
    const { parcel, body, post } = await bookedParcel();
    const other = await bookedParcel();
    const res = await post(body([['DELIVERED', 1]], other.parcel._id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TRACKING_WEBHOOK_MESSAGES.otherOrder);
    expect((await adminOrder(ctx, other.order._id)).items[0]!.trackingStatus).toBe('PENDING');
    expect((await scansOf(parcel._id)).map((scan) => scan.status)).toEqual(['BOOKED']);
  });

  it('ignores a parcel the shop did not book', async () => {
    const { post } = await bookedParcel();
    const stranger = JSON.stringify(
      shiprocketWebhookBody({
        awb: '999999999999',
        courierName: 'Elsewhere Express',
        reference: 'somebody-else',
        providerOrderId: null,
        scans: [{ status: 'DELIVERED', at: clock(), location: null, note: null }],
      }),
    );
    const res = await post(stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ignored' });
  });

  it('applies a webhook once: the same one again is answered and mails nothing', async () => {
    const { buyer, order, parcel, body, post } = await bookedParcel();
    const update = body([
      ['PICKED_UP', 1],
      ['IN_TRANSIT', 5],
    ]);
    expect((await post(update)).json()).toEqual({ success: true, status: 'applied' });
    expect((await post(update)).json()).toEqual({ success: true, status: 'duplicate' });
    expect((await scansOf(parcel._id)).map((scan) => scan.status).sort()).toEqual([
      'BOOKED',
      'IN_TRANSIT',
      'PICKED_UP',
    ]);
    expect((await adminOrder(ctx, order._id)).items[0]!.trackingStatus).toBe('SHIPPED');
    expect(await mail.to(ctx, buyer.email, 'is on its way')).toHaveLength(1);
  });

  it('takes scans out of order: a delivery first, then an older pickup that changes nothing', async () => {
    const { buyer, order, parcel, body, post } = await bookedParcel();
    await post(body([['DELIVERED', 30]]));
    let seen = await adminOrder(ctx, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(seen.parcels[0]!.status).toBe('DELIVERED');
    expect(seen.invoiceNumber).not.toBeNull();
    await post(body([['PICKED_UP', 1]]));
    await post(body([['OUT_FOR_DELIVERY', 25]]));
    seen = await adminOrder(ctx, order._id);
    expect(seen.parcels[0]!.status).toBe('DELIVERED');
    expect(seen.parcels[0]!.scans.map((scan) => scan.status)).toEqual([
      'BOOKED',
      'PICKED_UP',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(await mail.to(ctx, buyer.email, 'was delivered')).toHaveLength(1);
    expect(await mail.to(ctx, buyer.email, 'out for delivery')).toHaveLength(0);
    expect((await scansOf(parcel._id)).length).toBe(4);
  });

  it('goes back out for delivery after a failed attempt, by the scans’ own times', async () => {
    const { order, body, post } = await bookedParcel();
    await post(
      body([
        ['PICKED_UP', 1],
        ['OUT_FOR_DELIVERY', 20],
        ['DELIVERY_FAILED', 24],
      ]),
    );
    expect((await adminOrder(ctx, order._id)).parcels[0]!.status).toBe('DELIVERY_FAILED');
    await post(body([['OUT_FOR_DELIVERY', 44]]));
    const seen = await adminOrder(ctx, order._id);
    expect(seen.parcels[0]!.status).toBe('OUT_FOR_DELIVERY');
    expect(seen.parcels[0]!.nextSteps).toEqual([]);
  });

  it('keeps a scan that contradicts a delivered parcel for the admin, and moves nothing', async () => {
    const { buyer, order, body, post } = await bookedParcel();
    await post(body([['DELIVERED', 30]]));
    const before = await adminOrder(ctx, order._id);
    const res = await post(body([['RTO_DELIVERED', 40]]));
    expect(res.statusCode, res.body).toBe(200);
    const seen = await adminOrder(ctx, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('DELIVERED');
    expect(seen.paymentStatus).toBe(before.paymentStatus);
    expect(seen.parcels[0]!.status).toBe('DELIVERED');
    expect(seen.parcels[0]!.scans.map((scan) => [scan.status, scan.contradicts])).toEqual([
      ['BOOKED', false],
      ['DELIVERED', false],
      ['RTO_DELIVERED', true],
    ]);
    const admin = bearer(await adminSession(ctx));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=COURIER_CHECK&limit=50',
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    // The shopper's timeline is left as it settled: sorting it out is the shop's.
    const shopperView = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(shopperView.statusCode, shopperView.body).toBe(200);
    expect(
      shopperView.json().order.parcels[0].scans.map((scan: { status: string }) => scan.status),
    ).toEqual(['BOOKED', 'DELIVERED']);
  });

  it('does not deliver a parcel back at the shop when a "delivered" scan follows', async () => {
    const { order, body, post } = await bookedParcel();
    await post(
      body([
        ['PICKED_UP', 1],
        ['RTO_INITIATED', 20],
        ['RTO_DELIVERED', 30],
      ]),
    );
    await post(body([['DELIVERED', 40]]));
    const seen = await adminOrder(ctx, order._id);
    expect(seen.items[0]!.trackingStatus).toBe('SHIPPED');
    expect(seen.parcels[0]!.status).toBe('RTO_DELIVERED');
    expect(seen.parcels[0]!.scans.at(-1)).toMatchObject({ status: 'DELIVERED', contradicts: true });

    // A body reporting both ends at once settles at the first and flags the other.
    const both = await bookedParcel();
    await both.post(
      both.body([
        ['DELIVERED', 30],
        ['RTO_DELIVERED', 40],
      ]),
    );
    const settled = await adminOrder(ctx, both.order._id);
    expect(settled.parcels[0]!.status).toBe('DELIVERED');
    expect(settled.parcels[0]!.scans.filter((scan) => scan.contradicts)).toHaveLength(1);
    const unflagged = await bookedParcel();
    await unflagged.post(unflagged.body([['DELIVERED', 30]]));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=COURIER_CHECK&limit=50',
      headers: bearer(await adminSession(ctx)),
    });
    const ids = list.json().orders.map((o: { _id: string }) => o._id);
    expect(ids).toEqual(expect.arrayContaining([order._id, both.order._id]));
    expect(ids).not.toContain(unflagged.order._id);
  });

  it('stores a scan’s text clean, whatever the courier sends in it, and never fails on it', async () => {
    const { order, parcel, post } = await bookedParcel();
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
    const payload = shiprocketWebhookBody({
      awb: parcel.awb!,
      courierName: parcel.courier!,
      reference: parcel._id,
      providerOrderId: row!.providerOrderId,
      scans: [
        {
          status: 'PICKED_UP',
          at: new Date('2026-04-06T07:00:00Z'),
          location: 'Pu\u0000ne\u202e hub <b>',
          note: '\u001b[31mPicked\u001b[0m up\u0000 <script>alert(1)</script>\u200b',
        },
        {
          status: 'IN_TRANSIT',
          at: new Date('2026-04-06T09:00:00Z'),
          location: 'x'.repeat(5_000),
          note: 'On the\tway\n\rto you',
        },
      ],
    });
    const res = await post(JSON.stringify(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'applied' });
    const scans = (await adminOrder(ctx, order._id)).parcels[0]!.scans;
    expect(scans.map((scan) => [scan.status, scan.location, scan.note])).toEqual([
      ['BOOKED', null, null],
      ['PICKED_UP', 'Pune hub b', 'Picked up scriptalert(1)/script'],
      ['IN_TRANSIT', 'x'.repeat(120), 'On the way to you'],
    ]);
  });

  it('reads at most the latest scans of a long body, and says so', async () => {
    const { parcel, body, post } = await bookedParcel();
    const long = body(
      Array.from({ length: 500 }, (_, i): [ParcelScanStatus, number] => ['IN_TRANSIT', i / 60]),
    );
    const started = performance.now();
    const res = await post(long);
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'applied',
      message: TRACKING_WEBHOOK_MESSAGES.scansLeftOut(MAX_SCANS_PER_WEBHOOK, 400),
    });
    const kept = (await scansOf(parcel._id)).filter((scan) => scan.status === 'IN_TRANSIT');
    expect(kept).toHaveLength(MAX_SCANS_PER_WEBHOOK);
    // The latest were read: the last scan of the body is there.
    expect(Math.max(...kept.map((scan) => scan.happenedAt.getTime()))).toBe(
      Date.parse('2026-04-06T06:00:00Z') + (499 / 60) * HOUR,
    );
    expect(took).toBeLessThan(5_000);
  });

  itOnPostgres('books once under a double click and a race of Ships', async () => {
    const productId = await sizedProduct(ctx, categoryId, 350);
    const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
    const book = vi.spyOn(ctx.app.courier, 'book');
    const replies = await Promise.all(Array.from({ length: 12 }, () => ship(ctx, order._id)));
    expect(replies.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(book).toHaveBeenCalledTimes(1);
    const rows = await ctx.db.select().from(parcels).where(eq(parcels.orderId, order._id));
    expect(rows).toHaveLength(1);
    const parcelIds = new Set(replies.map((res) => res.json().parcel._id));
    expect(parcelIds).toEqual(new Set([rows[0]!.id]));
    book.mockRestore();
  });
});
