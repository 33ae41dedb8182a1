import {
  PAGE_SIZE,
  type AdminCancelOrderReply,
  type AdminOrder,
  type AdminOrderFilter,
  type AdminOrderReply,
  type AdminSettableStatus,
  type CreditNoteSummary,
  type CreditNotesReply,
  type OrderMoney,
  type OrderMoneyReply,
  type OrdersPage,
  type ProcessRefundReply,
  type ReturnedPayment,
  type ReturnedPaymentsReply,
} from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** What narrows the order list: the page, and the filter and search of the address. */
export interface OrderListQuery {
  page: number;
  status: AdminOrderFilter | null;
  search: string;
}

export const adminOrdersKey = {
  all: [...ADMIN_QUERY_KEY, 'orders'] as const,
  lists: [...ADMIN_QUERY_KEY, 'orders', 'list'] as const,
  list: (query: OrderListQuery) => [...ADMIN_QUERY_KEY, 'orders', 'list', query] as const,
  one: (orderId: string) => [...ADMIN_QUERY_KEY, 'orders', 'one', orderId] as const,
  /** Under the order's key, so reading the order again reads its credit notes too. */
  creditNotes: (orderId: string) =>
    [...ADMIN_QUERY_KEY, 'orders', 'one', orderId, 'credit-notes'] as const,
  /** Under the order's key too, so reading the order again reads them too. */
  returnedPayments: (orderId: string) =>
    [...ADMIN_QUERY_KEY, 'orders', 'one', orderId, 'returned-payments'] as const,
  /** Under the order's key too, so reading the order again reads its money too. */
  money: (orderId: string) => [...ADMIN_QUERY_KEY, 'orders', 'one', orderId, 'money'] as const,
};

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** One page of orders, newest first (back-office.md §9: seven to a page). */
export function fetchAdminOrders(
  { page, status, search }: OrderListQuery,
  signal?: AbortSignal,
): Promise<OrdersPage<AdminOrder>> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE.adminOrders) });
  if (status) query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  return adminFetch<OrdersPage<AdminOrder>>(`/api/admin/orders?${query}`, { signal });
}

export async function fetchAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  const reply = await adminFetch<{ success: true; order: AdminOrder }>(orderPath(orderId), {
    signal,
  });
  return reply.order;
}

/** One item's tracking status; the path names the order item (its `_id`), not the product. */
export function setItemStatus(
  orderId: string,
  itemId: string,
  trackingStatus: AdminSettableStatus,
): Promise<AdminOrderReply> {
  return adminFetch<AdminOrderReply>(
    `${orderPath(orderId)}/item/${encodeURIComponent(itemId)}/tracking-status`,
    { method: 'PUT', body: { trackingStatus } },
  );
}

/** Moves every open item of the order to `status`. */
export function setOrderStatus(
  orderId: string,
  status: AdminSettableStatus,
): Promise<AdminOrderReply> {
  return adminFetch<AdminOrderReply>(`${orderPath(orderId)}/status`, {
    method: 'PATCH',
    body: { status },
  });
}

/** Cancels every open item; what was paid for them goes to the customer's wallet. */
export function cancelOrder(orderId: string): Promise<AdminCancelOrderReply> {
  return adminFetch<AdminCancelOrderReply>(orderPath(orderId), { method: 'DELETE' });
}

/** Approves a requested return, or rejects it with the reason the customer is told. */
export function decideReturn(
  orderId: string,
  itemId: string,
  decision: { approvalStatus: 'APPROVED' } | { approvalStatus: 'REJECTED'; reason: string },
): Promise<AdminOrderReply> {
  return adminFetch<AdminOrderReply>(
    `${orderPath(orderId)}/items/${encodeURIComponent(itemId)}/approve-return`,
    { method: 'PUT', body: decision },
  );
}

/** Refunds the order's approved returns to the customer's wallet. */
export function processRefund(orderId: string): Promise<ProcessRefundReply> {
  return adminFetch<ProcessRefundReply>(`${orderPath(orderId)}/process-refund`, {
    method: 'POST',
  });
}

/** GET: the order's invoice PDF; the shopper's route answers an admin for any order. */
export const invoicePath = (orderId: string) => `/api/invoice/${encodeURIComponent(orderId)}`;

const creditNotesPath = (orderId: string) =>
  `/api/invoice/${encodeURIComponent(orderId)}/credit-notes`;

/** GET: one credit note's PDF, for the admin's token as for the order's owner. */
export const creditNotePath = (orderId: string, creditNoteId: string) =>
  `${creditNotesPath(orderId)}/${encodeURIComponent(creditNoteId)}`;

/** The order's credit notes (items cancelled or returned after its invoice). */
export async function fetchCreditNotes(
  orderId: string,
  signal?: AbortSignal,
): Promise<CreditNoteSummary[]> {
  const reply = await adminFetch<CreditNotesReply>(creditNotesPath(orderId), { signal });
  return reply.creditNotes;
}

/**
 * The card payments the order did not need and how each is given back. The shopper's route
 * answers an admin for any order.
 */
export async function fetchReturnedPayments(
  orderId: string,
  signal?: AbortSignal,
): Promise<ReturnedPayment[]> {
  const reply = await adminFetch<ReturnedPaymentsReply>(
    `/api/user/orders/${encodeURIComponent(orderId)}/returned-payments`,
    { signal },
  );
  return reply.returnedPayments;
}

/** What the order was paid, each refund and what is left. The shopper's route answers an admin too. */
export async function fetchOrderMoney(orderId: string, signal?: AbortSignal): Promise<OrderMoney> {
  const reply = await adminFetch<OrderMoneyReply>(
    `/api/user/orders/${encodeURIComponent(orderId)}/money`,
    { signal },
  );
  return reply.money;
}
