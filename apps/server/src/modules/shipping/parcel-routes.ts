import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ORDERS_SHIPPED_AT_ONCE } from '@littleloom/shared';
import { sendPdf } from '../../http/pdf-reply';
import { adminOrderSchema } from '../../http/reply-schemas/orders';
import type { ParcelShipping } from './parcel-booking';
import type { ParcelPrinting } from './parcel-printing';
import { adminParcelSchema } from '../../http/reply-schemas/parcels';
import type { TrackingReceiver } from './tracking-webhook';

const admin = { access: 'admin' as const };
const docs = { tags: ['shipping'], security: [{ bearer: [] }] };
const orderParams = z.object({ orderId: z.string().max(200) });
const parcelParams = z.object({ parcelId: z.uuid() });

/** Comma-separated parcel ids, each once: at most one round of Ship selected's parcels. */
const parcelIdList = z
  .string()
  .describe(`Parcel ids, comma-separated, at most ${MAX_ORDERS_SHIPPED_AT_ONCE}`)
  .transform((ids) => ids.split(','))
  .pipe(
    z
      .array(z.uuid('Each id must be a parcel id'))
      .max(MAX_ORDERS_SHIPPED_AT_ONCE, `At most ${MAX_ORDERS_SHIPPED_AT_ONCE} labels at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each parcel may be asked for once'),
  );

const shipReply = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
  parcel: adminParcelSchema,
});

/** The back office's parcels: booking with the courier, their papers, and a failed delivery's next try. */
export function parcelRoutes(
  bookings: ParcelShipping,
  printing: ParcelPrinting,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/orders/:orderId/ship',
      {
        config: admin,
        schema: {
          ...docs,
          summary:
            "Book the order's open items with the courier as one parcel (a repeat books nothing)",
          params: orderParams,
          response: { 200: shipReply },
        },
      },
      async (request) => bookings.shipOrder(request.params.orderId),
    );

    app.post(
      '/admin/orders/ship',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Book several orders with the courier, each on its own',
          body: z.object({
            orderIds: z.array(z.string().max(200)).min(1).max(MAX_ORDERS_SHIPPED_AT_ONCE),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              results: z.array(
                z.object({
                  orderId: z.string(),
                  orderNumber: z.string().nullable(),
                  booked: z.boolean(),
                  message: z.string(),
                  parcel: adminParcelSchema.nullable(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => bookings.shipOrders(request.body.orderIds),
    );

    app.post(
      '/admin/parcels/:parcelId/reattempt',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Ask the courier to try a failed delivery again',
          params: parcelParams,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              order: adminOrderSchema,
            }),
          },
        },
      },
      async (request) => bookings.askReattempt(request.params.parcelId),
    );

    app.get(
      '/admin/parcels/:parcelId/label',
      {
        config: admin,
        schema: {
          ...docs,
          summary: "A booked parcel's shipping label (PDF, 4×6 in)",
          params: parcelParams,
        },
      },
      async (request, reply) => sendPdf(reply, await printing.label(request.params.parcelId)),
    );

    app.get(
      '/admin/parcels/labels',
      {
        config: admin,
        schema: {
          ...docs,
          summary: "Several booked parcels' shipping labels as one PDF, in the order asked",
          querystring: z.strictObject({ ids: parcelIdList }),
        },
      },
      async (request, reply) => sendPdf(reply, await printing.labels(request.query.ids)),
    );

    app.get(
      '/admin/parcels/:parcelId/packing-slip',
      {
        config: admin,
        schema: {
          ...docs,
          summary: "A booked parcel's packing slip (PDF)",
          params: parcelParams,
        },
      },
      async (request, reply) => sendPdf(reply, await printing.packingSlip(request.params.parcelId)),
    );
  };
}

/** The courier's tracking webhook; its token is checked against the raw body's sender. */
export function trackingWebhookRoutes(webhooks: TrackingReceiver): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post(
        '/shipping/webhook',
        {
          config: { access: 'public' },
          schema: {
            tags: ['shipping'],
            summary: "The courier's tracking updates (Shiprocket's webhook, or the simulator's)",
            response: {
              200: z.object({
                success: z.literal(true),
                status: z.string(),
                message: z.string().optional(),
              }),
            },
          },
        },
        async (request) => {
          const token = request.headers['x-api-key'];
          const outcome = await webhooks.receive(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof token === 'string' ? token : undefined,
          );
          return { success: true as const, ...outcome };
        },
      );
    });
  };
}
