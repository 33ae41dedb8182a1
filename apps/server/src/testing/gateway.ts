import { hmacHex, paymentSignature } from '../platform/payments';
import type { TestContext } from './test-app';

/**
 * The test gateway as the payment tests drive it: a fixed SIMULATOR_SECRET (pass it to
 * createTestApp), payments signed as Razorpay signs them, and webhooks sent as Razorpay sends them.
 */
export const TEST_SIMULATOR_SECRET = 'simulator-secret-for-tests-0123456789';

/** The signature Razorpay (or the simulator) gives a payment of a gateway order. */
export const signPayment = (gatewayOrderId: string, paymentId: string) =>
  paymentSignature(TEST_SIMULATOR_SECRET, gatewayOrderId, paymentId);

/** POSTs a webhook event signed with `secret` (the shop's webhook secret unless told). */
export function sendWebhook(
  ctx: TestContext,
  body: object,
  eventId: string,
  secret = TEST_SIMULATOR_SECRET,
) {
  const text = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, text),
      'x-razorpay-event-id': eventId,
    },
    payload: text,
  });
}

/** Razorpay's `payment.captured` event for a payment of a gateway order. */
export const capturedEvent = (gatewayOrderId: string, paymentId: string) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount: 1 } } },
});

/** The checkout page's call once the gateway says a card payment went through, signed as it is. */
export const verifyCardPayment = (
  ctx: TestContext,
  headers: Record<string, string>,
  gatewayOrderId: string,
  paymentId: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/orders/verify-payment',
    headers,
    payload: {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(gatewayOrderId, paymentId),
      amount: 1,
    },
  });
