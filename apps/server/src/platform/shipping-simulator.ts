import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { ParcelScanStatus } from '@littleloom/shared';
import type { Database } from '../db/client';
import { simulatedParcels } from '../db/schema';
import type { Clock } from './clock';
import type {
  BookedParcel,
  CourierParcel,
  CourierScan,
  ParcelBooking,
  SimulatorParcels,
} from './shipping';
import {
  SIMULATOR_FAILS_FIRST_ATTEMPT_PINS,
  SIMULATOR_RETURNED_PINS,
} from './shipping-simulator-pins';

type SimulatedParcelRow = typeof simulatedParcels.$inferSelect;

/** The simulator's one courier company. */
export const SIMULATED_COURIER_NAME = 'Little Loom Test Courier';

const HOUR_MS = 3_600_000;

/** One step of a simulated journey, at a time counted from booking in the simulator's hours. */
interface JourneyStep {
  status: ParcelScanStatus;
  afterHours: number;
  location: string;
  note: string;
}

/**
 * A parcel's journey on the simulator, in its hours from booking: picked up the same day, out for
 * delivery on the last day of its transit time. Where the PIN says so, the first attempt fails and
 * the next succeeds a day later, or every attempt fails and the parcel goes back to the shop.
 */
export function simulatorJourney(deliveryPin: string, transitDays: number): JourneyStep[] {
  const lastDay = transitDays * 24;
  const hub = `Sorting hub ${deliveryPin.slice(0, 3)}`;
  const deliveryCentre = `Delivery centre ${deliveryPin}`;
  const outForDelivery = (afterHours: number): JourneyStep => ({
    status: 'OUT_FOR_DELIVERY',
    afterHours,
    location: deliveryCentre,
    note: 'With the delivery agent',
  });
  const failed = (afterHours: number): JourneyStep => ({
    status: 'DELIVERY_FAILED',
    afterHours,
    location: deliveryCentre,
    note: 'Customer not available at the address',
  });
  const steps: JourneyStep[] = [
    {
      status: 'PICKED_UP',
      afterHours: 3,
      location: 'Seller pickup',
      note: 'Collected from the seller',
    },
    { status: 'IN_TRANSIT', afterHours: 10, location: hub, note: 'Reached the sorting hub' },
    outForDelivery(lastDay - 8),
  ];
  const delivered = (afterHours: number): JourneyStep => ({
    status: 'DELIVERED',
    afterHours,
    location: deliveryCentre,
    note: 'Handed over at the address',
  });
  if (SIMULATOR_RETURNED_PINS.has(deliveryPin)) {
    steps.push(failed(lastDay - 4), outForDelivery(lastDay + 16), failed(lastDay + 20));
    steps.push(...returnSteps(lastDay + 22, transitDays));
  } else if (SIMULATOR_FAILS_FIRST_ATTEMPT_PINS.has(deliveryPin)) {
    steps.push(failed(lastDay - 4), outForDelivery(lastDay + 16), delivered(lastDay + 20));
  } else {
    steps.push(delivered(lastDay - 4));
  }
  return steps;
}

/** The way back to the shop, starting `fromHours` after booking. */
function returnSteps(fromHours: number, transitDays: number): JourneyStep[] {
  return [
    {
      status: 'RTO_INITIATED',
      afterHours: fromHours + 1,
      location: 'Return hub',
      note: 'Returning to the seller',
    },
    {
      status: 'RTO_DELIVERED',
      afterHours: fromHours + transitDays * 24,
      location: 'Seller pickup',
      note: 'Returned to the seller',
    },
  ];
}

/** A step with its moment on the wall clock. */
interface TimedStep extends JourneyStep {
  at: Date;
}

/**
 * The simulator's courier: it books parcels into its own table, and its clock (`runOnce`) sends
 * each step of their journeys to the shop as the tracking webhook a courier would send. Its hours
 * pass `speed` times faster than real ones (SHIPPING_SIMULATOR_SPEED), so that a demo or a test
 * sees a week's journey in seconds. Every server process may run the clock: a step sent twice is
 * a webhook the shop already applied.
 */
export class SimulatedParcelBook implements SimulatorParcels {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly speed: number,
  ) {}

  /** The same reference always gets the same AWB, and is booked once. */
  async book(booking: ParcelBooking, transitDays: number): Promise<BookedParcel> {
    const awb = simulatedAwb(booking.reference);
    const bookedAt = this.clock();
    const row: SimulatedParcelRow = {
      awb,
      reference: booking.reference,
      deliveryPin: booking.delivery.pin,
      transitDays,
      bookedAt,
      stepsSent: 0,
      nextStepAt: null,
      cancelled: false,
      returnAskedAt: null,
    };
    row.nextStepAt = this.timedJourney(row)[0]?.at ?? null;
    await this.db.insert(simulatedParcels).values(row).onConflictDoNothing();
    return {
      courierName: SIMULATED_COURIER_NAME,
      awb,
      trackingUrl: null,
      providerOrderId: simulatedOrderId(awb),
      providerShipmentId: null,
      courierLabelUrl: null,
    };
  }

  /** Before pickup the journey ends; after it, and before the end, the parcel turns back. */
  async cancel(parcel: CourierParcel): Promise<void> {
    const row = await this.find(parcel);
    if (!row || row.cancelled || row.returnAskedAt) return;
    if (row.stepsSent === 0) {
      await this.db
        .update(simulatedParcels)
        .set({ cancelled: true, nextStepAt: null })
        .where(and(eq(simulatedParcels.awb, row.awb), eq(simulatedParcels.stepsSent, 0)));
      return;
    }
    if (row.nextStepAt === null) return; // Delivered or back already: nothing left to turn.
    const turned = { ...row, returnAskedAt: this.clock() };
    const next = this.timedJourney(turned)[row.stepsSent];
    await this.db
      .update(simulatedParcels)
      .set({ returnAskedAt: turned.returnAskedAt, nextStepAt: next?.at ?? null })
      .where(eq(simulatedParcels.awb, row.awb));
  }

  /** The simulated courier tries again on its own the day after a failed attempt. */
  async reattempt(): Promise<void> {}

  /**
   * Sends every step that has come due, one webhook per parcel carrying all its scans so far (as
   * Shiprocket's do), and moves the parcel on once the shop has taken it. Answers how many
   * parcels moved.
   */
  async runOnce(send: (parcel: SimulatedParcelRow, scans: CourierScan[]) => Promise<boolean>) {
    const now = this.clock();
    const due = await this.db
      .select()
      .from(simulatedParcels)
      .where(and(isNotNull(simulatedParcels.nextStepAt), lte(simulatedParcels.nextStepAt, now)))
      .orderBy(asc(simulatedParcels.nextStepAt))
      .limit(100);
    let moved = 0;
    for (const row of due) {
      const journey = this.timedJourney(row);
      const sent = journey.filter((step) => step.at <= now);
      if (sent.length <= row.stepsSent) continue;
      const scans = sent.map(({ status, at, location, note }) => ({ status, at, location, note }));
      if (!(await send(row, scans))) continue;
      const updated = await this.db
        .update(simulatedParcels)
        .set({ stepsSent: sent.length, nextStepAt: journey[sent.length]?.at ?? null })
        .where(
          and(eq(simulatedParcels.awb, row.awb), eq(simulatedParcels.stepsSent, row.stepsSent)),
        )
        .returning({ awb: simulatedParcels.awb });
      moved += updated.length;
    }
    return moved;
  }

  /** How often the clock should look for due steps: often enough for its speed, at most a minute. */
  tickMs(): number {
    return Math.min(60_000, Math.max(500, HOUR_MS / 4 / this.speed));
  }

  private async find(parcel: CourierParcel): Promise<SimulatedParcelRow | undefined> {
    const [row] = await this.db
      .select()
      .from(simulatedParcels)
      .where(eq(simulatedParcels.reference, parcel.reference));
    return row;
  }

  /** The parcel's journey on the wall clock: turned home from the moment a return was asked. */
  private timedJourney(row: SimulatedParcelRow): TimedStep[] {
    const at = (hours: number) => new Date(row.bookedAt.getTime() + (hours * HOUR_MS) / this.speed);
    let steps = simulatorJourney(row.deliveryPin, row.transitDays);
    if (row.returnAskedAt) {
      const askedHours =
        ((row.returnAskedAt.getTime() - row.bookedAt.getTime()) * this.speed) / HOUR_MS;
      steps = [
        ...steps.slice(0, row.stepsSent),
        ...returnSteps(Math.max(askedHours, 0), row.transitDays),
      ];
    }
    // However fast the clock runs, its steps stay a second apart, as couriers' scans are timed
    // to the second: the journey keeps its order on the shop's side.
    return steps.map((step, index) => ({
      ...step,
      at: new Date(
        Math.max(at(step.afterHours).getTime(), row.bookedAt.getTime() + (index + 1) * 1000),
      ),
    }));
  }
}

/** An AWB of the simulator's: 12 digits, the same for the same reference. */
export function simulatedAwb(reference: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 15)}`);
  return `LL${(digits % 10n ** 12n).toString().padStart(12, '0')}`;
}

/** The simulator's own id for the order it made of a parcel, as Shiprocket's `sr_order_id`. */
export const simulatedOrderId = (awb: string) => `SIM-${awb}`;
