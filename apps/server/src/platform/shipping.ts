import type { ParcelScanStatus } from '@littleloom/shared';
import {
  SIMULATOR_NO_COD_PINS,
  SIMULATOR_REMOTE_PREFIXES,
  SIMULATOR_TRANSIT_DAYS,
  SIMULATOR_UNSERVED_PINS,
  type SimulatorZone,
} from './shipping-simulator-pins';

/** A parcel the shop may send: from its pickup PIN (null until set in Settings) to a PIN code. */
export interface ParcelRoute {
  pickupPin: string | null;
  deliveryPin: string;
  weightGrams: number;
  /** Paid in cash on delivery (a courier may answer differently for such a parcel). */
  cod: boolean;
}

/** What a courier says about a parcel's route. */
export interface RouteServiceability {
  /** Some courier takes the parcel there. */
  serviceable: boolean;
  /** Some courier going there collects cash on delivery. */
  cod: boolean;
  /** Days from pickup to delivery; null when not serviceable or when no estimate is given. */
  estimatedDays: number | null;
}

/** An address a parcel is collected from or taken to. */
export interface ParcelAddress {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pin: string;
}

/** What the shop asks a courier to carry: one parcel of one order. */
export interface ParcelBooking {
  /** The shop's id for the parcel: the courier's order reference, the same on every retry. */
  reference: string;
  orderNumber: string;
  orderedAt: Date;
  pickup: ParcelAddress;
  delivery: ParcelAddress & { email: string };
  items: { name: string; sku: string; units: number; unitPricePaise: number }[];
  /** What the goods in it are worth (what the shopper pays for them, after discounts). */
  goodsValuePaise: number;
  /** Collected at the door; 0 for a prepaid parcel. */
  codPaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** The courier's own ids for a booking, saved as soon as each is known. */
export interface CourierIds {
  providerOrderId?: string | null;
  providerShipmentId?: string | null;
}

/** A booked parcel: who carries it and its air waybill. */
export interface BookedParcel {
  courierName: string;
  awb: string;
  /** The courier's public tracking page for this AWB, when it has one. */
  trackingUrl: string | null;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  /** The courier's own label (PDF), when it prints one; else the shop prints its own. */
  courierLabelUrl: string | null;
}

/** A parcel the courier already knows. */
export interface CourierParcel extends CourierIds {
  awb: string | null;
  reference: string;
}

/**
 * A courier, or an aggregator of couriers, behind one interface: the real service (Shiprocket) and
 * a built-in stand-in, chosen by configuration, like the card gateway. Its calls go over the
 * network: they never run inside a database transaction.
 */
export interface Courier {
  readonly provider: 'shiprocket' | 'simulator' | 'none';
  /**
   * What the courier's tracking webhooks carry in their `x-api-key` header, compared in constant
   * time; undefined when none is set (webhooks refused).
   */
  readonly webhookToken: string | undefined;
  /** Throws `CourierUnavailable` when the courier cannot be asked or gives no usable answer. */
  serviceability(route: ParcelRoute): Promise<RouteServiceability>;
  /**
   * Books the parcel and gets its AWB. `known` holds the ids an earlier attempt for the same
   * reference saved, so a retry goes on from where it stopped rather than booking twice; `save`
   * keeps each id the moment the courier gives it. Throws `BookingRefused` when the courier will
   * not carry it (its words are shown to the admin), `CourierUnavailable` when it cannot be asked.
   */
  book(
    booking: ParcelBooking,
    known: CourierIds,
    save: (ids: CourierIds) => Promise<void>,
  ): Promise<BookedParcel>;
  /**
   * Cancels a booked shipment that has not been picked up; one already picked up is asked back
   * to the shop (return to origin). Cancelling twice is answered.
   */
  cancel(parcel: CourierParcel): Promise<void>;
  /** Asks the courier to try a failed delivery again. */
  reattempt(parcel: CourierParcel): Promise<void>;
}

/** One scan of a parcel as a courier reports it. */
export interface CourierScan {
  status: ParcelScanStatus;
  at: Date;
  location: string | null;
  /** The courier's own words for it. */
  note: string | null;
}

/** A tracking webhook, read: which parcel, which order it names, and the scans it reports. */
export interface CourierWebhook {
  awb: string;
  /** The shop's reference for the parcel, as the courier echoes it; null when not sent. */
  reference: string | null;
  /** The courier's own order id; null when not sent. */
  providerOrderId: string | null;
  /** Every scan the body reports that the shop follows, the current one included. */
  scans: CourierScan[];
  /** Scans listed before the last ones the shop reads of one body, and so not read. */
  scansLeftOut: number;
}

/** The courier will not carry this parcel; its reason is shown to the admin. */
export class BookingRefused extends Error {}

/** The courier could not be reached, refused the shop's credentials, or answered nonsense. */
export class CourierUnavailable extends Error {}

export const NOT_SERVICEABLE: RouteServiceability = {
  serviceable: false,
  cod: false,
  estimatedDays: null,
};

/**
 * Which of the simulator's distances a parcel travels. A parcel within one sorting district is
 * quick even in the hills; beyond it, a remote destination is slow whoever sends it; and without a
 * pickup PIN every other destination counts as the farthest ordinary one.
 */
export function simulatorZone(pickupPin: string | null, deliveryPin: string): SimulatorZone {
  if (pickupPin && pickupPin.slice(0, 3) === deliveryPin.slice(0, 3)) return 'district';
  if (SIMULATOR_REMOTE_PREFIXES.some((prefix) => deliveryPin.startsWith(prefix))) return 'remote';
  if (!pickupPin) return 'elsewhere';
  if (pickupPin.slice(0, 2) === deliveryPin.slice(0, 2)) return 'circle';
  if (pickupPin[0] === deliveryPin[0]) return 'region';
  return 'elsewhere';
}

/**
 * The simulator's book of parcels: booked, cancelled and sent again, moved on by its own clock
 * (platform/shipping-simulator.ts). Kept apart so that delivery checks need no database.
 */
export interface SimulatorParcels {
  book(booking: ParcelBooking, transitDays: number): Promise<BookedParcel>;
  cancel(parcel: CourierParcel): Promise<void>;
  reattempt(parcel: CourierParcel): Promise<void>;
}

/**
 * The built-in stand-in for a courier: deterministic, with no network, so that every case can be
 * tried and tested. It serves every PIN code but a few (SIMULATOR_UNSERVED_PINS), takes cash on
 * delivery everywhere but a few others (SIMULATOR_NO_COD_PINS), and estimates the most days of
 * the parcel's zone (`simulatorZone`). Parcels it books travel on its clock.
 */
export class SimulatedCourier implements Courier {
  readonly provider = 'simulator' as const;

  constructor(
    private readonly parcels?: SimulatorParcels,
    readonly webhookToken: string | undefined = undefined,
  ) {}

  async serviceability(route: ParcelRoute): Promise<RouteServiceability> {
    if (SIMULATOR_UNSERVED_PINS.has(route.deliveryPin)) return NOT_SERVICEABLE;
    return {
      serviceable: true,
      cod: !SIMULATOR_NO_COD_PINS.has(route.deliveryPin),
      estimatedDays: simulatorTransitDays(route.pickupPin, route.deliveryPin),
    };
  }

  async book(booking: ParcelBooking): Promise<BookedParcel> {
    const { pin } = booking.delivery;
    if (SIMULATOR_UNSERVED_PINS.has(pin)) {
      throw new BookingRefused(`no courier delivers to ${pin}`);
    }
    if (booking.codPaise > 0 && SIMULATOR_NO_COD_PINS.has(pin)) {
      throw new BookingRefused(`no courier collects cash on delivery at ${pin}`);
    }
    return this.parcelBook().book(booking, simulatorTransitDays(booking.pickup.pin, pin));
  }

  async cancel(parcel: CourierParcel): Promise<void> {
    await this.parcelBook().cancel(parcel);
  }

  async reattempt(parcel: CourierParcel): Promise<void> {
    await this.parcelBook().reattempt(parcel);
  }

  private parcelBook(): SimulatorParcels {
    if (!this.parcels) throw new CourierUnavailable('This simulator carries no parcels');
    return this.parcels;
  }
}

/** The most days the simulator's parcels take between two PIN codes: what it promises. */
export function simulatorTransitDays(pickupPin: string | null, deliveryPin: string): number {
  return SIMULATOR_TRANSIT_DAYS[simulatorZone(pickupPin, deliveryPin)][1];
}

/**
 * No courier: no Shiprocket account and the simulator off. The shop sends parcels its own way, so
 * every PIN code is served, cash on delivery is taken as the shop's own rules allow, and nobody
 * estimates a day.
 */
export class ShippingByHand implements Courier {
  readonly provider = 'none' as const;
  readonly webhookToken = undefined;

  async serviceability(): Promise<RouteServiceability> {
    return { serviceable: true, cod: true, estimatedDays: null };
  }

  /** The shop sends its parcels itself, and moves items to Shipped and Delivered by hand. */
  async book(): Promise<BookedParcel> {
    throw new BookingRefused('no courier is set up');
  }

  /** Nothing was booked, so nothing is there to cancel or try again. */
  async cancel(): Promise<void> {}

  async reattempt(): Promise<void> {}
}
