import { and, asc, eq } from 'drizzle-orm';
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_DETAIL_MESSAGES,
  adminMovesFrom,
  formatRupees,
  isOpenItem,
  toRupees,
  type AdminOrder,
  type AdminSettableStatus,
  type ReturnDecision,
  type TrackingStatus,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { couponUses, orderItems, orders, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import { isUuid } from '../../lib/uuid';
import { afterCommit } from '../../db/after-commit';
import { releaseStock } from '../catalog/stock-reservations';
import type { Invoicing } from '../invoices/invoicing';
import type { MailQueue } from '../mail/queue';
import { inviteToReview } from '../reviews/review-invitations';
import type { WalletService } from '../wallet/service';
import { withdrawFromParcels, type Canceller } from '../shipping/parcel-holds';
import { aftercareMail, type AftercareEvent, type ParcelTracking } from './aftercare-mails';
import type { OrderItemRow, OrderReads, OrderRow } from './order-reads';
import { returnByDay } from './order-view';
import type { OrderRefunds } from './refunds';

/** What the courier module may do with a locked order. */
export interface CourierOrderAccess {
  tx: Tx;
  order(): OrderRow;
  items(): OrderItemRow[];
  /** Picked up: these of its items move to Shipped (the invoice issued), the shopper mailed once. */
  ship(itemIds: readonly string[], tracking: ParcelTracking): Promise<void>;
  /** Delivered: as the admin's move to Delivered, with its mail and the review invitation. */
  deliver(itemIds: readonly string[]): Promise<void>;
  /** Mails the shopper about the parcel, in this transaction. */
  tell(event: AftercareEvent): Promise<void>;
  adminView(): Promise<AdminOrder>;
}

/** An order locked for a change, with all its items as they stand. */
interface LockedOrder {
  tx: Tx;
  order: OrderRow;
  items: OrderItemRow[];
}

/** Statuses of an item that has reached the customer (what makes a cash order paid). */
const REACHED_CUSTOMER: readonly TrackingStatus[] = [
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
  'RETURNED',
];

/** How long after a refund a second Process Refund with nothing approved is that refund again. */
const REPEATED_REFUND_SECONDS = 30;

/** Statuses whose money, if any was paid, has gone back. */
const GIVEN_BACK: readonly TrackingStatus[] = ['CANCELLED', 'RETURNED'];

export interface AftercareOptions {
  publicUrl: string;
  /** Tells the courier, after the commit, of parcels called off or asked back. */
  courierFollowUp?: () => void;
}

/**
 * What happens to an order after checkout (ARCHITECTURE §7): shipping and delivery, cancellation
 * with its refund, returns and their refund. Every change locks the order's row first, so the
 * shopper and the admin (or two tabs) changing the same order take turns; each item then moves
 * only by a conditional update from the status it was read in, so stock and money move once.
 */
export class OrderAftercare {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly reads: OrderReads,
    private readonly refunds: OrderRefunds,
    private readonly wallet: WalletService,
    private readonly mail: MailQueue,
    private readonly invoicing: Invoicing,
    private readonly options: AftercareOptions,
  ) {}

  // ------------------------------------------------------------------ the shopper

  /** Cancels one of the caller's items; a paid item's value goes back to the wallet. */
  async cancelOwnItem(userId: string, orderId: string, itemId: string) {
    return this.change({ ownerId: userId, orderId }, async (locked) => {
      const item = this.itemById(locked, itemId);
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
        updatedOrder: await this.reads.view(locked.tx, locked.order),
        walletBalance: toRupees(await this.wallet.balancePaise(locked.tx, userId)),
        refundedAmount: toRupees(refundedPaise),
      };
    });
  }

  /** Asks to send a delivered item back, within the return window; asking twice is answered. */
  async requestReturn(userId: string, orderId: string, itemId: string) {
    return this.change({ ownerId: userId, orderId }, async (locked) => {
      const item = this.itemById(locked, itemId);
      if (item.trackingStatus !== 'RETURN_REQUESTED') {
        if (item.trackingStatus !== 'DELIVERED' || !item.deliveredAt) {
          throw conflict(ORDER_DETAIL_MESSAGES.notReturnable);
        }
        if (this.days.today() > returnByDay(this.days, item.deliveredAt)) {
          throw conflict(ORDER_DETAIL_MESSAGES.returnWindowClosed);
        }
        await this.move(locked, [item], 'RETURN_REQUESTED');
      }
      return {
        success: true as const,
        message: ORDER_DETAIL_MESSAGES.returnRequested,
        updatedOrder: await this.reads.view(locked.tx, locked.order),
      };
    });
  }

  // ------------------------------------------------------------------ the admin

  /**
   * Sets one item's tracking status. `itemRef` is the order item's id, or a product id when that
   * product has exactly one line in the order. Setting the status it already has is answered.
   */
  async setItemStatus(orderId: string, itemRef: string, to: AdminSettableStatus) {
    return this.adminChange(orderId, ADMIN_ORDER_MESSAGES.statusUpdated, async (locked) => {
      const item = this.itemByRef(locked, itemRef);
      if (item.trackingStatus === to) return;
      if (!adminMovesFrom(item.trackingStatus).includes(to)) {
        throw conflict(ADMIN_ORDER_MESSAGES.moveNotAllowed(item.trackingStatus, to));
      }
      await this.adminMove(locked, [item], to);
    });
  }

  /** Moves every open item of the order to `to`. */
  async setOrderStatus(orderId: string, to: AdminSettableStatus) {
    return this.adminChange(orderId, ADMIN_ORDER_MESSAGES.orderStatusUpdated, async (locked) => {
      const open = locked.items.filter((item) => isOpenItem(item.trackingStatus));
      if (open.length === 0) throw conflict(ADMIN_ORDER_MESSAGES.noOpenItems);
      await this.adminMove(
        locked,
        open.filter((item) => item.trackingStatus !== to),
        to,
      );
    });
  }

  /** Cancels every open item, with the same refunds as the shopper's cancellations. */
  async cancelOrder(orderId: string) {
    const reply = await this.adminChange(
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
   * Approves or rejects a requested return; a rejection keeps its reason with the item, and the
   * shopper is mailed it. Deciding the same way twice is answered, and the first reason stays.
   */
  async decideReturn(orderId: string, itemRef: string, decision: ReturnDecision) {
    const approve = decision.approvalStatus === 'APPROVED';
    const to: TrackingStatus = approve ? 'RETURN_APPROVED' : 'RETURN_REJECTED';
    const message = approve
      ? ADMIN_ORDER_MESSAGES.returnApproved
      : ADMIN_ORDER_MESSAGES.returnRejected;
    return this.adminChange(orderId, message, async (locked) => {
      const item = this.itemByRef(locked, itemRef);
      if (item.trackingStatus === to) return;
      if (item.trackingStatus !== 'RETURN_REQUESTED') {
        throw conflict(ADMIN_ORDER_MESSAGES.notReturnRequested);
      }
      const moved = await this.move(locked, [item], to);
      if (decision.approvalStatus === 'APPROVED') {
        await this.tell(locked, { kind: 'returnApproved', items: moved });
        return;
      }
      for (const row of moved) {
        await locked.tx
          .update(orderItems)
          .set({ returnRejectionReason: decision.reason })
          .where(eq(orderItems.id, row.id));
      }
      await this.tell(locked, { kind: 'returnRejected', items: moved, reason: decision.reason });
    });
  }

  /**
   * Refunds the approved returns of the order: each is marked RETURNED, restocked, and its value
   * credited to the wallet, once. With no approved return waiting there is nothing to refund,
   * except that a repeat of a refund made seconds ago (a double click, a second tab, a retry after
   * a lost reply) is answered with that refund: it asked for what is done.
   */
  async processRefund(orderId: string) {
    let refundedPaise = 0;
    const reply = await this.adminChange(
      orderId,
      ADMIN_ORDER_MESSAGES.refundProcessed,
      async (locked) => {
        const approved = locked.items.filter((item) => item.trackingStatus === 'RETURN_APPROVED');
        if (approved.length === 0) {
          const just = await this.refunds.latestReturnRefund(
            locked.tx,
            locked.order.id,
            REPEATED_REFUND_SECONDS,
          );
          if (!just) throw conflict(ADMIN_ORDER_MESSAGES.noApprovedReturns);
          refundedPaise = just.amountPaise;
          return;
        }
        const returned = await this.move(locked, approved, 'RETURNED');
        await releaseStock(locked.tx, returned);
        await this.invoicing.creditNote(
          locked.tx,
          locked.order,
          { reason: 'returned', items: locked.items, taken: returned, withDelivery: false },
          this.days.now(),
        );
        refundedPaise = await this.refunds.giveBack(locked.tx, locked.order, {
          reason: 'returned',
          items: returned,
          withDelivery: false,
        });
        const [marked] = await locked.tx
          .update(orders)
          .set({ refundProcessed: true, updatedAt: new Date() })
          .where(eq(orders.id, locked.order.id))
          .returning();
        locked.order = marked!;
        await this.tell(locked, { kind: 'refunded', items: returned, refundedPaise });
      },
    );
    return { ...reply, refundedAmount: toRupees(refundedPaise) };
  }

  /**
   * A card payment that arrived for an order some of whose items were cancelled while it waited:
   * those items' value goes to the wallet (the payment module calls this in its transaction).
   */
  async refundCancelledAfterPayment(tx: Tx, orderId: string): Promise<void> {
    const locked = await this.lock(tx, { orderId });
    if (!locked) return;
    const cancelled = locked.items.filter((item) => item.trackingStatus === 'CANCELLED');
    // Something of the order still travels (a wholly cancelled one is given back whole), so the
    // delivery charge stays.
    await this.refunds.giveBack(tx, locked.order, {
      reason: 'cancelled',
      items: cancelled,
      withDelivery: false,
    });
  }

  // ------------------------------------------------------------------ the courier

  /**
   * The courier's work on an order (booking its parcel, applying scans), in one transaction on
   * the locked order: the same lock every change of the order takes first, so a scan and the
   * admin's or shopper's change take turns. Undefined when there is no such order.
   */
  async forCourier<T>(
    orderId: string,
    work: (order: CourierOrderAccess) => Promise<T>,
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, { orderId });
      if (!locked) return undefined;
      return work({
        tx,
        order: () => locked.order,
        items: () => locked.items,
        ship: async (itemIds, tracking) => {
          const pending = locked.items.filter(
            (item) => itemIds.includes(item.id) && item.trackingStatus === 'PENDING',
          );
          const moved = await this.move(locked, pending, 'SHIPPED');
          if (moved.length === 0) return;
          await this.issueInvoice(locked);
          await this.tell(locked, { kind: 'shipped', items: moved, tracking });
        },
        deliver: async (itemIds) => {
          const travelling = locked.items.filter(
            (item) => itemIds.includes(item.id) && isOpenItem(item.trackingStatus),
          );
          await this.adminMove(locked, travelling, 'DELIVERED');
        },
        tell: async (event) => this.tell(locked, event),
        adminView: async () => this.reads.adminView(tx, locked.order),
      });
    });
  }

  // ------------------------------------------------------------------ the moves

  /**
   * Admin moves: cancelling refunds; an unpaid card order is not sent out; the order's first
   * delivery invites the shopper to review it, a few days on.
   */
  private async adminMove(locked: LockedOrder, items: OrderItemRow[], to: AdminSettableStatus) {
    if (to === 'CANCELLED') {
      await this.cancel(locked, items, 'admin');
      return;
    }
    const { order } = locked;
    if (to !== 'PENDING' && order.paymentMethod === 'razorpay' && order.paymentStatus !== 'Paid') {
      throw conflict(ADMIN_ORDER_MESSAGES.notPaidYet);
    }
    const moved = await this.move(locked, items, to);
    if (moved.length > 0 && to !== 'PENDING') await this.issueInvoice(locked);
    if (to === 'SHIPPED') await this.tell(locked, { kind: 'shipped', items: moved });
    if (to === 'DELIVERED') {
      const returnBy = returnByDay(this.days, this.days.now());
      await this.tell(locked, { kind: 'delivered', items: moved, returnBy });
      if (moved.length > 0) await inviteToReview(locked.tx, this.mail, locked.order);
    }
  }

  /**
   * The order's first item is on its way (shipped, or marked delivered straight away): the order
   * becomes a supply made, and its tax invoice is issued: the next serial of the financial year,
   * the items it lists, and its file.
   */
  private async issueInvoice(locked: LockedOrder): Promise<void> {
    const invoiced = await this.invoicing.issueInvoice(locked.tx, locked.order, this.days.now());
    if (!invoiced) return;
    locked.order = invoiced.order;
    const { listed } = invoiced;
    locked.items = locked.items.map((item) => listed.find((l) => l.id === item.id) ?? item);
  }

  /**
   * Cancels open items: restocked, and refunded when the order was paid; a parcel booked for them
   * is called off with the courier, or asked back after a failed delivery. Returns the refund.
   */
  private async cancel(
    locked: LockedOrder,
    items: readonly OrderItemRow[],
    by: Canceller,
  ): Promise<number> {
    // Read before the move: cancelling can itself settle the payment status (a cash order whose
    // other items were delivered becomes paid, but not for the item cancelled now).
    const wasPaid = locked.order.paymentStatus === 'Paid';
    const open = items.filter((item) => isOpenItem(item.trackingStatus));
    if (await withdrawFromParcels(locked.tx, open, by)) {
      afterCommit(locked.tx, () => this.options.courierFollowUp?.());
    }
    const cancelled = await this.move(locked, open, 'CANCELLED');
    if (cancelled.length === 0) return 0;
    await releaseStock(locked.tx, cancelled);
    const { order } = locked;
    // Nothing of the order travels any more: its delivery charge goes back too.
    const nothingLeft = locked.items.every((item) => item.trackingStatus === 'CANCELLED');
    await this.invoicing.creditNote(
      locked.tx,
      order,
      { reason: 'cancelled', items: locked.items, taken: cancelled, withDelivery: nothingLeft },
      this.days.now(),
    );
    // An order cancelled whole used nothing: its coupon may be used again. A part of it kept
    // keeps the discount it was given (decision 13), whatever the coupon's minimum.
    if (nothingLeft) await locked.tx.delete(couponUses).where(eq(couponUses.orderId, order.id));
    let refundedPaise = 0;
    if (wasPaid) {
      refundedPaise = await this.refunds.giveBack(locked.tx, order, {
        reason: 'cancelled',
        items: cancelled,
        withDelivery: nothingLeft,
      });
    }
    await this.tell(locked, { kind: 'cancelled', items: cancelled, refundedPaise });
    return refundedPaise;
  }

  /**
   * Moves items from the status each was read in to `to`, by a conditional update, and keeps the
   * locked order's items and payment status in step. Returns the items that moved.
   */
  private async move(
    locked: LockedOrder,
    items: readonly OrderItemRow[],
    to: TrackingStatus,
  ): Promise<OrderItemRow[]> {
    const moved: OrderItemRow[] = [];
    const now = this.days.now();
    for (const item of items) {
      const [row] = await locked.tx
        .update(orderItems)
        .set({
          trackingStatus: to,
          updatedAt: now,
          ...(to === 'DELIVERED' ? { deliveredAt: now } : {}),
        })
        .where(and(eq(orderItems.id, item.id), eq(orderItems.trackingStatus, item.trackingStatus)))
        .returning();
      if (row) moved.push(row);
    }
    locked.items = locked.items.map((item) => moved.find((row) => row.id === item.id) ?? item);
    await this.settlePaymentStatus(locked);
    return moved;
  }

  /**
   * A cash order is paid once every item left has reached the customer; a paid order whose every
   * item was cancelled or returned has had its money back; an unpaid card order with nothing
   * left waits for no payment.
   */
  private async settlePaymentStatus(locked: LockedOrder): Promise<void> {
    const { order, items } = locked;
    const remaining = items.filter((item) => item.trackingStatus !== 'CANCELLED');
    let next: Partial<typeof orders.$inferInsert> | undefined;
    if (
      order.paymentMethod === 'COD' &&
      order.paymentStatus === 'Pending' &&
      remaining.length > 0 &&
      remaining.every((item) => REACHED_CUSTOMER.includes(item.trackingStatus))
    ) {
      next = { paymentStatus: 'Paid' };
    } else if (
      order.paymentStatus === 'Paid' &&
      items.every((item) => GIVEN_BACK.includes(item.trackingStatus))
    ) {
      next = { paymentStatus: 'Refunded' };
    } else if (remaining.length === 0 && order.paymentDueAt !== null) {
      next = { paymentDueAt: null };
    }
    if (!next) return;
    const [row] = await locked.tx
      .update(orders)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    locked.order = row!;
  }

  // ------------------------------------------------------------------ plumbing

  private async adminChange(
    orderId: string,
    message: string,
    work: (locked: LockedOrder) => Promise<void>,
  ): Promise<{ success: true; message: string; order: AdminOrder }> {
    return this.change(
      { orderId },
      async (locked) => {
        await work(locked);
        return {
          success: true as const,
          message,
          order: await this.reads.adminView(locked.tx, locked.order),
        };
      },
      ADMIN_ORDER_MESSAGES.notFound,
    );
  }

  /** Runs `work` in one transaction on the locked order; the caller's own when `ownerId` is set. */
  private async change<T>(
    target: { orderId: string; ownerId?: string },
    work: (locked: LockedOrder) => Promise<T>,
    notFoundMessage: string = ORDER_DETAIL_MESSAGES.notFound,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, target);
      if (!locked) throw notFound(notFoundMessage);
      return work(locked);
    });
  }

  private async lock(
    tx: Tx,
    target: { orderId: string; ownerId?: string },
  ): Promise<LockedOrder | undefined> {
    if (!isUuid(target.orderId)) return undefined;
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, target.orderId),
          target.ownerId ? eq(orders.userId, target.ownerId) : undefined,
        ),
      )
      .for('update');
    if (!order) return undefined;
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    return { tx, order, items };
  }

  private itemById(locked: LockedOrder, itemId: string): OrderItemRow {
    const item = locked.items.find((candidate) => candidate.id === itemId);
    if (!item) throw notFound(ORDER_DETAIL_MESSAGES.itemNotFound);
    return item;
  }

  /** An item by its own id, or by its product's id when that product has exactly one line. */
  private itemByRef(locked: LockedOrder, ref: string): OrderItemRow {
    const byId = locked.items.find((item) => item.id === ref);
    if (byId) return byId;
    const byProduct = locked.items.filter((item) => item.productId === ref);
    if (byProduct.length > 1) throw conflict(ADMIN_ORDER_MESSAGES.ambiguousProduct);
    if (byProduct.length === 0) throw notFound(ADMIN_ORDER_MESSAGES.productNotFound);
    return byProduct[0]!;
  }

  /** Mails the customer about a change; queued in the same transaction, so sent once. */
  private async tell(locked: LockedOrder, event: AftercareEvent): Promise<void> {
    if (event.items.length === 0) return;
    const [customer] = await locked.tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, locked.order.userId));
    if (!customer) return;
    await this.mail.enqueue(
      locked.tx,
      aftercareMail(customer, locked.order, event, this.options.publicUrl),
    );
  }
}
