import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyField, placeOrderSchema } from '@littleloom/shared';
import { addressReplySchema } from '../addresses/routes';
import type { OrderPlacement } from './place-order';

const placedOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  totalPrice: z.number(),
  discountAmount: z.number(),
  deliveryCharge: z.number(),
  finalPrice: z.number(),
  totalQuantity: z.number(),
  paymentStatus: z.string(),
  paymentMethod: z.enum(['Razorpay', 'COD', 'Wallet']),
  address: addressReplySchema.omit({ _id: true, createdAt: true }),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      name: z.string(),
      brand: z.string(),
      image: z.string().nullable(),
      size: z.string(),
      quantity: z.number(),
      price: z.number(),
      lineTotal: z.number(),
      trackingStatus: z.string(),
    }),
  ),
  createdAt: z.string(),
});

/** Placing orders (storefront.md §7 Orders and payments). */
export function orderRoutes(placement: OrderPlacement): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/orders/create',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary:
            "Place an order from the caller's cart; an Idempotency-Key header makes it safe to repeat",
          headers: z.object({ 'idempotency-key': idempotencyKeyField.optional() }),
          body: placeOrderSchema,
          response: {
            201: z.object({
              success: z.literal(true),
              message: z.string(),
              order: placedOrderSchema,
            }),
          },
        },
      },
      async (request, reply) => {
        const placed = await placement.place(
          request.user!.id,
          request.body,
          request.headers['idempotency-key'],
        );
        // A repeat is answered as the first call was: 201 with the same order.
        return reply.status(201).send(placed.reply);
      },
    );
  };
}
