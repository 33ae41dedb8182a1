import {
  PAGE_SIZE,
  type Address,
  type CancelItemReply,
  type OrderMoneyReply,
  type OrderPaymentMethod,
  type OrderPlacedReply,
  type OrdersPage,
  type OwnOrdersReply,
  type PlacedOrder,
  type ReturnItemReply,
  type ReturnedPaymentsReply,
} from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { ACCOUNT_QUERY_KEY, useShopperId } from '../accounts/use-session';
import { fetchCreditNotes } from './invoice-api';

/**
 * Under the account's prefix, so a logout drops them with the rest of the shopper's data.
 * Invalidating this key refreshes every page of the list and every order's details at once (a
 * payment or a placed order changes both).
 */
export const ordersQueryKey = (userId: string) => [ACCOUNT_QUERY_KEY, userId, 'orders'] as const;

/** The list's pages only: an item's cancellation moves the list, not the other orders' details. */
export const orderPagesQueryKey = (userId: string) => [...ordersQueryKey(userId), 'pages'] as const;

export const ordersPageQueryKey = (userId: string, page: number) =>
  [...orderPagesQueryKey(userId), page] as const;

export const orderQueryKey = (userId: string, orderId: string) =>
  [...ordersQueryKey(userId), 'one', orderId] as const;

/** Under the order's key, so reading the order again reads its credit notes too. */
export const creditNotesQueryKey = (userId: string, orderId: string) =>
  [...orderQueryKey(userId, orderId), 'credit-notes'] as const;

/** Under the order's key too: a payment's end invalidates the orders, and so reads these again. */
export const returnedPaymentsQueryKey = (userId: string, orderId: string) =>
  [...orderQueryKey(userId, orderId), 'returned-payments'] as const;

/** Under the order's key too: a payment's end, or reading the order again, reads it again. */
export const orderMoneyQueryKey = (userId: string, orderId: string) =>
  [...orderQueryKey(userId, orderId), 'money'] as const;

const orderPath = (orderId: string) => `/api/user/orders/${encodeURIComponent(orderId)}`;

/** GET /api/user/orders: one page of the shopper's orders, newest first, 10 to a page. */
export const fetchOrdersPage = (page: number, signal?: AbortSignal) =>
  authFetch<OrdersPage<PlacedOrder>>(`/api/user/orders?page=${page}&limit=${PAGE_SIZE.orders}`, {
    signal,
  });

/** One page of the signed-in shopper's orders; never asked for a guest. */
export function useOrdersPage(page: number) {
  const userId = useShopperId();
  return useQuery({
    queryKey: ordersPageQueryKey(userId ?? '', page),
    queryFn: ({ signal }) => fetchOrdersPage(page, signal),
    enabled: userId !== null,
    // The page being left stays on screen until the next arrives, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/user/orders/:orderId: the server answers with a page of the list and, when the id is
 * one of the caller's orders, that order as `order`. Null when it is not: 'Order not found!'.
 * Only the order is read here, so the list part is asked for at its smallest.
 */
export async function fetchOrder(
  orderId: string,
  signal?: AbortSignal,
): Promise<PlacedOrder | null> {
  const reply = await authFetch<OwnOrdersReply>(`${orderPath(orderId)}?page=1&limit=1`, { signal });
  return reply.order ?? null;
}

/** One of the signed-in shopper's orders; `enabled: false` when the page has it already. */
export function useOrder(orderId: string, enabled = true) {
  const userId = useShopperId();
  return useQuery({
    queryKey: orderQueryKey(userId ?? '', orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: enabled && userId !== null,
  });
}

/**
 * The order's credit notes, read on its details page only. An order without an invoice has none
 * (a credit note reduces an invoice), so it is not asked.
 */
export function useCreditNotes(order: PlacedOrder) {
  const userId = useShopperId();
  return useQuery({
    queryKey: creditNotesQueryKey(userId ?? '', order._id),
    queryFn: async ({ signal }) => (await fetchCreditNotes(order._id, signal)).creditNotes,
    enabled: userId !== null && order.invoiceNumber !== null,
  });
}

/** GET /api/user/orders/:orderId/returned-payments: card payments the order did not need. */
export const fetchReturnedPayments = (orderId: string, signal?: AbortSignal) =>
  authFetch<ReturnedPaymentsReply>(`${orderPath(orderId)}/returned-payments`, { signal });

/**
 * The card payments the order did not need and how each is given back, read on its details page
 * only. Only a card order has gateway payments, so no other order is asked.
 */
export function useReturnedPayments(order: PlacedOrder) {
  const userId = useShopperId();
  return useQuery({
    queryKey: returnedPaymentsQueryKey(userId ?? '', order._id),
    queryFn: async ({ signal }) =>
      (await fetchReturnedPayments(order._id, signal)).returnedPayments,
    enabled: userId !== null && order.paymentMethod === 'Razorpay',
  });
}

/** GET /api/user/orders/:orderId/money: what the order was paid, each refund, what is left. */
export const fetchOrderMoney = (orderId: string, signal?: AbortSignal) =>
  authFetch<OrderMoneyReply>(`${orderPath(orderId)}/money`, { signal });

/** The money the order moved, as the server worked it out, read on its details page only. */
export function useOrderMoney(order: PlacedOrder) {
  const userId = useShopperId();
  return useQuery({
    queryKey: orderMoneyQueryKey(userId ?? '', order._id),
    queryFn: async ({ signal }) => (await fetchOrderMoney(order._id, signal)).money,
    enabled: userId !== null,
  });
}

/** DELETE /api/user/orders/:orderId?itemId=: cancels one item; a paid one is refunded to the wallet. */
export const cancelItemRequest = (orderId: string, itemId: string) =>
  authFetch<CancelItemReply>(`${orderPath(orderId)}?itemId=${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
  });

/** PUT /api/user/orders/:orderId/return: asks to return one delivered item. */
export const returnItemRequest = (orderId: string, itemId: string) =>
  authFetch<ReturnItemReply>(`${orderPath(orderId)}/return`, {
    method: 'PUT',
    body: { itemId },
  });

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
