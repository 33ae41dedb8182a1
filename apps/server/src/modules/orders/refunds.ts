import { lineValuesAfterDiscount } from '@littleloom/shared';
import type { Tx } from '../../db/client';
import type { WalletService } from '../wallet/service';
import type { OrderItemRow, OrderRow } from './order-reads';

/**
 * What each item of an order is worth when its money goes back, and the wallet credit that gives
 * it back. An item is worth its line total less its share of the order's discount; the shares are
 * fixed by the order alone (all its lines, in their stored order), so an item is worth the same
 * whenever, and in whatever company, it is refunded, and all of them add up to what was paid for
 * the goods.
 */
export class OrderRefunds {
  constructor(private readonly wallet: WalletService) {}

  /** Paise per item id; `items` must be every line of the order, in stored order. */
  valuesOf(order: OrderRow, items: readonly OrderItemRow[]): Map<string, number> {
    const values = lineValuesAfterDiscount(
      items.map((item) => item.unitPricePaise * item.quantity),
      order.discountPaise,
    );
    return new Map(items.map((item, index) => [item.id, values[index]!]));
  }

  valueOfSome(
    order: OrderRow,
    items: readonly OrderItemRow[],
    some: readonly { id: string }[],
  ): number {
    const values = this.valuesOf(order, items);
    return some.reduce((sum, item) => sum + (values.get(item.id) ?? 0), 0);
  }

  /** Credits the shopper's wallet; nothing happens for a zero amount. */
  async credit(tx: Tx, order: OrderRow, amountPaise: number, description: string): Promise<void> {
    if (amountPaise <= 0) return;
    await this.wallet.credit(tx, order.userId, { amountPaise, description, orderId: order.id });
  }
}
