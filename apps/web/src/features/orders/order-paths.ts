import type { PlacedOrder } from '@littleloom/shared';

/**
 * Where the money path ends, and what it hands the page it lands on: the placed order itself
 * (the order-placed page needs no second request), or a notice for the orders list.
 */

export const ORDERS_PATH = '/orders';

export const orderPlacedPath = (orderId: string) => `/orders/placed/${encodeURIComponent(orderId)}`;

export interface OrderPlacedState {
  order: PlacedOrder;
}

export interface OrdersPageState {
  /** The payment went through but could not be verified: the list says so in a dialog. */
  paymentNotice?: 'verificationFailed';
}

/** Where to go next, and with what. */
export interface Destination {
  to: string;
  state?: OrderPlacedState | OrdersPageState;
}

/** The order-placed page for an order. */
export const placedDestination = (order: PlacedOrder): Destination => ({
  to: orderPlacedPath(order._id),
  state: { order },
});

/** An order's details page. */
export const orderDetailsPath = (orderId: string) =>
  `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
