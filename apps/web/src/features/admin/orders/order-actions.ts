import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderReply,
  type AdminSettableStatus,
  type OrderLine,
} from '@littleloom/shared';
import {
  cancelOrder,
  decideReturn,
  processRefund,
  setItemStatus,
  setOrderStatus,
} from './orders-admin-api';

/** Everything the admin can do to an order, from its list row or its page. */
export type OrderAction =
  | { kind: 'item-status'; order: AdminOrder; item: OrderLine; to: AdminSettableStatus }
  | { kind: 'order-status'; order: AdminOrder; to: AdminSettableStatus }
  | { kind: 'cancel-order'; order: AdminOrder }
  | {
      kind: 'return';
      order: AdminOrder;
      item: OrderLine;
      decision: 'APPROVED' | 'REJECTED';
      /** Why a return is rejected, for the customer; asked in the confirmation. */
      reason?: string;
    }
  | { kind: 'refund'; order: AdminOrder };

/** Not in back-office.md §8, which has no words for a rejection that failed. */
const REJECT_FAILED = 'Failed to reject return';

/** The call behind each act. Every reply carries the order as it now stands. */
export function runOrderAction(action: OrderAction): Promise<AdminOrderReply> {
  const orderId = action.order._id;
  switch (action.kind) {
    case 'item-status':
      return setItemStatus(orderId, action.item._id, action.to);
    case 'order-status':
      return setOrderStatus(orderId, action.to);
    case 'cancel-order':
      return cancelOrder(orderId);
    case 'return':
      return decideReturn(
        orderId,
        action.item._id,
        action.decision === 'APPROVED'
          ? { approvalStatus: 'APPROVED' }
          : { approvalStatus: 'REJECTED', reason: action.reason ?? '' },
      );
    case 'refund':
      return processRefund(orderId);
  }
}

/** What a failed act says when the server gave no reason (back-office.md §8). */
export function failureMessage(action: OrderAction): string {
  switch (action.kind) {
    case 'item-status':
      return ADMIN_ORDER_MESSAGES.statusFailed;
    case 'order-status':
      return ADMIN_ORDER_MESSAGES.orderStatusFailed;
    case 'cancel-order':
      return ADMIN_ORDER_MESSAGES.cancelFailed;
    case 'return':
      return action.decision === 'APPROVED' ? ADMIN_ORDER_MESSAGES.approveFailed : REJECT_FAILED;
    case 'refund':
      return ADMIN_ORDER_MESSAGES.refundFailed;
  }
}

/**
 * Acts that cannot be taken back ask first (back-office.md §4: cancel, approve return, process
 * refund; and delivered, which ends the item's journey). Moving an item between Pending and
 * Shipped can be undone by the next move, so it goes at once.
 */
export function needsConfirmation(action: OrderAction): boolean {
  switch (action.kind) {
    case 'item-status':
    case 'order-status':
      return action.to === 'CANCELLED' || action.to === 'DELIVERED';
    default:
      return true;
  }
}
