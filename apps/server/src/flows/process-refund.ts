import { ADMIN_ORDER_MESSAGES, toRupees } from '@littleloom/shared';
import { conflict } from '../http/errors';
import { releaseStock } from '../modules/catalog/stock-reservations';
import type { AdminOrderChange } from '../modules/orders/order-actions';
import type { OrderRefunds } from '../modules/orders/refunds';
import { adminChange, type OrderFlowDeps } from './locked-order';

/** How long after a refund a second Process Refund with nothing approved is that refund again. */
const REPEATED_REFUND_SECONDS = 30;

export interface ProcessRefundDeps extends OrderFlowDeps {
  refunds: OrderRefunds;
}

/**
 * Refunds the approved returns of the order: each is marked RETURNED, restocked, and its value
 * credited to the wallet, once. With no approved return waiting there is nothing to refund,
 * except that a repeat of a refund made seconds ago (a double click, a second tab, a retry after
 * a lost reply) is answered with that refund: it asked for what is done.
 */
export async function processRefund(
  deps: ProcessRefundDeps,
  orderId: string,
): Promise<AdminOrderChange & { refundedAmount: number }> {
  const { changes, refunds } = deps;
  let refundedPaise = 0;
  const reply = await adminChange(
    deps,
    orderId,
    ADMIN_ORDER_MESSAGES.refundProcessed,
    async (locked) => {
      const approved = locked.items.filter((item) => item.trackingStatus === 'RETURN_APPROVED');
      if (approved.length === 0) {
        const just = await refunds.latestReturnRefund(
          locked.tx,
          locked.order.id,
          REPEATED_REFUND_SECONDS,
        );
        if (!just) throw conflict(ADMIN_ORDER_MESSAGES.noApprovedReturns);
        refundedPaise = just.amountPaise;
        return;
      }
      const returned = await changes.move(locked, approved, 'RETURNED');
      await releaseStock(locked.tx, returned);
      await deps.invoicing.creditNote(
        locked.tx,
        locked.order,
        { reason: 'returned', items: locked.items, taken: returned, withDelivery: false },
        deps.days.now(),
      );
      refundedPaise = await refunds.giveBack(locked.tx, locked.order, {
        reason: 'returned',
        items: returned,
        withDelivery: false,
      });
      await changes.markRefundProcessed(locked);
      await changes.tell(locked, { kind: 'refunded', items: returned, refundedPaise });
    },
  );
  return { ...reply, refundedAmount: toRupees(refundedPaise) };
}
