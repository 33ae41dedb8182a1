import type { Tx } from '../../db/client';
import type { WalletService } from '../wallet/service';
import type { OrderItemRow, OrderRow } from './order-reads';

/** What an item was paid for: its line total less its own share of the discount, stored at placement. */
export const itemValuePaise = (
  item: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
) => item.unitPricePaise * item.quantity - item.discountPaise;

/**
 * What items of an order are worth when their money goes back, and the wallet credit that gives it
 * back. Each item is worth what was paid for it (`itemValuePaise`): the share of the discount it
 * carried was fixed when the order was placed, so an item is worth the same whenever, and in
 * whatever company, it is refunded, and all of them add up to what was paid for the goods.
 */
export class OrderRefunds {
  constructor(private readonly wallet: WalletService) {}

  valueOf(items: readonly OrderItemRow[]): number {
    return items.reduce((sum, item) => sum + itemValuePaise(item), 0);
  }

  /** Credits the shopper's wallet; nothing happens for a zero amount. */
  async credit(tx: Tx, order: OrderRow, amountPaise: number, description: string): Promise<void> {
    if (amountPaise <= 0) return;
    await this.wallet.credit(tx, order.userId, { amountPaise, description, orderId: order.id });
  }
}
