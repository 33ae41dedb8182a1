import type { AdminOrderReply, ShipOrderReply, ShipOrdersReply } from '@littleloom/shared';
import { adminFetch } from '../admin-api';

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/**
 * Books the order's items waiting to be shipped with the courier, in one parcel; also the retry
 * after a booking the courier refused. The reply carries the order as it now stands.
 */
export function shipOrder(orderId: string): Promise<ShipOrderReply> {
  return adminFetch<ShipOrderReply>(`${orderPath(orderId)}/ship`, { method: 'POST' });
}

/**
 * Books several orders at once (at most MAX_ORDERS_SHIPPED_AT_ONCE): each order's outcome comes
 * back on its own, so one refusal does not stop the others.
 */
export function shipOrders(orderIds: readonly string[]): Promise<ShipOrdersReply> {
  return adminFetch<ShipOrdersReply>('/api/admin/orders/ship', {
    method: 'POST',
    body: { orderIds },
  });
}

/** Where the labels of several booked parcels come from, as one PDF in the order given. */
export function parcelLabelsPath(parcelIds: readonly string[]): string {
  return `/api/admin/parcels/labels?ids=${parcelIds.map(encodeURIComponent).join(',')}`;
}

/** Asks the courier to try a failed delivery again. */
export function reattemptParcel(parcelId: string): Promise<AdminOrderReply> {
  return adminFetch<AdminOrderReply>(
    `/api/admin/parcels/${encodeURIComponent(parcelId)}/reattempt`,
    { method: 'POST' },
  );
}
