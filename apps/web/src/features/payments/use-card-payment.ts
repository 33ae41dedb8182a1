import { PAYMENT_MESSAGES } from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { endedSession } from '../accounts/auth-fetch';
import { useShopperId } from '../accounts/use-session';
import {
  ORDERS_PATH,
  orderDetailsPath,
  placedDestination,
  type Destination,
} from '../orders/order-paths';
import { ordersQueryKey } from '../orders/orders-api';
import type { PaymentOutcome, PaymentRequest } from './payment-gateway';
import { paymentFailedRequest, verifyPaymentRequest } from './payments-api';
import { usePaymentGateway } from './use-payment-gateway';

/**
 * Takes a card payment for a placed order and ends it as storefront.md §4 and §8 say:
 * - paid: the server verifies the signed payment, and the shopper goes to the order-placed page
 *   (told so when the order did not need it and it is being given back);
 * - not verified: the order is marked failed and the orders list opens 'Payment Verification
 *   Failed';
 * - failed: the order is marked failed, 'Payment Failed' with the provider's reason, to /orders;
 * - closed: the order is marked failed, 'Payment Cancelled', to /orders.
 * A failed order offers Retry Payment on the orders list. `pay` answers where to go next (null
 * when the session ended and the app is already on its way to /login); render `dialog` once.
 */
export function useCardPayment() {
  const { gateway, dialog } = usePaymentGateway();
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';

  const pay = useCallback(
    async (request: PaymentRequest): Promise<Destination | null> => {
      let outcome: PaymentOutcome;
      try {
        outcome = await gateway.open(request);
      } catch {
        outcome = { kind: 'failed', reason: PAYMENT_MESSAGES.sdkFailed };
      }
      try {
        return await settle(request.gatewayOrderId, outcome);
      } finally {
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey(userId) });
      }
    },
    [gateway, queryClient, userId],
  );

  return { gateway, pay, dialog };
}

async function settle(
  gatewayOrderId: string,
  outcome: PaymentOutcome,
): Promise<Destination | null> {
  if (outcome.kind === 'paid') {
    try {
      const verified = await verifyPaymentRequest(outcome.proof);
      // A payment the order did not need (paid already, or cancelled) is given back: news, not a
      // success, and the order's own page (which lists it under Payments given back) is next.
      if (verified.message === PAYMENT_MESSAGES.paymentGivenBack) {
        toast.info(verified.message);
        return { to: orderDetailsPath(verified.order._id) };
      }
      toast.success(verified.message);
      return placedDestination(verified.order);
    } catch (error) {
      if (endedSession(error)) return null;
      if (!(await markFailed(gatewayOrderId, PAYMENT_MESSAGES.verificationFailed))) return null;
      return { to: ORDERS_PATH, state: { paymentNotice: 'verificationFailed' } };
    }
  }
  const reason = outcome.kind === 'failed' ? outcome.reason : undefined;
  if (!(await markFailed(gatewayOrderId, reason))) return null;
  if (outcome.kind === 'failed') {
    toast.error(PAYMENT_MESSAGES.failed, { description: outcome.reason });
  } else {
    toast.warning(PAYMENT_MESSAGES.cancelled, {
      description: 'Your order is saved: you can retry the payment from your orders.',
    });
  }
  return { to: ORDERS_PATH };
}

/**
 * POST payment-failed, so the order shows as Failed with Retry Payment. False when the session
 * ended meanwhile; any other failure is said ('Payment failure handling failed') and the shopper
 * still goes on to the orders list.
 */
async function markFailed(gatewayOrderId: string, reason?: string): Promise<boolean> {
  try {
    await paymentFailedRequest(gatewayOrderId, reason);
  } catch (error) {
    if (endedSession(error)) return false;
    toast.error(PAYMENT_MESSAGES.failureHandlingFailed);
  }
  return true;
}
