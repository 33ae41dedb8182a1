import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_DETAIL_MESSAGES,
  cancelItemQuerySchema,
  idempotencyKeyField,
  returnItemBodySchema,
  ownOrdersQuerySchema,
  PAYMENT_MESSAGES,
  placeOrderSchema,
} from '@littleloom/shared';
import { refuseWithoutCardGateway } from '../../http/card-payments';
import { notFound } from '../../http/errors';
import type { PaymentService } from '../payments';
import type { OrderPlacing, ShopperOrderActions } from './order-actions';
import { readOrderMoney } from './order-money';
import type { OrderReads } from './order-reads';
import {
  orderMoneySchema,
  ownOrdersPageSchema,
  placedOrderSchema,
  returnedPaymentSchema,
} from '../../http/reply-schemas/orders';

const orderIdParams = z.object({ orderId: z.string().max(200) });

const docs = { tags: ['orders'], security: [{ bearer: [] }] };

/** Placing orders and the shopper's list of them (storefront.md §7 Orders and payments). */
export function orderRoutes(
  placement: OrderPlacing,
  payments: Pick<PaymentService, 'openOrderPayment' | 'returnedFor' | 'capturedFor'>,
  reads: OrderReads,
  orderActions: ShopperOrderActions,
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
        if (request.body.paymentMethod === 'Razorpay') {
          refuseWithoutCardGateway(app.config, PAYMENT_MESSAGES.cardUnavailable);
        }
        const caller = request.user!;
        const { reply: placed, replayed } = await placement.place(
          caller,
          request.body,
          request.headers['idempotency-key'],
        );
        // A repeat is answered with the order as it is now (paid, cancelled...), not as placed.
        const order = replayed
          ? ((await reads.findForViewer(
              app.db,
              { id: caller.id, role: 'user' },
              placed.order._id,
            )) ?? placed.order)
          : placed.order;
        // A card order opens the payment dialog with its current gateway order (a repeat gets the
        // same one), and none once it is paid, cancelled or out of time.
        const payment =
          order.paymentMethod === 'Razorpay'
            ? await payments.openOrderPayment(order._id)
            : undefined;
        return reply.status(201).send({ ...placed, order, ...payment });
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

    app.get(
      '/user/orders/:orderId/returned-payments',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "Payments of an order it did not need (a second payment, one for a replaced attempt or a cancelled order), and how each is given back; the owner's or, for an admin, any order's",
          params: orderIdParams,
          response: {
            200: z.object({
              success: z.literal(true),
              returnedPayments: z.array(returnedPaymentSchema),
            }),
          },
        },
      },
      async (request) => {
        const order = await reads.findRow(app.db, request.user!, request.params.orderId);
        if (!order) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
        return { success: true as const, returnedPayments: await payments.returnedFor(order.id) };
      },
    );

    app.get(
      '/user/orders/:orderId/money',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "The money an order moved: what was paid, each refund (to the wallet or the card, for which items) and what is left; the owner's or, for an admin, any order's",
          params: orderIdParams,
          response: { 200: z.object({ success: z.literal(true), money: orderMoneySchema }) },
        },
      },
      async (request) => {
        const order = await reads.findRow(app.db, request.user!, request.params.orderId);
        if (!order) throw notFound(ORDER_DETAIL_MESSAGES.notFound);
        const captured = await payments.capturedFor(order.id);
        return {
          success: true as const,
          money: await readOrderMoney(app.db, reads, order, captured),
        };
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
        orderActions.cancelOwnItem(request.user!.id, request.params.orderId, request.query.itemId),
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
        orderActions.requestReturn(request.user!.id, request.params.orderId, request.body.itemId),
    );
  };
}
