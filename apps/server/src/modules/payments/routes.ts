import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  paymentFailedSchema,
  retryPaymentSchema,
  verifyPaymentSchema,
} from '@littleloom/shared';
import { conflict } from '../../http/errors';
import type { SimulatedGateway } from '../../platform/payments';
import { refuseWithoutCardGateway } from '../../http/card-payments';
import { placedOrderSchema } from '../../http/reply-schemas/orders';
import type { PaymentService } from './service';
import type { WebhookReceiver } from './webhook';

const shopper = { access: 'shopper' as const };
const docs = { tags: ['payments'], security: [{ bearer: [] }] };
const orderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  order: placedOrderSchema.optional(),
});
const retryReply = z.object({
  success: z.literal(true),
  message: z.string(),
  order: placedOrderSchema,
  newOrderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  keyId: z.string(),
});

/** Card payments of orders (storefront.md §7 Orders and payments) and Razorpay's webhooks. */
export function paymentRoutes(
  payments: PaymentService,
  webhooks: WebhookReceiver,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/orders/verify-payment',
      {
        config: shopper,
        schema: {
          ...docs,
          summary:
            'Apply a signed payment from the checkout dialog (once; a repeat changes nothing)',
          body: verifyPaymentSchema,
          response: { 200: orderReply },
        },
      },
      async (request) => {
        const { order, givenBack } = await payments.verify(request.user!.id, {
          gatewayOrderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        });
        return {
          success: true as const,
          message: givenBack ? PAYMENT_MESSAGES.paymentGivenBack : PAYMENT_MESSAGES.verified,
          order,
        };
      },
    );

    for (const url of ['/user/orders/payment-failed', '/orders/user/payment-failed']) {
      app.post(
        url,
        {
          config: shopper,
          schema: {
            ...docs,
            summary: 'The payment dialog was closed or the payment failed',
            body: paymentFailedSchema,
            response: { 200: orderReply },
          },
        },
        async (request) => ({
          success: true as const,
          message: PAYMENT_MESSAGES.failureRecorded,
          order: await payments.recordFailure(
            request.user!.id,
            request.body.razorpay_order_id,
            request.body.reason,
          ),
        }),
      );
    }

    for (const url of ['/user/retry-payment', '/orders/user/retry-payment']) {
      app.post(
        url,
        {
          config: shopper,
          schema: {
            ...docs,
            summary: 'Pay a failed order again: a new gateway order for the same order',
            body: retryPaymentSchema,
            response: { 200: retryReply },
          },
        },
        async (request) => {
          refuseWithoutCardGateway(app.config, PAYMENT_MESSAGES.retryUnavailable);
          const { order, handle } = await payments.retry(request.user!.id, request.body.orderId);
          return {
            success: true as const,
            message: PAYMENT_MESSAGES.retryStarted,
            order,
            newOrderId: handle.razorpayOrderId,
            amount: handle.amount,
            currency: handle.currency,
            keyId: handle.keyId,
          };
        },
      );
    }

    // Razorpay signs the exact bytes it sends, so this route keeps the body raw.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post(
        '/payments/webhook',
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary: "Razorpay's webhook: payment.captured, payment.failed, order.paid",
            response: {
              200: z.object({ success: z.literal(true), status: z.string() }),
            },
          },
        },
        async (request) => {
          const signature = request.headers['x-razorpay-signature'];
          const eventId = request.headers['x-razorpay-event-id'];
          const status = await webhooks.receive(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
            typeof eventId === 'string' ? eventId : undefined,
          );
          return { success: true as const, status };
        },
      );
    });
  };
}

/**
 * The test gateway's side of the payment dialog: paying (or failing) a gateway order as the shopper
 * would in Razorpay's, and sending the webhook Razorpay would send.
 */
export function simulatorRoutes(
  simulator: SimulatedGateway,
  payments: PaymentService,
  webhooks: WebhookReceiver,
): FastifyPluginAsyncZod {
  const body = z.object({ razorpay_order_id: z.string().trim().min(1).max(100) });
  const sendWebhook = (event: string, entity: Record<string, unknown>) => {
    const text = JSON.stringify({ event, payload: { payment: { entity } } });
    return webhooks.receive(Buffer.from(text), simulator.signWebhook(text), `evt_${randomUUID()}`);
  };
  return async (app) => {
    app.post(
      '/payments/simulator/pay',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Test gateway: pay a gateway order (answers what Razorpay hands the browser)',
          body,
          response: {
            200: z.object({
              razorpay_order_id: z.string(),
              razorpay_payment_id: z.string(),
              razorpay_signature: z.string(),
            }),
          },
        },
      },
      async (request) => {
        const open = await payments.openGatewayOrder(
          request.user!.id,
          request.body.razorpay_order_id,
        );
        if (!open) throw conflict('This payment is already finished');
        const { paymentId, signature } = simulator.pay(open.gatewayOrderId);
        await sendWebhook('payment.captured', {
          id: paymentId,
          order_id: open.gatewayOrderId,
          amount: open.amountPaise,
          status: 'captured',
        });
        return {
          razorpay_order_id: open.gatewayOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        };
      },
    );

    app.post(
      '/payments/simulator/fail',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: "Test gateway: fail a gateway order's payment (answers Razorpay's error)",
          body,
          response: {
            200: z.object({
              error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
            }),
          },
        },
      },
      async (request) => {
        const open = await payments.openGatewayOrder(
          request.user!.id,
          request.body.razorpay_order_id,
        );
        if (!open) throw conflict('This payment is already finished');
        const description = 'Your bank declined this test payment.';
        await sendWebhook('payment.failed', {
          id: simulator.newPaymentId(),
          order_id: open.gatewayOrderId,
          status: 'failed',
          error_description: description,
        });
        return { error: { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' } };
      },
    );
  };
}
