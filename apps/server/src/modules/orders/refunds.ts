import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { orderLineName } from '@littleloom/shared';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx, Tx } from '../../db/client';
import { orderRefunds } from '../../db/schema';
import type { OrderItemRow, OrderRow } from './order-reads';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The refunds of an order, oldest first. */
export function refundsOf(db: DbOrTx, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** What an item was paid for: its line total less its own share of the discount, stored at placement. */
export const itemValuePaise = (
  item: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
) => item.unitPricePaise * item.quantity - item.discountPaise;

/** Where refunds go: the shopper's wallet (the wallet service), in the refund's transaction. */
export interface RefundWallet {
  credit(
    tx: Tx,
    userId: string,
    entry: { amountPaise: number; description: string; orderId: string },
  ): Promise<{ transactionId: string }>;
}

/** Counts refunds once they are committed (the shop's metrics); nothing is counted without it. */
export interface RefundCounter {
  refundMade(reason: 'cancelled' | 'returned'): void;
}

const uncounted: RefundCounter = { refundMade: () => undefined };

/**
 * What items of an order are worth when their money goes back, and the wallet credit that gives it
 * back. Each item is worth what was paid for it (`itemValuePaise`): the share of the discount it
 * carried was fixed when the order was placed, so an item is worth the same whenever, and in
 * whatever company, it is refunded, and all of them add up to what was paid for the goods.
 */
export class OrderRefunds {
  constructor(
    private readonly wallet: RefundWallet,
    private readonly metrics: RefundCounter = uncounted,
  ) {}

  /**
   * The order's refund of returns made within the last `seconds`, if there is one. Timed by the
   * database's clock, which stamped the refund.
   */
  async latestReturnRefund(
    tx: Tx,
    orderId: string,
    seconds: number,
  ): Promise<OrderRefundRow | undefined> {
    const [row] = await tx
      .select()
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.orderId, orderId),
          eq(orderRefunds.reason, 'returned'),
          sql`${orderRefunds.createdAt} > clock_timestamp() - make_interval(secs => ${seconds})`,
        ),
      )
      .orderBy(desc(orderRefunds.createdAt))
      .limit(1);
    return row;
  }

  valueOf(items: readonly OrderItemRow[]): number {
    return items.reduce((sum, item) => sum + itemValuePaise(item), 0);
  }

  /**
   * Gives back what `items` were paid for, and the delivery charge with them when nothing of the
   * order travels any more: a credit to the shopper's wallet and the order's record of the refund
   * (which items, what each gave back), in the caller's transaction. Answers the amount; nothing
   * happens for nothing.
   */
  async giveBack(
    tx: Tx,
    order: OrderRow,
    back: {
      reason: 'cancelled' | 'returned';
      items: readonly OrderItemRow[];
      withDelivery: boolean;
    },
  ): Promise<number> {
    const deliveryPaise = back.withDelivery ? order.deliveryChargePaise : 0;
    const amountPaise = this.valueOf(back.items) + deliveryPaise;
    if (amountPaise <= 0) return 0;
    const { transactionId } = await this.wallet.credit(tx, order.userId, {
      amountPaise,
      description: `Refund for ${back.reason} items of order ${order.orderNumber}`,
      orderId: order.id,
    });
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      reason: back.reason,
      amountPaise,
      deliveryPaise,
      items: back.items.map((item) => ({
        itemId: item.id,
        name: orderLineName(item),
        size: item.size,
        quantity: item.quantity,
        amountPaise: itemValuePaise(item),
      })),
      walletTransactionId: transactionId,
    });
    afterCommit(tx, () => this.metrics.refundMade(back.reason));
    return amountPaise;
  }
}
