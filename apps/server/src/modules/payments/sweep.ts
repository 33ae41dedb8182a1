import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { gatewayPayments } from '../../db/schema';
import type { OrderPaymentState } from '../orders/payment-state';

const BATCH = 50;
const EVERY_MS = 60_000;

/**
 * Cancels card orders left unpaid past their payment window and puts their stock back; their
 * gateway orders are voided, so a payment that still arrives is given back. Every server process
 * runs it; each order is taken by one of them (SKIP LOCKED). Like every payment path, it locks the
 * order before its gateway orders.
 */
export class UnpaidOrderSweep {
  private timer: NodeJS.Timeout | undefined;
  /** The pass the timer started, while it runs: a stop waits for it. */
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly orders: OrderPaymentState,
    private readonly now: () => Date,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  ) {}

  start(): void {
    const pass = () => {
      // A pass still running when the next is due is not joined by a second one.
      this.running ??= this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'unpaid order sweep failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(pass, EVERY_MS);
    this.timer.unref();
    // Windows that closed while no process ran (a deploy, a crash) are swept at once.
    pass();
  }

  /** Starts no further pass, and waits for the one under way to finish. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; answers how many orders it cancelled. */
  async runOnce(): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const count = await this.db.transaction(async (tx) => {
        const overdue = await this.orders.lockOverdue(tx, this.now(), BATCH);
        for (const order of overdue) {
          await this.orders.cancelUnpaid(tx, order);
          await tx
            .update(gatewayPayments)
            .set({
              status: 'voided',
              failureReason: 'payment window closed',
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(gatewayPayments.orderId, order.id),
                inArray(gatewayPayments.status, ['created', 'failed']),
              ),
            );
        }
        return overdue.length;
      });
      cancelled += count;
      if (count < BATCH) break;
    }
    if (cancelled > 0) this.log.info({ cancelled }, 'cancelled unpaid card orders');
    return cancelled;
  }
}
