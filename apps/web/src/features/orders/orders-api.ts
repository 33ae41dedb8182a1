import type { Address, OrderPaymentMethod, PlacedOrder } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { ACCOUNT_QUERY_KEY, useShopperId } from '../accounts/use-session';
import type { OrderPlacedReply } from '@littleloom/shared';

/** Under the account's prefix, so a logout drops them with the rest of the shopper's data. */
export const ordersQueryKey = (userId: string) => [ACCOUNT_QUERY_KEY, userId, 'orders'] as const;

/** GET /api/user/orders: the shopper's orders, newest first. */
export async function fetchOrders(signal?: AbortSignal): Promise<PlacedOrder[]> {
  const reply = await authFetch<{ success: true; orders: PlacedOrder[] }>('/api/user/orders', {
    signal,
  });
  return reply.orders;
}

/** The signed-in shopper's orders; never asked for a guest. */
export function useOrders() {
  const userId = useShopperId();
  return useQuery({
    queryKey: ordersQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchOrders(signal),
    enabled: userId !== null,
  });
}

/**
 * POST /api/user/orders/create. Only the address and the way to pay are sent: the server prices
 * the cart itself. The same `idempotencyKey` sent again (a retry after a network error) is
 * answered with the first call's order, never a second one.
 */
export const placeOrderRequest = (
  body: { address: Address; paymentMethod: OrderPaymentMethod },
  idempotencyKey: string,
) =>
  authFetch<OrderPlacedReply>('/api/user/orders/create', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
