import {
  ADMIN_ORDER_MESSAGES,
  ORDER_DETAIL_MESSAGES,
  formatRupees,
  isOpenItem,
  toRupees,
} from '@littleloom/shared';
import { afterCommit } from '../db/after-commit';
import type { Tx } from '../db/client';
import { conflict } from '../http/errors';
import { releaseStock } from '../modules/catalog/stock-reservations';
import type { AdminOrderChange, OwnItemCancelled } from '../modules/orders/order-actions';
import type { LockedOrder } from '../modules/orders/order-changes';
import type { OrderItemRow } from '../modules/orders/order-reads';
import type { OrderRefunds } from '../modules/orders/refunds';
import { withdrawFromParcels, type Canceller } from '../modules/shipping/parcel-holds';
import type { WalletService } from '../modules/wallet/service';
import { adminChange, onLockedOrder, type OrderFlowDeps } from './locked-order';

export interface CancelItemsDeps extends OrderFlowDeps {
  refunds: OrderRefunds;
  wallet: Pick<WalletService, 'balancePaise'>;
  /** Tells the courier, after the commit, of parcels called off or asked back. */
  courierFollowUp?: () => void;
}

/**
 * Cancelling items (ARCHITECTURE §7): the shopper cancels one of theirs, the admin an order or an
 * item. Each cancelled item is taken out of its parcel, restocked, credited back on a credit note,
 * and refunded to the wallet when the order was paid; the delivery charge goes back with the last.
 */
export class CancelItems {
  constructor(private readonly deps: CancelItemsDeps) {}

  /** Cancels one of the caller's items; a paid item's value goes back to the wallet. */
  async cancelOwnItem(userId: string, orderId: string, itemId: string): Promise<OwnItemCancelled> {
    return onLockedOrder(this.deps, { ownerId: userId, orderId }, async (locked) => {
      const item = this.deps.changes.itemById(locked, itemId);
      if (item.trackingStatus !== 'CANCELLED' && !isOpenItem(item.trackingStatus)) {
        throw conflict(ORDER_DETAIL_MESSAGES.notCancellable);
      }
      const refundedPaise = await this.cancel(locked, [item], 'shopper');
      return {
        success: true as const,
        message:
          refundedPaise > 0
            ? ORDER_DETAIL_MESSAGES.itemCancelledRefunded(formatRupees(toRupees(refundedPaise)))
            : ORDER_DETAIL_MESSAGES.itemCancelled,
        updatedOrder: await this.deps.changes.view(locked),
        walletBalance: toRupees(await this.deps.wallet.balancePaise(locked.tx, userId)),
        refundedAmount: toRupees(refundedPaise),
      };
    });
  }

  /** Cancels every open item, with the same refunds as the shopper's cancellations. */
  async cancelOrder(orderId: string): Promise<AdminOrderChange & { orderId: string }> {
    const reply = await adminChange(
      this.deps,
      orderId,
      ADMIN_ORDER_MESSAGES.orderCancelled,
      async (locked) => {
        const open = locked.items.filter((item) => isOpenItem(item.trackingStatus));
        const allCancelled = locked.items.every((item) => item.trackingStatus === 'CANCELLED');
        if (open.length === 0 && !allCancelled) throw conflict(ADMIN_ORDER_MESSAGES.noOpenItems);
        await this.cancel(locked, open, 'admin');
      },
    );
    return { ...reply, orderId: reply.order._id };
  }

  /**
   * Cancels open items of the locked order: restocked, and refunded when the order was paid; a
   * parcel booked for them is called off with the courier, or asked back after a failed delivery.
   * Returns the refund.
   */
  async cancel(
    locked: LockedOrder,
    items: readonly OrderItemRow[],
    by: Canceller,
  ): Promise<number> {
    const { changes, refunds } = this.deps;
    // Read before the move: cancelling can itself settle the payment status (a cash order whose
    // other items were delivered becomes paid, but not for the item cancelled now).
    const wasPaid = locked.order.paymentStatus === 'Paid';
    const open = items.filter((item) => isOpenItem(item.trackingStatus));
    if (await withdrawFromParcels(locked.tx, open, by)) {
      afterCommit(locked.tx, () => this.deps.courierFollowUp?.());
    }
    const cancelled = await changes.move(locked, open, 'CANCELLED');
    if (cancelled.length === 0) return 0;
    await releaseStock(locked.tx, cancelled);
    // Nothing of the order travels any more: its delivery charge goes back too.
    const nothingLeft = changes.nothingLeft(locked);
    await this.deps.invoicing.creditNote(
      locked.tx,
      locked.order,
      { reason: 'cancelled', items: locked.items, taken: cancelled, withDelivery: nothingLeft },
      this.deps.days.now(),
    );
    await changes.freeCouponIfNothingLeft(locked);
    let refundedPaise = 0;
    if (wasPaid) {
      refundedPaise = await refunds.giveBack(locked.tx, locked.order, {
        reason: 'cancelled',
        items: cancelled,
        withDelivery: nothingLeft,
      });
    }
    await changes.tell(locked, { kind: 'cancelled', items: cancelled, refundedPaise });
    return refundedPaise;
  }

  /**
   * A card payment that arrived for an order some of whose items were cancelled while it waited:
   * those items' value goes to the wallet (the payment is settled in this transaction).
   */
  async refundCancelledAfterPayment(tx: Tx, orderId: string): Promise<void> {
    const locked = await this.deps.changes.lock(tx, { orderId });
    if (!locked) return;
    const cancelled = locked.items.filter((item) => item.trackingStatus === 'CANCELLED');
    // Something of the order still travels (a wholly cancelled one is given back whole), so the
    // delivery charge stays.
    await this.deps.refunds.giveBack(tx, locked.order, {
      reason: 'cancelled',
      items: cancelled,
      withDelivery: false,
    });
  }
}
