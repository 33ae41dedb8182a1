import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { couponUses, orderItems, orders, users } from '../../db/schema';
import { aftercareMail } from './aftercare-mails';
import type { OrderMailer } from './order-changes';
import type { OrderItemRow, OrderReads } from './order-reads';
import { UNPAID, mayStillBePaid, paymentWindowClosed } from './payment-window';

export type OrderRow = typeof orders.$inferSelect;

/**
 * How an order's payment moves: the payments module calls these inside its own transactions, so
 * a gateway payment and the order it pays change together.
 */
export interface PaymentStateOptions {
  publicUrl: string;
  paymentWindowMinutes: number;
}

export class OrderPaymentState {
  constructor(
    private readonly reads: OrderReads,
    private readonly mail: OrderMailer,
    private readonly options: PaymentStateOptions,
  ) {}

  /** The caller's own order, locked; undefined when there is none. */
  async lockOwn(tx: Tx, userId: string, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    return row;
  }

  async find(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  }

  async lock(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** True when every item of the order was cancelled (an unpaid order past its window). */
  async isCancelled(db: DbOrTx, orderId: string): Promise<boolean> {
    const [open] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), ne(orderItems.trackingStatus, 'CANCELLED')))
      .limit(1);
    return open === undefined;
  }

  /** Paid, once: a paid order never goes back. */
  async markPaid(tx: Tx, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', paymentDueAt: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, UNPAID)));
  }

  /** The money of a cancelled order arrived anyway and went to the wallet. */
  async markRefunded(tx: Tx, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ paymentStatus: 'Refunded', paymentDueAt: null, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  }

  async markFailed(tx: Tx, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ paymentStatus: 'Failed', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['Pending', 'Processing'])));
  }

  /** A new try: the order waits again, within the window it was given when placed. */
  async markRetrying(tx: Tx, orderId: string): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'Processing', updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    return row!;
  }

  /** The order as the API sends it. */
  view(db: DbOrTx, order: OrderRow) {
    return this.reads.view(db, order);
  }

  /**
   * Card orders still unpaid when their window closed, locked for this caller only: several
   * server processes can sweep at once without taking the same order.
   */
  async lockOverdue(tx: Tx, now: Date, limit: number): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'razorpay'),
          inArray(orders.paymentStatus, UNPAID),
          isNotNull(orders.paymentDueAt),
          lte(orders.paymentDueAt, now),
        ),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** A card order that may still be paid (`mayStillBePaid`). */
  mayStillBePaid(order: OrderRow, wholeCancelled: boolean, now: Date): boolean {
    return mayStillBePaid(order, wholeCancelled, now);
  }

  /** A card order still unpaid once its window has closed (`paymentWindowClosed`). */
  paymentWindowClosed(order: OrderRow, now: Date): boolean {
    return paymentWindowClosed(order, now);
  }

  /** The open items of unpaid orders: what cancelling them gives back to stock. */
  async openItemsOf(tx: Tx, orderIds: readonly string[]) {
    return tx
      .select({
        productId: orderItems.productId,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(this.openOf(orderIds));
  }

  /** Cancels the open items of unpaid orders; answers them. */
  async cancelOpenItems(tx: Tx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
    return tx
      .update(orderItems)
      .set({ trackingStatus: 'CANCELLED', updatedAt: new Date() })
      .where(this.openOf(orderIds))
      .returning();
  }

  /**
   * Unpaid orders whose window closed, their items cancelled: their coupons are free to use again,
   * their payment is Failed, and no window is left.
   */
  async closeUnpaid(tx: Tx, orderIds: string[]): Promise<void> {
    await tx.delete(couponUses).where(inArray(couponUses.orderId, orderIds));
    await tx
      .update(orders)
      .set({ paymentStatus: 'Failed', paymentDueAt: null, updatedAt: new Date() })
      .where(inArray(orders.id, orderIds));
  }

  private openOf(orderIds: readonly string[]) {
    return and(
      inArray(orderItems.orderId, [...orderIds]),
      eq(orderItems.trackingStatus, 'PENDING'),
    );
  }

  /**
   * The shopper is mailed why their order was cancelled, in the same transaction, so once:
   * without it the order would just turn up cancelled.
   */
  async mailWindowClosed(tx: Tx, order: OrderRow, items: OrderItemRow[]): Promise<void> {
    const [customer] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!customer) return;
    await this.mail.enqueue(
      tx,
      aftercareMail(
        customer,
        order,
        { kind: 'paymentWindowClosed', items, windowMinutes: this.options.paymentWindowMinutes },
        this.options.publicUrl,
      ),
    );
  }
}
