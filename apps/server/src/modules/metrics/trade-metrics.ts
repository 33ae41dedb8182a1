import { Counter, type Registry } from 'prom-client';
import type { OrderPaymentMethod } from '@littleloom/shared';

/** What became of a captured card payment: it paid what it was for, or it is being given back. */
const CAPTURED_PAYMENT_OUTCOMES = ['applied', 'given_back'] as const;
export type CapturedPaymentOutcome = (typeof CAPTURED_PAYMENT_OUTCOMES)[number];

const REFUND_REASONS = ['cancelled', 'returned'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * The shop's trade as counted for Prometheus. Each is called once its transaction has committed
 * (`afterCommit`), never for a change rolled back or a repeat answered from a stored reply.
 */
export interface TradeMetrics {
  orderPlaced(paymentMethod: OrderPaymentMethod): void;
  paymentCaptured(purpose: 'order' | 'wallet_topup', outcome: CapturedPaymentOutcome): void;
  /** Money of an order given back to the shopper's wallet: cancelled paid items, or returns. */
  refundMade(reason: RefundReason): void;
}

/** For trade that is not counted: a shop without metrics, and the demo shop's past. */
export const uncountedTrade: TradeMetrics = {
  orderPlaced: () => undefined,
  paymentCaptured: () => undefined,
  refundMade: () => undefined,
};

const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  Razorpay: 'card',
  COD: 'cod',
  Wallet: 'wallet',
};

const PURPOSE_LABELS = { order: 'order', wallet_topup: 'wallet_top_up' } as const;

export function tradeMetrics(registry: Registry): TradeMetrics {
  const ordersPlaced = new Counter({
    name: 'littleloom_orders_placed_total',
    help: 'Orders placed, by payment method (card, cod, wallet)',
    labelNames: ['payment_method'],
    registers: [registry],
  });
  const paymentsCaptured = new Counter({
    name: 'littleloom_payments_captured_total',
    help: 'Card payments captured, by what they paid (order, wallet_top_up) and outcome (applied, given_back)',
    labelNames: ['purpose', 'outcome'],
    registers: [registry],
  });
  const refunds = new Counter({
    name: 'littleloom_refunds_total',
    help: "Refunds of orders to the shopper's wallet, by reason (cancelled, returned)",
    labelNames: ['reason'],
    registers: [registry],
  });
  // Every series starts at 0, so the first order after a start shows as an increase.
  for (const method of Object.values(PAYMENT_METHOD_LABELS)) {
    ordersPlaced.inc({ payment_method: method }, 0);
  }
  for (const purpose of Object.values(PURPOSE_LABELS)) {
    for (const outcome of CAPTURED_PAYMENT_OUTCOMES) paymentsCaptured.inc({ purpose, outcome }, 0);
  }
  for (const reason of REFUND_REASONS) refunds.inc({ reason }, 0);
  return {
    orderPlaced: (paymentMethod) =>
      ordersPlaced.inc({ payment_method: PAYMENT_METHOD_LABELS[paymentMethod] }),
    paymentCaptured: (purpose, outcome) =>
      paymentsCaptured.inc({ purpose: PURPOSE_LABELS[purpose], outcome }),
    refundMade: (reason) => refunds.inc({ reason }),
  };
}
