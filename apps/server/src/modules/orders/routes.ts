import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelItemQuerySchema,
  idempotencyKeyField,
  returnItemBodySchema,
  ownOrdersQuerySchema,
  placeOrderSchema,
  toPaise,
} from '@littleloom/shared';
import type { PaymentService } from '../payments/service';
import type { OrderAftercare } from './aftercare';
import type { OrderReads } from './order-reads';
import type { OrderPlacement } from './place-order';
import { ownOrdersPageSchema, placedOrderSchema } from './schemas';

const orderIdParams = z.object({ orderId: z.string().max(200) });

const docs = { tags: ['orders'], security: [{ bearer: [] }] };

/** Placing orders and the shopper's list of them (storefront.md §7 Orders and payments). */
export function orderRoutes(
  placement: OrderPlacement,
  payments: PaymentService,
  reads: OrderReads,
  aftercare: OrderAftercare,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/orders/create',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "Place an order from the caller's cart; an Idempotency-Key header makes it safe to repeat",
          headers: z.object({ 'idempotency-key': idempotencyKeyField.optional() }),
          body: placeOrderSchema,
          response: {
            201: z.object({
              success: z.literal(true),
              message: z.string(),
              order: placedOrderSchema,
              razorpayOrderId: z.string().optional(),
              amount: z.number().optional(),
              currency: z.string().optional(),
              keyId: z.string().optional(),
            }),
          },
        },
      },
      async (request, reply) => {
        const { reply: placed } = await placement.place(
          request.user!,
          request.body,
          request.headers['idempotency-key'],
        );
        const { order } = placed;
        // A card order opens the payment dialog with a gateway order for its total; a repeat of
        // the request gets the same open one.
        const payment =
          order.paymentMethod === 'Razorpay' && order.paymentStatus !== 'Paid'
            ? await payments.startOrderPayment({
                id: order._id,
                userId: request.user!.id,
                orderNumber: order.orderNumber,
                finalPricePaise: toPaise(order.finalPrice),
              })
            : {};
        return reply.status(201).send({ ...placed, ...payment });
      },
    );

    app.get(
      '/user/orders',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary: "The caller's orders, newest first, 10 a page",
          querystring: ownOrdersQuerySchema,
          response: { 200: ownOrdersPageSchema },
        },
      },
      async (request) =>
        reads.ownPage(app.db, request.user!.id, request.query.page, request.query.limit),
    );

    app.get(
      '/user/orders/:param',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "The caller's orders whatever the parameter; when it is one of their order ids, that order as `order`",
          params: z.object({ param: z.string().max(200) }),
          querystring: ownOrdersQuerySchema,
          response: { 200: ownOrdersPageSchema },
        },
      },
      async (request) => {
        const caller = request.user!;
        const [list, order] = await Promise.all([
          reads.ownPage(app.db, caller.id, request.query.page, request.query.limit),
          reads.findForViewer(app.db, { id: caller.id, role: 'user' }, request.params.param),
        ]);
        return order ? { ...list, order } : list;
      },
    );

    app.delete(
      '/user/orders/:orderId',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "Cancel one item of the caller's order; a paid item's value goes back to the wallet",
          params: orderIdParams,
          querystring: cancelItemQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              updatedOrder: placedOrderSchema,
              walletBalance: z.number(),
              refundedAmount: z.number(),
            }),
          },
        },
      },
      async (request) =>
        aftercare.cancelOwnItem(request.user!.id, request.params.orderId, request.query.itemId),
    );

    app.put(
      '/user/orders/:orderId/return',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary: 'Ask to return a delivered item, within 7 days of its delivery',
          params: orderIdParams,
          body: returnItemBodySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              updatedOrder: placedOrderSchema,
            }),
          },
        },
      },
      async (request) =>
        aftercare.requestReturn(request.user!.id, request.params.orderId, request.body.itemId),
    );
  };
}
