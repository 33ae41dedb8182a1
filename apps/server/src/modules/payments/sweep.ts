import type { FastifyBaseLogger } from 'fastify';
import { RepeatingPass } from '../../lib/repeating-pass';
import type { Database } from '../../db/client';
import { expireUnpaidOrders } from './expire-unpaid';
import type { OrderSettlement, PaymentOrders } from './paid-orders';

const BATCH = 50;
const EVERY_MS = 60_000;

/**
 * Cancels card orders left unpaid past their payment window and puts their stock back; their
 * gateway orders are voided, so a payment that still arrives is given back (`expireUnpaidOrders`,
 * the same settling a retry, verify or webhook gives an order it reaches first). Every server
 * process runs it; each order is taken by one of them (SKIP LOCKED). Like every payment path, it
 * locks the order before its gateway orders, and a batch's sizes before changing any.
 */
export class UnpaidOrderSweep {
  private readonly repeating: RepeatingPass;

  constructor(
    private readonly db: Database,
    private readonly orders: Pick<PaymentOrders, 'lockOverdue'>,
    private readonly settlement: Pick<OrderSettlement, 'cancelUnpaid'>,
    private readonly now: () => Date,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  ) {
    this.repeating = new RepeatingPass(() => this.runOnce(), {
      everyMs: EVERY_MS,
      failure: 'unpaid order sweep failed',
      log: this.log,
    });
  }

  start(): void {
    this.repeating.start({ runNow: true });
  }

  /** Starts no further pass, and waits for the one under way to finish. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** One pass; answers how many orders it cancelled. */
  async runOnce(): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const count = await this.db.transaction(async (tx) => {
        const overdue = await this.orders.lockOverdue(tx, this.now(), BATCH);
        await expireUnpaidOrders(tx, this.settlement, overdue);
        return overdue.length;
      });
      cancelled += count;
      if (count < BATCH) break;
    }
    if (cancelled > 0) this.log.info({ cancelled }, 'cancelled unpaid card orders');
    return cancelled;
  }
}
