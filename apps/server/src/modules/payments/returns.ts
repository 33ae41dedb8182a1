import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toRupees, type ReturnedPayment } from '@littleloom/shared';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { capturedPayments, orders, type gatewayPayments } from '../../db/schema';
import { RefundRefused, type PaymentGateway } from '../../platform/payments';
import type { PaymentWallet } from './paid-orders';

type CapturedPaymentRow = typeof capturedPayments.$inferSelect;
type GatewayOrderRow = typeof gatewayPayments.$inferSelect;

/** How long a claimed refund is left to the process that claimed it before another may try. */
const CLAIM_SECONDS = 300;
const FIRST_RETRY_SECONDS = 30;
const BATCH_SIZE = 10;
const POLL_MS = 60_000;

/** Seconds before the next try at a refund the gateway could not be reached for; at most an hour. */
const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), 3600);

const STATUS_SHOWN: Record<CapturedPaymentRow['outcome'], ReturnedPayment['status']> = {
  applied: 'pending',
  refund_due: 'pending',
  refunded: 'refunded',
  credited: 'credited',
};

/** A payment captured for an order, and what became of it (the order's money reads these). */
export interface CapturedOrderPayment {
  paymentId: string;
  amountPaise: number;
  /** It paid the order; otherwise it is given back. */
  applied: boolean;
  /** How a payment not applied goes back: on its way, refunded to the card, or to the wallet. */
  givenBack: 'pending' | 'card' | 'wallet' | null;
  /** Why it was not applied, in the shop's words; null when applied. */
  reason: string | null;
  capturedAt: Date;
  /** When it last changed: when it went back, once it has. */
  settledAt: Date;
}

const GIVEN_BACK: Record<CapturedPaymentRow['outcome'], CapturedOrderPayment['givenBack']> = {
  applied: null,
  refund_due: 'pending',
  refunded: 'card',
  credited: 'wallet',
};

export interface PaymentReturnsDeps {
  db: Database;
  gateway: PaymentGateway;
  wallet: Pick<PaymentWallet, 'credit'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Every captured payment, recorded once by its payment id, and the giving back of those the shop
 * did not apply. A payment not applied is written as `refund_due` in the capture's own transaction;
 * after it commits, the gateway is asked to refund it with the row's id as the idempotency key (a
 * retry after a lost reply gets the same refund, never a second). When the gateway refuses, the
 * money goes to the shopper's wallet instead, with a ledger line naming the payment. Any number of
 * server processes may work through them at once: rows are claimed with SKIP LOCKED.
 */
export class PaymentReturns {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;

  constructor(private readonly deps: PaymentReturnsDeps) {}

  /** True when this payment was captured before (applied or given back): a repeat changes nothing. */
  async isKnown(tx: Tx, paymentId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: capturedPayments.id })
      .from(capturedPayments)
      .where(eq(capturedPayments.paymentId, paymentId));
    return row !== undefined;
  }

  /** True when this payment was recorded as one to give back (it paid nothing). */
  async isGivenBack(db: DbOrTx, paymentId: string): Promise<boolean> {
    const [row] = await db
      .select({ outcome: capturedPayments.outcome })
      .from(capturedPayments)
      .where(eq(capturedPayments.paymentId, paymentId));
    return row !== undefined && row.outcome !== 'applied';
  }

  /** The payment that paid its gateway order. */
  async recordApplied(tx: Tx, gatewayOrder: GatewayOrderRow, paymentId: string): Promise<void> {
    await tx.insert(capturedPayments).values({
      ...this.capturedFrom(gatewayOrder, paymentId),
      outcome: 'applied',
    });
  }

  /** A payment the shop does not keep: refunded once this transaction commits (`wake`). */
  async recordToGiveBack(
    tx: Tx,
    gatewayOrder: GatewayOrderRow,
    paymentId: string,
    reason: string,
  ): Promise<void> {
    await tx.insert(capturedPayments).values({
      ...this.capturedFrom(gatewayOrder, paymentId),
      outcome: 'refund_due',
      reason,
    });
  }

  /** Every payment captured for an order, applied or not, oldest first. */
  async capturedFor(db: DbOrTx, orderId: string): Promise<CapturedOrderPayment[]> {
    const rows = await db
      .select()
      .from(capturedPayments)
      .where(eq(capturedPayments.orderId, orderId))
      .orderBy(asc(capturedPayments.createdAt));
    return rows.map((row) => ({
      paymentId: row.paymentId,
      amountPaise: row.amountPaise,
      applied: row.outcome === 'applied',
      givenBack: GIVEN_BACK[row.outcome],
      reason: row.reason,
      capturedAt: row.createdAt,
      settledAt: row.updatedAt,
    }));
  }

  /** The payments of an order that were given back or are on their way back, oldest first. */
  async forOrder(db: DbOrTx, orderId: string): Promise<ReturnedPayment[]> {
    const rows = await db
      .select()
      .from(capturedPayments)
      .where(and(eq(capturedPayments.orderId, orderId), ne(capturedPayments.outcome, 'applied')))
      .orderBy(asc(capturedPayments.createdAt));
    return rows.map((row) => ({
      paymentId: row.paymentId,
      amount: toRupees(row.amountPaise),
      reason: row.reason ?? '',
      status: STATUS_SHOWN[row.outcome],
      refundId: row.refundId,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  start(): void {
    this.timer ??= setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.running) await this.running;
  }

  /** Gives back what is due, without waiting for it (after a capture commits, and on a timer). */
  wake(): void {
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.runUntilIdle().finally(() => {
      this.running = undefined;
    });
  }

  /** Gives back everything due now and waits for it (tests). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.wake();
    await this.running;
  }

  private async runUntilIdle(): Promise<void> {
    try {
      do {
        this.runAgain = false;
        while ((await this.giveBackBatch()) === BATCH_SIZE);
      } while (this.runAgain);
    } catch (error) {
      this.deps.log.error({ err: error }, 'payments to give back could not be read');
    }
  }

  /** Claims up to a batch of due refunds, makes them, and says how many it claimed. */
  private async giveBackBatch(): Promise<number> {
    const { db } = this.deps;
    const due = db
      .select({ id: capturedPayments.id })
      .from(capturedPayments)
      .where(
        and(
          eq(capturedPayments.outcome, 'refund_due'),
          lte(capturedPayments.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(capturedPayments.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(capturedPayments)
      .set({
        attempts: sql`${capturedPayments.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        updatedAt: new Date(),
      })
      .where(inArray(capturedPayments.id, due))
      .returning();
    for (const row of claimed) await this.giveBack(row);
    return claimed.length;
  }

  private async giveBack(row: CapturedPaymentRow): Promise<void> {
    const { db, gateway, log } = this.deps;
    let refundId: string;
    try {
      refundId = await gateway.refund(row.paymentId, row.amountPaise, row.id);
    } catch (error) {
      if (error instanceof RefundRefused) {
        await this.creditInstead(row, error.message);
        return;
      }
      const wait = retryDelaySeconds(row.attempts);
      await db
        .update(capturedPayments)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
          lastError: error instanceof Error ? error.message.slice(0, 300) : 'refund failed',
          updatedAt: new Date(),
        })
        .where(and(eq(capturedPayments.id, row.id), eq(capturedPayments.outcome, 'refund_due')));
      log.warn(
        { capturedPaymentId: row.id, attempts: row.attempts },
        'refund not made; will retry',
      );
      return;
    }
    await db
      .update(capturedPayments)
      .set({ outcome: 'refunded', refundId, lastError: null, updatedAt: new Date() })
      .where(and(eq(capturedPayments.id, row.id), eq(capturedPayments.outcome, 'refund_due')));
    log.info({ capturedPaymentId: row.id }, 'payment refunded through the gateway');
  }

  /** The gateway will not refund it: the money goes to the shopper's wallet, once. */
  private async creditInstead(row: CapturedPaymentRow, refusal: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(capturedPayments)
        .where(and(eq(capturedPayments.id, row.id), eq(capturedPayments.outcome, 'refund_due')))
        .for('update');
      if (!locked) return;
      const [order] = locked.orderId
        ? await tx
            .select({ orderNumber: orders.orderNumber })
            .from(orders)
            .where(eq(orders.id, locked.orderId))
        : [];
      await this.deps.wallet.credit(tx, locked.userId, {
        amountPaise: locked.amountPaise,
        description: order
          ? `Refund of payment ${locked.paymentId} for order ${order.orderNumber}`
          : `Refund of payment ${locked.paymentId} for a wallet top-up`,
        ...(locked.orderId ? { orderId: locked.orderId } : {}),
        gatewayPaymentId: locked.gatewayOrderRowId,
      });
      await tx
        .update(capturedPayments)
        .set({ outcome: 'credited', lastError: refusal.slice(0, 300), updatedAt: new Date() })
        .where(eq(capturedPayments.id, locked.id));
    });
    this.deps.log.info({ capturedPaymentId: row.id }, 'payment credited to the wallet');
  }

  private capturedFrom(gatewayOrder: GatewayOrderRow, paymentId: string) {
    return {
      gatewayOrderRowId: gatewayOrder.id,
      paymentId,
      userId: gatewayOrder.userId,
      orderId: gatewayOrder.orderId,
      amountPaise: gatewayOrder.amountPaise,
    };
  }
}
