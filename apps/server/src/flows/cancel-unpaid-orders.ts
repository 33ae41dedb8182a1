import type { Tx } from '../db/client';
import { lockSizes, releaseStock } from '../modules/catalog/stock-reservations';
import type { OrderRow } from '../modules/orders/order-reads';
import type { OrderPaymentState } from '../modules/orders/payment-state';

/**
 * Cancels card orders whose payment window closed (one, or a batch of the sweep's), in the
 * caller's transaction with their rows locked: their items, their stock back, their coupons free
 * to use again. Their payment is Failed, and no window is left. Every size of the whole batch is
 * locked first, in the one lock order, before anything changes, so a batch never crosses an order
 * being placed over the same sizes (decision 12). Each shopper is mailed why. The payments module
 * voids the orders' gateway orders after this (`expireUnpaidOrders`).
 */
export async function cancelUnpaidOrders(
  orders: OrderPaymentState,
  tx: Tx,
  unpaid: readonly OrderRow[],
): Promise<void> {
  if (unpaid.length === 0) return;
  const ids = unpaid.map((order) => order.id);
  await lockSizes(tx, await orders.openItemsOf(tx, ids));
  const items = await orders.cancelOpenItems(tx, ids);
  await releaseStock(tx, items);
  await orders.closeUnpaid(tx, ids);
  for (const order of unpaid) {
    const its = items.filter((item) => item.orderId === order.id);
    if (its.length > 0) await orders.mailWindowClosed(tx, order, its);
  }
}
