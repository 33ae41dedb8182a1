import { authFetch } from '../accounts/auth-fetch';
import type {
  PaymentFailure,
  PaymentProof,
  RetryPaymentReply,
  VerifyPaymentReply,
} from '@littleloom/shared';

/** The card payment's calls (storefront.md §7): each needs the shopper's token and their order. */

export const verifyPaymentRequest = (proof: PaymentProof) =>
  authFetch<VerifyPaymentReply>('/api/user/orders/verify-payment', { method: 'POST', body: proof });

/** Marks the order's payment failed (closed, refused, or not verified), so it can be retried. */
export const paymentFailedRequest = (gatewayOrderId: string, reason?: string) =>
  authFetch<{ success: true; message: string }>('/api/user/orders/payment-failed', {
    method: 'POST',
    body: { razorpay_order_id: gatewayOrderId, ...(reason ? { reason } : {}) },
  });

export const retryPaymentRequest = (orderId: string) =>
  authFetch<RetryPaymentReply>('/api/user/retry-payment', { method: 'POST', body: { orderId } });

/** The test gateway pays the order as a shopper would in Razorpay's dialog. */
export const simulatorPayRequest = (gatewayOrderId: string) =>
  authFetch<PaymentProof>('/api/payments/simulator/pay', {
    method: 'POST',
    body: { razorpay_order_id: gatewayOrderId },
  });

/** The test gateway refuses the payment, answering as Razorpay's `payment.failed` does. */
export const simulatorFailRequest = (gatewayOrderId: string) =>
  authFetch<PaymentFailure>('/api/payments/simulator/fail', {
    method: 'POST',
    body: { razorpay_order_id: gatewayOrderId },
  });
