import {
  COD_LIMIT,
  MSG,
  ORDER_LIST_MESSAGES,
  ORDER_MESSAGES,
  type Address,
  type Cart,
  type OrderPaymentMethod,
} from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { useSessionSnapshot, useShopperId } from '../accounts/use-session';
import { cartQueryKey, EMPTY_CART } from '../cart/cart-query';
import { placedDestination, type Destination } from '../orders/order-paths';
import { ordersQueryKey, placeOrderRequest } from '../orders/orders-api';
import { useCardPayment } from '../payments/use-card-payment';
import { SERVICEABILITY_QUERY_KEY } from '../shipping/shipping-api';
import { walletBalanceQueryKey } from '../wallet/wallet-balance';
import { codRefusalOf, type CheckoutRefusal } from './checkout-refusals';

export interface OrderChoice {
  address: Address | null;
  method: OrderPaymentMethod;
  cart: Cart;
  /** Cash on delivery is taken at the address's PIN code (true while that is not known). */
  codTaken: boolean;
}

/**
 * Where Pay Now is: placing the order, waiting on the card payment, or done (on the way to the
 * next page, so the emptied cart must not send the shopper back to /cart).
 */
export type PayNowStage = 'idle' | 'placing' | 'paying' | 'done';

/** One Pay Now press: its Idempotency-Key, for the address and way to pay it was made with. */
interface Attempt {
  key: string;
  addressId: string;
  method: OrderPaymentMethod;
}

/**
 * Pay Now (storefront.md §5, Checkout): the address, the COD limit and whether cash on delivery is
 * taken at the address are checked first, then the order is placed with an Idempotency-Key, and a
 * card order goes on to the payment provider.
 *
 * The key belongs to one attempt: a press that never reached the server (a network error) sends
 * the same key again, so the server answers with the order it may already have placed rather than
 * placing a second one. A definite answer, or a different address or way to pay, starts afresh.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  const shopper = useSessionSnapshot().session?.user;
  const card = useCardPayment();
  const [stage, setStage] = useState<PayNowStage>('idle');
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const running = useRef(false);

  /** The order is placed: the cart is empty now (the header's badge too), so on to `next`. */
  const finish = (next: Destination | null) => {
    setStage('done');
    queryClient.setQueryData(cartQueryKey(userId), EMPTY_CART);
    void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey(userId) });
    // Null: the session ended meanwhile and the app is already on its way to /login.
    if (next) void navigate(next.to, { state: next.state });
  };

  const keyFor = (address: Address, method: OrderPaymentMethod): string => {
    const last = attempt.current;
    if (last && last.addressId === address._id && last.method === method) return last.key;
    attempt.current = { key: crypto.randomUUID(), addressId: address._id, method };
    return attempt.current.key;
  };

  const refused = (error: unknown, method: OrderPaymentMethod) => {
    if (!(error instanceof ApiError) || error.status !== 0) attempt.current = null;
    if (endedSession(error)) return;
    const message =
      error instanceof ApiError && error.status === 0
        ? MSG.networkError
        : serverMessageOr(error, ORDER_MESSAGES.createFailed);
    if (error instanceof ApiError && error.status !== 0) {
      // Delivery may have changed since the page asked (a PIN code no longer served, cash on
      // delivery no longer taken there): ask again, so the address and the ways to pay say so.
      void queryClient.invalidateQueries({ queryKey: SERVICEABILITY_QUERY_KEY });
    }
    const codRefusal = codRefusalOf(message);
    if (codRefusal) {
      setRefusal(codRefusal);
      return;
    }
    if (error instanceof ApiError && error.status !== 0) {
      // The cart or the wallet moved on since the page showed them: show them as they are now.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey(userId) });
    }
    // A cart that moved (a piece sold to someone else, a price or a coupon changed) failed no
    // payment: its title says so, and the server's words name what went.
    const cartMoved =
      error instanceof ApiError &&
      error.status === 409 &&
      message.startsWith(ORDER_MESSAGES.cartChanged);
    const title = cartMoved
      ? ORDER_MESSAGES.cartChangedTitle
      : method === 'Wallet'
        ? ORDER_LIST_MESSAGES.walletPaymentFailed
        : ORDER_MESSAGES.orderFailed;
    toast.error(title, { description: message });
  };

  const payNow = async ({ address, method, cart, codTaken }: OrderChoice) => {
    if (running.current) return;
    if (!address) {
      setRefusal('addressRequired');
      return;
    }
    if (method === 'COD' && cart.finalPrice > COD_LIMIT) {
      setRefusal('codNotAllowed');
      return;
    }
    if (method === 'COD' && !codTaken) {
      setRefusal('codUnavailable');
      return;
    }
    running.current = true;
    setStage('placing');
    try {
      if (method === 'Razorpay') {
        try {
          await card.gateway.prepare();
        } catch (error) {
          toast.error(error instanceof Error ? error.message : MSG.networkError);
          setStage('idle');
          return;
        }
      }
      const placed = await placeOrderRequest(
        { address, paymentMethod: method },
        keyFor(address, method),
      ).catch((error: unknown) => {
        refused(error, method);
        return null;
      });
      if (!placed) {
        setStage('idle');
        return;
      }
      attempt.current = null;
      const { order, razorpayOrderId, amount, currency, keyId } = placed;
      if (method !== 'Razorpay' || !razorpayOrderId || amount === undefined) {
        toast.success(placed.message);
        finish(placedDestination(order));
        return;
      }
      setStage('paying');
      finish(
        await card.pay({
          gatewayOrderId: razorpayOrderId,
          amount,
          currency: currency ?? 'INR',
          keyId: keyId ?? null,
          description: `Order ${order.orderNumber}`,
          prefill: { name: shopper?.name ?? '', email: shopper?.email ?? '' },
        }),
      );
    } finally {
      running.current = false;
    }
  };

  return {
    payNow,
    stage,
    refusal,
    dismissRefusal: () => setRefusal(null),
    paymentDialog: card.dialog,
  };
}
