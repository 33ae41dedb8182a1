import type {
  AdminOrder,
  AdminSettableStatus,
  PlaceOrderFields,
  PlaceOrderReply,
  PlacedOrder,
  ReturnDecision,
} from '@littleloom/shared';
import type { StoredReply } from './idempotency';

/** The back office's answer to a change of an order: what was done, and the order as it now is. */
export interface AdminOrderChange {
  success: true;
  message: string;
  order: AdminOrder;
}

/** The shopper's answer to cancelling an item: the order, the wallet, and what went back. */
export interface OwnItemCancelled {
  success: true;
  message: string;
  updatedOrder: PlacedOrder;
  walletBalance: number;
  refundedAmount: number;
}

/**
 * What the order routes ask of the work after checkout. The work spans other modules (stock,
 * wallet, invoices, parcels, reviews), so it lives in the flows; the root passes them in here.
 */
export interface ShopperOrderActions {
  cancelOwnItem(userId: string, orderId: string, itemId: string): Promise<OwnItemCancelled>;
  requestReturn(
    userId: string,
    orderId: string,
    itemId: string,
  ): Promise<{ success: true; message: string; updatedOrder: PlacedOrder }>;
}

export interface AdminOrderActions {
  setItemStatus(
    orderId: string,
    itemRef: string,
    to: AdminSettableStatus,
  ): Promise<AdminOrderChange>;
  setOrderStatus(orderId: string, to: AdminSettableStatus): Promise<AdminOrderChange>;
  cancelOrder(orderId: string): Promise<AdminOrderChange & { orderId: string }>;
  decideReturn(
    orderId: string,
    itemRef: string,
    decision: ReturnDecision,
  ): Promise<AdminOrderChange>;
  processRefund(orderId: string): Promise<AdminOrderChange & { refundedAmount: number }>;
}

/** Who is placing the order: the signed-in shopper. */
export interface Shopper {
  id: string;
  email: string;
  name: string;
}

/** Placing an order from the shopper's cart (the place-order flow). */
export interface OrderPlacing {
  place(
    shopper: Shopper,
    input: PlaceOrderFields,
    idempotencyKey: string | undefined,
  ): Promise<StoredReply<PlaceOrderReply>>;
}
