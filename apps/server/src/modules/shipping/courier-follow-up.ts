import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parcels } from '../../db/schema';
import type { Courier } from '../../platform/shipping';

const EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Tells the courier of parcels the shop called off (cancelled before pickup) or asked back (after
 * a failed delivery). Cancelling items marks their parcel in the same transaction; the courier is
 * called after the commit (`poke`), and whatever it could not be told then is tried again each
 * minute, so no booked parcel is left for the courier to collect by mistake.
 */
export class CourierFollowUp {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly courier: Courier,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.poke(), EVERY_MS);
    this.timer.unref();
    this.poke();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Starts a pass, or one more after the pass under way. */
  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'telling the courier failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Waits for the pass under way (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** One pass; answers how many parcels the courier was told of. */
  async runOnce(): Promise<number> {
    const pending = await this.db
      .select()
      .from(parcels)
      .where(eq(parcels.courierCancelPending, true))
      .limit(BATCH);
    let told = 0;
    for (const parcel of pending) {
      try {
        // A booking that never reached the courier has nothing there to call off.
        if (parcel.awb !== null || parcel.providerOrderId !== null) {
          await this.courier.cancel({
            reference: parcel.id,
            awb: parcel.awb,
            providerOrderId: parcel.providerOrderId,
            providerShipmentId: parcel.providerShipmentId,
          });
        }
        await this.db
          .update(parcels)
          .set({ courierCancelPending: false, updatedAt: new Date() })
          .where(and(eq(parcels.id, parcel.id), eq(parcels.courierCancelPending, true)));
        told += 1;
      } catch (error) {
        this.log.warn({ err: error, parcelId: parcel.id }, 'the courier was not told yet');
      }
    }
    return told;
  }
}
