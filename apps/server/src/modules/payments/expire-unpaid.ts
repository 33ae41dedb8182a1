import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gatewayPayments } from '../../db/schema';
import type { OrderRow } from '../orders';
import type { OrderSettlement, PaymentOrders } from './paid-orders';

/**
 * Settles card orders whose payment window closed, in the caller's transaction with each order's
 * row already locked: the orders are cancelled with their stock put back (all their sizes locked
 * first, across the batch) and their gateway orders voided, so a payment that still arrives is
 * given back, never applied. The sweep settles its batches with it, and every other path that
 * touches such an order first (retry, verify, webhook, opening the payment) through
 * `settleIfExpired`, so an order is settled the same way, once, whoever comes first.
 */
export async function expireUnpaidOrders(
  tx: Tx,
  settlement: Pick<OrderSettlement, 'cancelUnpaid'>,
  overdue: readonly OrderRow[],
): Promise<void> {
  if (overdue.length === 0) return;
  await settlement.cancelUnpaid(tx, overdue);
  await tx
    .update(gatewayPayments)
    .set({ status: 'voided', failureReason: 'payment window closed', updatedAt: new Date() })
    .where(
      and(
        inArray(
          gatewayPayments.orderId,
          overdue.map((order) => order.id),
        ),
        inArray(gatewayPayments.status, ['created', 'failed']),
      ),
    );
}

/**
 * The order (locked by the caller) as it stands once settled: unchanged while it may still be
 * paid, cancelled first when its window has closed.
 */
export async function settleIfExpired(
  tx: Tx,
  orders: Pick<PaymentOrders, 'find' | 'paymentWindowClosed'>,
  settlement: Pick<OrderSettlement, 'cancelUnpaid'>,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  if (!orders.paymentWindowClosed(order, now)) return order;
  await expireUnpaidOrders(tx, settlement, [order]);
  return (await orders.find(tx, order.id)) ?? order;
}
