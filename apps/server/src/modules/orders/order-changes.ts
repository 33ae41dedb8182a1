import { and, asc, eq } from 'drizzle-orm';
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_DETAIL_MESSAGES,
  type AdminOrder,
  type PlacedOrder,
  type TrackingStatus,
} from '@littleloom/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { couponUses, orderItems, orders, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import { isUuid } from '../../lib/uuid';
import type { MailMessage } from '../../platform/mail';
import { aftercareMail, type AftercareEvent } from './aftercare-mails';
import type { OrderItemRow, OrderReads, OrderRow } from './order-reads';

/** An order locked for a change, with all its items as they stand. */
export interface LockedOrder {
  tx: Tx;
  order: OrderRow;
  items: OrderItemRow[];
}

/** Which order to lock: the caller's own when `ownerId` is set. */
export interface OrderTarget {
  orderId: string;
  ownerId?: string;
}

/** Where the order's mails are queued (the mail queue), in the change's own transaction. */
export interface OrderMailer {
  enqueue(db: DbOrTx, mail: MailMessage): Promise<void>;
}

/** Statuses of an item that has reached the customer (what makes a cash order paid). */
const REACHED_CUSTOMER: readonly TrackingStatus[] = [
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
  'RETURNED',
];

/** Statuses whose money, if any was paid, has gone back. */
const GIVEN_BACK: readonly TrackingStatus[] = ['CANCELLED', 'RETURNED'];

/**
 * What happens to an order after checkout, as far as the order itself goes (ARCHITECTURE §7):
 * the flows that ship, cancel, return and refund call these inside their transaction. Every change
 * locks the order's row first, so the shopper and the admin (or two tabs) changing the same order
 * take turns; each item then moves only by a conditional update from the status it was read in,
 * so stock and money move once.
 */
export class OrderChanges {
  constructor(
    private readonly days: ShopDays,
    private readonly reads: OrderReads,
    private readonly mail: OrderMailer,
    private readonly options: { publicUrl: string },
  ) {}

  /** The order locked with its items; undefined when there is no such order (or not the owner's). */
  async lock(tx: Tx, target: OrderTarget): Promise<LockedOrder | undefined> {
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

  /** As `lock`, but an order that is not there is answered 404 with `notFoundMessage`. */
  async lockFound(
    tx: Tx,
    target: OrderTarget,
    notFoundMessage: string = ORDER_DETAIL_MESSAGES.notFound,
  ): Promise<LockedOrder> {
    const locked = await this.lock(tx, target);
    if (!locked) throw notFound(notFoundMessage);
    return locked;
  }

  itemById(locked: LockedOrder, itemId: string): OrderItemRow {
    const item = locked.items.find((candidate) => candidate.id === itemId);
    if (!item) throw notFound(ORDER_DETAIL_MESSAGES.itemNotFound);
    return item;
  }

  /** An item by its own id, or by its product's id when that product has exactly one line. */
  itemByRef(locked: LockedOrder, ref: string): OrderItemRow {
    const byId = locked.items.find((item) => item.id === ref);
    if (byId) return byId;
    const byProduct = locked.items.filter((item) => item.productId === ref);
    if (byProduct.length > 1) throw conflict(ADMIN_ORDER_MESSAGES.ambiguousProduct);
    if (byProduct.length === 0) throw notFound(ADMIN_ORDER_MESSAGES.productNotFound);
    return byProduct[0]!;
  }

  /**
   * Moves items from the status each was read in to `to`, by a conditional update, and keeps the
   * locked order's items and payment status in step. Returns the items that moved.
   */
  async move(
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
    this.replaceItems(locked, moved);
    await this.settlePaymentStatus(locked);
    return moved;
  }

  /** Rows written elsewhere in the transaction (an invoice listing them) replace the read ones. */
  replaceItems(locked: LockedOrder, rows: readonly OrderItemRow[]): void {
    locked.items = locked.items.map((item) => rows.find((row) => row.id === item.id) ?? item);
  }

  /** A rejected return keeps its reason with the item; the shopper is mailed it. */
  async keepRejectionReason(
    locked: LockedOrder,
    items: readonly OrderItemRow[],
    reason: string,
  ): Promise<void> {
    for (const row of items) {
      await locked.tx
        .update(orderItems)
        .set({ returnRejectionReason: reason })
        .where(eq(orderItems.id, row.id));
    }
  }

  /** The order's one Process Refund is done. */
  async markRefundProcessed(locked: LockedOrder): Promise<void> {
    const [marked] = await locked.tx
      .update(orders)
      .set({ refundProcessed: true, updatedAt: new Date() })
      .where(eq(orders.id, locked.order.id))
      .returning();
    locked.order = marked!;
  }

  /**
   * An order cancelled whole used nothing: its coupon may be used again. A part of it kept keeps
   * the discount it was given (decision 13), whatever the coupon's minimum.
   */
  async freeCouponIfNothingLeft(locked: LockedOrder): Promise<void> {
    if (this.nothingLeft(locked)) {
      await locked.tx.delete(couponUses).where(eq(couponUses.orderId, locked.order.id));
    }
  }

  /** Nothing of the order travels any more: every item is cancelled. */
  nothingLeft(locked: LockedOrder): boolean {
    return locked.items.every((item) => item.trackingStatus === 'CANCELLED');
  }

  /** Mails the customer about a change; queued in the same transaction, so sent once. */
  async tell(locked: LockedOrder, event: AftercareEvent): Promise<void> {
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

  /** The order as its shopper reads it. */
  view(locked: LockedOrder): Promise<PlacedOrder> {
    return this.reads.view(locked.tx, locked.order);
  }

  /** The order as the back office reads it. */
  adminView(locked: LockedOrder): Promise<AdminOrder> {
    return this.reads.adminView(locked.tx, locked.order);
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
}
