import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrdersQuerySchema,
  approveReturnBodySchema,
  orderStatusBodySchema,
  trackingStatusBodySchema,
  type ReturnDecision,
} from '@littleloom/shared';
import { notFound } from '../../http/errors';
import type { AdminOrderActions } from './order-actions';
import type { OrderReads } from './order-reads';
import { adminOrderSchema, adminOrdersPageSchema } from '../../http/reply-schemas/orders';

const admin = { access: 'admin' as const };
const docs = { tags: ['orders (admin)'], security: [{ bearer: [] }] };
const id = z.string().max(200);
const orderParams = z.object({ orderId: id });
const itemParams = z.object({ orderId: id, productId: id });
/** The spec's Approve Return sends no body: an approval. */
const APPROVE: ReturnDecision = { approvalStatus: 'APPROVED' };
const orderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
});

/** The back office's order management (back-office.md §7 Orders). */
export function adminOrderRoutes(
  reads: OrderReads,
  orderActions: AdminOrderActions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders',
      {
        config: admin,
        schema: {
          ...docs,
          summary:
            'Every order, newest first, 7 a page; by status, or by order number, e-mail or invoice number',
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersPageSchema },
        },
      },
      async (request) => reads.adminPage(app.db, request.query),
    );

    app.get(
      '/admin/orders/:orderId',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'One order with its customer',
          params: orderParams,
          response: { 200: z.object({ success: z.literal(true), order: adminOrderSchema }) },
        },
      },
      async (request) => {
        const order = await reads.findForAdmin(app.db, request.params.orderId);
        if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        return { success: true as const, order };
      },
    );

    app.put(
      '/admin/orders/:orderId/item/:productId/tracking-status',
      {
        config: admin,
        schema: {
          ...docs,
          summary:
            "Set one item's tracking status; the id is the order item's, or a product's with one line in the order",
          params: itemParams,
          body: trackingStatusBodySchema,
          response: { 200: orderReply },
        },
      },
      async (request) =>
        orderActions.setItemStatus(
          request.params.orderId,
          request.params.productId,
          request.body.trackingStatus,
        ),
    );

    app.patch(
      '/admin/orders/:orderId/status',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Move every open item of the order',
          params: orderParams,
          body: orderStatusBodySchema,
          response: { 200: orderReply },
        },
      },
      async (request) => orderActions.setOrderStatus(request.params.orderId, request.body.status),
    );

    app.delete(
      '/admin/orders/:orderId',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Cancel every open item, refunding what was paid for them',
          params: orderParams,
          response: { 200: orderReply.extend({ orderId: z.string() }) },
        },
      },
      async (request) => orderActions.cancelOrder(request.params.orderId),
    );

    app.put(
      '/admin/orders/:orderId/item/:productId/approve-return',
      {
        config: admin,
        schema: {
          ...docs,
          summary:
            'Approve a requested return, or reject it with a reason (item id, or a product id with one line)',
          params: itemParams,
          // The spec's client sends none at all: Fastify reads that as null.
          body: approveReturnBodySchema.nullish(),
          response: { 200: orderReply },
        },
      },
      async (request) =>
        orderActions.decideReturn(
          request.params.orderId,
          request.params.productId,
          request.body ?? APPROVE,
        ),
    );

    app.put(
      '/admin/orders/:orderId/items/:itemId/approve-return',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Approve a requested return, or reject it with a reason the shopper is told',
          params: z.object({ orderId: id, itemId: id }),
          // The spec's client sends none at all: Fastify reads that as null.
          body: approveReturnBodySchema.nullish(),
          response: { 200: orderReply },
        },
      },
      async (request) =>
        orderActions.decideReturn(
          request.params.orderId,
          request.params.itemId,
          request.body ?? APPROVE,
        ),
    );

    app.post(
      '/admin/orders/:orderId/process-refund',
      {
        config: admin,
        schema: {
          ...docs,
          summary: "Refund the order's approved returns to the wallet, once each",
          params: orderParams,
          response: { 200: orderReply.extend({ refundedAmount: z.number() }) },
        },
      },
      async (request) => orderActions.processRefund(request.params.orderId),
    );
  };
}
