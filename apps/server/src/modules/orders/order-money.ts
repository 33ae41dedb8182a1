import {
  toRupees,
  type OrderMoney,
  type OrderPaymentIn,
  type OrderRefundOut,
} from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import type { CapturedOrderPayment } from '../payments';
import type { OrderItemRow, OrderReads, OrderRow } from './order-reads';
import { itemValuePaise, refundsOf, type OrderRefundRow } from './refunds';

const sumPaise = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * What came in for an order. A wallet order is paid when placed; a cash order when everything
 * left reached the customer, for what was left then (cancelled items were never paid for, the
 * delivery charge was); a card order by each payment the gateway captured for it. A card order
 * marked paid with no captured payment on record (orders from before payments were recorded, the
 * demo shop's) was paid its final price when placed.
 */
function paymentsIn(
  order: OrderRow,
  items: readonly OrderItemRow[],
  captured: readonly CapturedOrderPayment[],
): { paise: number; payment: OrderPaymentIn }[] {
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded';
  const whole = (method: OrderPaymentIn['method']) => ({
    paise: order.finalPricePaise,
    payment: {
      amount: toRupees(order.finalPricePaise),
      method,
      paidAt: order.createdAt.toISOString(),
      paymentId: null,
    },
  });
  switch (order.paymentMethod) {
    case 'Wallet':
      return [whole('wallet')];
    case 'COD': {
      if (!paid) return [];
      const kept = items.filter((item) => item.trackingStatus !== 'CANCELLED');
      const paise = sumPaise(kept.map(itemValuePaise)) + order.deliveryChargePaise;
      const deliveries = kept.flatMap((item) =>
        item.deliveredAt ? [item.deliveredAt.getTime()] : [],
      );
      return [
        {
          paise,
          payment: {
            amount: toRupees(paise),
            method: 'cash',
            paidAt: deliveries.length > 0 ? new Date(Math.max(...deliveries)).toISOString() : null,
            paymentId: null,
          },
        },
      ];
    }
    case 'razorpay': {
      const recorded = captured.map((payment) => ({
        paise: payment.amountPaise,
        payment: {
          amount: toRupees(payment.amountPaise),
          method: 'card' as const,
          paidAt: payment.capturedAt.toISOString(),
          paymentId: payment.paymentId,
        },
      }));
      const unrecorded =
        !captured.some((payment) => payment.applied) &&
        (order.paymentStatus === 'Paid' ||
          (order.paymentStatus === 'Refunded' && captured.length === 0));
      return unrecorded ? [whole('card'), ...recorded] : recorded;
    }
  }
}

/** A refund to the wallet, with the items it was for. */
function walletRefund(row: OrderRefundRow): { paise: number; refund: OrderRefundOut } {
  return {
    paise: row.amountPaise,
    refund: {
      amount: toRupees(row.amountPaise),
      to: 'wallet',
      state: 'done',
      at: row.createdAt.toISOString(),
      reason: row.reason,
      detail: null,
      items: (row.items ?? []).map((item) => ({
        itemId: item.itemId,
        name: item.name,
        size: item.size,
        quantity: item.quantity,
        amount: toRupees(item.amountPaise),
      })),
      delivery: toRupees(row.deliveryPaise),
    },
  };
}

/** A captured payment the order did not need, on its way back or back (to the card or wallet). */
function paymentGivenBack(payment: CapturedOrderPayment): {
  paise: number;
  refund: OrderRefundOut;
} {
  const done = payment.givenBack === 'card' || payment.givenBack === 'wallet';
  return {
    paise: payment.amountPaise,
    refund: {
      amount: toRupees(payment.amountPaise),
      to: payment.givenBack === 'wallet' ? 'wallet' : 'card',
      state: done ? 'done' : 'pending',
      at: (done ? payment.settledAt : payment.capturedAt).toISOString(),
      reason: 'payment not needed',
      detail: payment.reason,
      items: [],
      delivery: 0,
    },
  };
}

/**
 * The money an order moved: each payment in, each refund out (items' refunds to the wallet from
 * the order's refund records, and card payments it did not need from the payments module), what
 * is left with the shop, and what approved returns still wait to be refunded. Worked out here,
 * once, from what was recorded when the money moved; the pages only show it.
 */
export function orderMoney(
  order: OrderRow,
  items: readonly OrderItemRow[],
  refunds: readonly OrderRefundRow[],
  captured: readonly CapturedOrderPayment[],
): OrderMoney {
  const payments = paymentsIn(order, items, captured);
  const out = [
    ...refunds.map(walletRefund),
    ...captured.filter((payment) => !payment.applied).map(paymentGivenBack),
  ].sort((a, b) => a.refund.at.localeCompare(b.refund.at));
  const paidPaise = sumPaise(payments.map((entry) => entry.paise));
  const refundedPaise = sumPaise(out.map((entry) => entry.paise));
  return {
    paid: toRupees(paidPaise),
    payments: payments.map((entry) => entry.payment),
    refunded: toRupees(refundedPaise),
    refunds: out.map((entry) => entry.refund),
    left: toRupees(paidPaise - refundedPaise),
    refundDue: toRupees(
      sumPaise(
        items.filter((item) => item.trackingStatus === 'RETURN_APPROVED').map(itemValuePaise),
      ),
    ),
  };
}

/** The order's money, read from its items, its refunds and its captured payments. */
export async function readOrderMoney(
  db: DbOrTx,
  reads: OrderReads,
  order: OrderRow,
  captured: readonly CapturedOrderPayment[],
): Promise<OrderMoney> {
  const [items, refunds] = await Promise.all([
    reads.itemsOf(db, [order.id]),
    refundsOf(db, order.id),
  ]);
  return orderMoney(order, items, refunds, captured);
}
