import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES, type AdminParcel } from '@littleloom/shared';
import { parcels } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { courierLabelPdf } from '../../testing/parcel-papers';
import { BENGALURU_PICKUP, setPickup, shipped } from '../../testing/parcels';
import { pdfPages } from '../../testing/pdf-text';
import { createTestApp, type TestContext } from '../../testing/test-app';

const UNKNOWN_PARCEL = '00000000-0000-4000-8000-000000000000';

/** The courier's label store: `/labels/<text>.pdf` is a label saying it, any other path fails. */
async function courierLabelStore() {
  const server = createServer((request, response) => {
    if (request.url === '/error-page') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Try again later</h1>');
      return;
    }
    const text = /^\/labels\/([\w-]+)\.pdf$/.exec(request.url ?? '')?.[1];
    if (!text) {
      response.writeHead(500).end();
      return;
    }
    void courierLabelPdf(text).then((pdf) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("GET /api/admin/parcels/labels: several parcels' labels in one PDF", () => {
  let ctx: TestContext;
  let categoryId: string;
  let store: Awaited<ReturnType<typeof courierLabelStore>>;

  beforeAll(async () => {
    store = await courierLabelStore();
    ctx = await createTestApp();
    categoryId = await addCategory(ctx.db, 'Rompers');
    await setPickup(ctx, BENGALURU_PICKUP);
  });

  afterAll(async () => {
    await ctx.close();
    await store.close();
  });

  const labels = async (query: string, headers?: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/parcels/labels${query}`,
      headers: headers ?? bearer(await adminSession(ctx)),
    });

  /** Books `count` orders with the simulator, one parcel each. */
  async function bookedParcels(count: number): Promise<AdminParcel[]> {
    const productId = await sizedProduct(ctx, categoryId, 350);
    const booked: AdminParcel[] = [];
    for (let n = 0; n < count; n += 1) {
      const { order } = await placedOrder(ctx, [{ productId, quantity: 1 }]);
      booked.push((await shipped(ctx, order._id)).parcel);
    }
    return booked;
  }

  it("prints the shop's labels in the order asked, one page each", async () => {
    const [first, second, third] = await bookedParcels(3);
    const asked = [third!, first!, second!];
    const res = await labels(`?ids=${asked.map((parcel) => parcel._id).join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="labels-3.pdf"');
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(3);
    asked.forEach((parcel, index) => {
      expect(pages[index]).toContain(`AWB ${parcel.awb!}`);
      for (const other of asked.filter((one) => one !== parcel)) {
        expect(pages[index]).not.toContain(other.awb!);
      }
    });
  });

  it("merges a courier's own label in at its place, and fails whole when it cannot be had", async () => {
    const [first, second, third] = await bookedParcels(3);
    await ctx.db
      .update(parcels)
      .set({ courierLabelUrl: `${store.url}/labels/courier-${second!.awb!}.pdf` })
      .where(eq(parcels.id, second!._id));
    const ids = [first!, second!, third!].map((parcel) => parcel._id).join(',');
    const res = await labels(`?ids=${ids}`);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(`AWB ${first!.awb!}`);
    expect(pages[1]).toContain(`courier-${second!.awb!}`);
    expect(pages[1]).not.toContain(`AWB ${second!.awb!}`);
    expect(pages[2]).toContain(`AWB ${third!.awb!}`);

    await ctx.db
      .update(parcels)
      .set({ courierLabelUrl: `${store.url}/gone` })
      .where(eq(parcels.id, second!._id));
    const unreachable = await labels(`?ids=${ids}`);
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json().message).toBe(PARCEL_MESSAGES.courierUnavailable);

    // A page of errors answered as a success is no label either.
    await ctx.db
      .update(parcels)
      .set({ courierLabelUrl: `${store.url}/error-page` })
      .where(eq(parcels.id, second!._id));
    for (const url of [`/api/admin/parcels/${second!._id}/label`, null]) {
      const res = url
        ? await ctx.app.inject({ method: 'GET', url, headers: bearer(await adminSession(ctx)) })
        : await labels(`?ids=${ids}`);
      expect(res.statusCode).toBe(503);
    }
  });

  it('refuses a list it cannot print whole, and changes nothing', async () => {
    const [booked, other] = await bookedParcels(2);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 300), quantity: 1 },
    ]);
    const [waiting] = await ctx.db
      .insert(parcels)
      .values({
        orderId: order._id,
        provider: 'simulator',
        status: 'BOOKING',
        bookingStartedAt: new Date(),
        bookingError: 'Pickup PIN not serviceable',
        weightGrams: 500,
        lengthCm: 30,
        breadthCm: 25,
        heightCm: 5,
      })
      .returning();
    const before = await ctx.db.select().from(parcels);

    const fiftyOne = [booked!._id, ...Array.from({ length: 50 }, () => randomUUID())];
    const refusals: [query: string, status: number, message: string][] = [
      ['', 400, 'ids is required'],
      ['?ids=', 400, 'Each id must be a parcel id'],
      [`?ids=${fiftyOne.join(',')}`, 400, 'At most 50 labels at once'],
      [`?ids=${booked!._id},not-a-parcel`, 400, 'Each id must be a parcel id'],
      [
        `?ids=${booked!._id},${other!._id},${booked!._id}`,
        400,
        'Each parcel may be asked for once',
      ],
      [`?ids=${booked!._id},${UNKNOWN_PARCEL}`, 404, PARCEL_MESSAGES.notFound],
      [`?ids=${waiting!.id},${booked!._id}`, 404, PARCEL_MESSAGES.notFound],
    ];
    for (const [query, status, message] of refusals) {
      const res = await labels(query);
      expect(res.statusCode, query).toBe(status);
      expect(res.json(), query).toEqual({ success: false, message });
    }
    const byShopper = await labels(`?ids=${booked!._id}`, buyer.headers);
    expect(byShopper.statusCode).toBe(403);

    expect(await ctx.db.select().from(parcels)).toEqual(before);
  });
});
