import type { PlacedOrder } from '@littleloom/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { OrderRow } from '../orders';

/**
 * What card payments ask of the orders they pay, inside their own transactions, so a gateway
 * payment and the order it pays change together (the orders' payment state answers it).
 */
export interface PaymentOrders {
  lock(tx: Tx, orderId: string): Promise<OrderRow | undefined>;
  /** The caller's own order, locked; undefined when there is none. */
  lockOwn(tx: Tx, userId: string, orderId: string): Promise<OrderRow | undefined>;
  find(db: DbOrTx, orderId: string): Promise<OrderRow | undefined>;
  /** True when every item of the order was cancelled. */
  isCancelled(db: DbOrTx, orderId: string): Promise<boolean>;
  markRefunded(tx: Tx, orderId: string): Promise<void>;
  markFailed(tx: Tx, orderId: string): Promise<void>;
  markRetrying(tx: Tx, orderId: string): Promise<OrderRow>;
  view(db: DbOrTx, order: OrderRow): Promise<PlacedOrder>;
  /** Card orders still unpaid when their window closed, locked for this caller only. */
  lockOverdue(tx: Tx, now: Date, limit: number): Promise<OrderRow[]>;
  /** A card order that may still be paid: unpaid, not wholly cancelled, within its window. */
  mayStillBePaid(order: OrderRow, wholeCancelled: boolean, now: Date): boolean;
  /** A card order still unpaid once its payment window has closed. */
  paymentWindowClosed(order: OrderRow, now: Date): boolean;
}

/**
 * What a payment's outcome does to its order beyond the order's own state: work spanning modules
 * (stock, wallet, mail), so the flows answer it, in the payment's transaction.
 */
export interface OrderSettlement {
  /** The order's payment arrived: it is paid, and items cancelled meanwhile are refunded. */
  settlePaid(tx: Tx, orderId: string): Promise<void>;
  /** Card orders whose payment window closed are cancelled, their stock put back. */
  cancelUnpaid(tx: Tx, unpaid: readonly OrderRow[]): Promise<void>;
}

/** The shopper's wallet, as payments credit and read it (the wallet service). */
export interface PaymentWallet {
  balancePaise(db: DbOrTx, userId: string): Promise<number>;
  credit(
    tx: Tx,
    userId: string,
    entry: {
      amountPaise: number;
      description: string;
      orderId?: string;
      gatewayPaymentId?: string;
    },
  ): Promise<{ transactionId: string }>;
}

/** Counts captured payments once committed (the shop's metrics); nothing is counted without it. */
export interface CaptureCounter {
  paymentCaptured(purpose: 'order' | 'wallet_topup', outcome: 'applied' | 'given_back'): void;
}

export const uncountedCaptures: CaptureCounter = { paymentCaptured: () => undefined };
