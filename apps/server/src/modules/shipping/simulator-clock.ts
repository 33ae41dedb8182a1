import type { FastifyBaseLogger } from 'fastify';
import { RepeatingPass } from '../../lib/repeating-pass';
import {
  SIMULATED_COURIER_NAME,
  simulatedOrderId,
  type SimulatedParcelBook,
} from '../../platform/shipping-simulator';
import { shiprocketWebhookBody } from '../../platform/shiprocket-webhook';

/** Posts a webhook body to the shop with the courier's token; answers whether the shop took it. */
export type WebhookPost = (body: string) => Promise<boolean>;

/**
 * Runs the courier simulator's clock in a server process: each tick sends the steps of its
 * parcels' journeys that have come due, as Shiprocket's tracking webhooks to the shop's own
 * webhook route, so the shop takes them exactly as it takes Shiprocket's.
 */
export class SimulatorClock {
  private readonly repeating: RepeatingPass;

  constructor(
    private readonly parcels: SimulatedParcelBook,
    private readonly post: WebhookPost,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {
    this.repeating = new RepeatingPass(() => this.runOnce(), {
      everyMs: this.parcels.tickMs(),
      failure: 'courier simulator tick failed',
      log: this.log,
    });
  }

  start(): void {
    this.repeating.start({ runNow: false });
  }

  /** Starts no further pass, and waits for the one under way to finish. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** One tick; answers how many parcels moved on. */
  async runOnce(): Promise<number> {
    return this.parcels.runOnce(async (parcel, scans) => {
      const body = shiprocketWebhookBody({
        awb: parcel.awb,
        courierName: SIMULATED_COURIER_NAME,
        reference: parcel.reference,
        providerOrderId: simulatedOrderId(parcel.awb),
        scans,
      });
      const taken = await this.post(JSON.stringify(body));
      if (!taken) this.log.warn({ awb: parcel.awb }, 'the shop did not take a simulated scan');
      return taken;
    });
  }
}
