import { ADMIN_ORDER_MESSAGES, type ReturnDecision, type TrackingStatus } from '@littleloom/shared';
import { conflict } from '../http/errors';
import type { AdminOrderChange } from '../modules/orders/order-actions';
import { adminChange, type OrderFlowDeps } from './locked-order';

/**
 * Approves or rejects a requested return; a rejection keeps its reason with the item, and the
 * shopper is mailed it. Deciding the same way twice is answered, and the first reason stays.
 */
export async function decideReturn(
  deps: OrderFlowDeps,
  orderId: string,
  itemRef: string,
  decision: ReturnDecision,
): Promise<AdminOrderChange> {
  const { changes } = deps;
  const approve = decision.approvalStatus === 'APPROVED';
  const to: TrackingStatus = approve ? 'RETURN_APPROVED' : 'RETURN_REJECTED';
  const message = approve
    ? ADMIN_ORDER_MESSAGES.returnApproved
    : ADMIN_ORDER_MESSAGES.returnRejected;
  return adminChange(deps, orderId, message, async (locked) => {
    const item = changes.itemByRef(locked, itemRef);
    if (item.trackingStatus === to) return;
    if (item.trackingStatus !== 'RETURN_REQUESTED') {
      throw conflict(ADMIN_ORDER_MESSAGES.notReturnRequested);
    }
    const moved = await changes.move(locked, [item], to);
    if (decision.approvalStatus === 'APPROVED') {
      await changes.tell(locked, { kind: 'returnApproved', items: moved });
      return;
    }
    await changes.keepRejectionReason(locked, moved, decision.reason);
    await changes.tell(locked, { kind: 'returnRejected', items: moved, reason: decision.reason });
  });
}
