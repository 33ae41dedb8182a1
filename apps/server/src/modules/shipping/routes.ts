import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceabilityQuerySchema, type ServiceabilityReply } from '@littleloom/shared';
import type { ShippingService } from './service';

/**
 * Anyone may ask, from the product page or checkout; each answer may cost a call to the courier,
 * so one address asks at most this often (shoppers behind one office network share it).
 */
const lookup = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
const docs = { tags: ['shipping'] };

const serviceabilityReply = z.object({
  success: z.literal(true),
  pin: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  estimatedDelivery: z.string().nullable(),
});

/** Delivery to a PIN code, checked before paying. */
export function shippingRoutes(shipping: ShippingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shipping/serviceability',
      {
        config: lookup,
        schema: {
          ...docs,
          summary:
            'Whether the shop delivers to a PIN code, takes cash on delivery there, and the day a parcel sent today should arrive by',
          querystring: serviceabilityQuerySchema,
          response: { 200: serviceabilityReply },
        },
      },
      async (request): Promise<ServiceabilityReply> => ({
        success: true,
        ...(await shipping.serviceability(request.query.pin)),
      }),
    );
  };
}
