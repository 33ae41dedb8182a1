import { PAYMENT_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { useSessionSnapshot } from '../accounts/use-session';
import { retryPaymentRequest } from '../payments/payments-api';
import { useCardPayment } from '../payments/use-card-payment';

/**
 * Retry Payment on an order whose card payment failed (storefront.md §4): the server opens a new
 * gateway order for the same order, and the same payment dialog takes it from there, ending as
 * a first payment does. `retryingId` is the order whose retry is running; render `dialog` once.
 */
export function useRetryPayment() {
  const card = useCardPayment();
  const navigate = useNavigate();
  const shopper = useSessionSnapshot().session?.user;
  const [retryingId, setRetryingId] = useState<string | null>(null);

  const retry = async (order: PlacedOrder) => {
    if (retryingId !== null) return;
    setRetryingId(order._id);
    try {
      try {
        await card.gateway.prepare();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : PAYMENT_MESSAGES.retryFailed);
        return;
      }
      const reply = await retryPaymentRequest(order._id).catch((error: unknown) => {
        if (!endedSession(error)) {
          const reason =
            error instanceof ApiError && error.status !== 0 ? error.message : undefined;
          toast.error(PAYMENT_MESSAGES.retryFailed, reason ? { description: reason } : undefined);
        }
        return null;
      });
      if (!reply) return;
      const next = await card.pay({
        gatewayOrderId: reply.newOrderId,
        amount: reply.amount,
        currency: reply.currency,
        keyId: reply.keyId,
        description: `Order ${order.orderNumber}`,
        prefill: { name: shopper?.name ?? '', email: shopper?.email ?? '' },
      });
      if (next) void navigate(next.to, { state: next.state, replace: true });
    } finally {
      setRetryingId(null);
    }
  };

  return { retry, retryingId, dialog: card.dialog };
}
