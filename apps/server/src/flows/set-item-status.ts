import {
  ADMIN_ORDER_MESSAGES,
  adminMovesFrom,
  isOpenItem,
  type AdminSettableStatus,
} from '@littleloom/shared';
import { conflict } from '../http/errors';
import type { MailQueue } from '../modules/mail/queue';
import type { AdminOrderChange } from '../modules/orders/order-actions';
import type { LockedOrder } from '../modules/orders/order-changes';
import type { OrderItemRow } from '../modules/orders/order-reads';
import { returnByDay } from '../modules/orders/order-view';
import { inviteToReview } from '../modules/reviews/review-invitations';
import type { CancelItems } from './cancel-items';
import { adminChange, issueInvoice, type OrderFlowDeps } from './locked-order';

export interface SetItemStatusDeps extends OrderFlowDeps {
  cancelling: Pick<CancelItems, 'cancel'>;
  /** Queues the review invitation, due a few days after the delivery. */
  mail: Pick<MailQueue, 'request'>;
}

/**
 * The admin's moves of items (back-office.md §4): cancelling is a cancellation with its refunds;
 * an unpaid card order is not sent out; the first item on its way issues the tax invoice; shipping
 * and delivery are mailed, and the order's first delivery invites the shopper to review it, a few
 * days on. The courier's delivery scans move items the same way.
 */
export class SetItemStatus {
  constructor(private readonly deps: SetItemStatusDeps) {}

  /**
   * Sets one item's tracking status. `itemRef` is the order item's id, or a product id when that
   * product has exactly one line in the order. Setting the status it already has is answered.
   */
  async setItemStatus(
    orderId: string,
    itemRef: string,
    to: AdminSettableStatus,
  ): Promise<AdminOrderChange> {
    return adminChange(this.deps, orderId, ADMIN_ORDER_MESSAGES.statusUpdated, async (locked) => {
      const item = this.deps.changes.itemByRef(locked, itemRef);
      if (item.trackingStatus === to) return;
      if (!adminMovesFrom(item.trackingStatus).includes(to)) {
        throw conflict(ADMIN_ORDER_MESSAGES.moveNotAllowed(item.trackingStatus, to));
      }
      await this.move(locked, [item], to);
    });
  }

  /** Moves every open item of the order to `to`. */
  async setOrderStatus(orderId: string, to: AdminSettableStatus): Promise<AdminOrderChange> {
    return adminChange(
      this.deps,
      orderId,
      ADMIN_ORDER_MESSAGES.orderStatusUpdated,
      async (locked) => {
        const open = locked.items.filter((item) => isOpenItem(item.trackingStatus));
        if (open.length === 0) throw conflict(ADMIN_ORDER_MESSAGES.noOpenItems);
        await this.move(
          locked,
          open.filter((item) => item.trackingStatus !== to),
          to,
        );
      },
    );
  }

  /** One admin move of items of the locked order, with what it brings (see the class comment). */
  async move(locked: LockedOrder, items: OrderItemRow[], to: AdminSettableStatus): Promise<void> {
    const { changes, days } = this.deps;
    if (to === 'CANCELLED') {
      await this.deps.cancelling.cancel(locked, items, 'admin');
      return;
    }
    const { order } = locked;
    if (to !== 'PENDING' && order.paymentMethod === 'razorpay' && order.paymentStatus !== 'Paid') {
      throw conflict(ADMIN_ORDER_MESSAGES.notPaidYet);
    }
    const moved = await changes.move(locked, items, to);
    if (moved.length > 0 && to !== 'PENDING') await issueInvoice(this.deps, locked);
    if (to === 'SHIPPED') await changes.tell(locked, { kind: 'shipped', items: moved });
    if (to === 'DELIVERED') {
      const returnBy = returnByDay(days, days.now());
      await changes.tell(locked, { kind: 'delivered', items: moved, returnBy });
      if (moved.length > 0) await inviteToReview(locked.tx, this.deps.mail, locked.order);
    }
  }
}
