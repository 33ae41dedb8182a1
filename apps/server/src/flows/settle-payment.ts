import type { Tx } from '../db/client';
import type { OrderPaymentState } from '../modules/orders/payment-state';
import type { CancelItems } from './cancel-items';

export interface SettlePaymentDeps {
  orders: Pick<OrderPaymentState, 'markPaid'>;
  cancelling: Pick<CancelItems, 'refundCancelledAfterPayment'>;
}

/**
 * A card order's payment was applied (ARCHITECTURE §7, card orders), in the payment's own
 * transaction with the order locked: the order is paid, once; and items the shopper cancelled
 * while the payment was on its way are refunded to the wallet, since the payment covered them.
 */
export async function settlePayment(
  deps: SettlePaymentDeps,
  tx: Tx,
  orderId: string,
): Promise<void> {
  await deps.orders.markPaid(tx, orderId);
  await deps.cancelling.refundCancelledAfterPayment(tx, orderId);
}
