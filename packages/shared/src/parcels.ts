/**
 * A parcel's journey with a courier, as the shop records it from the courier's scans. Kept free of
 * schemas so the storefront's first download can read the labels without the validation library.
 */

/** What a courier's scan may say, in the order of a journey. */
export const PARCEL_SCAN_STATUSES = [
  'BOOKED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const;
export type ParcelScanStatus = (typeof PARCEL_SCAN_STATUSES)[number];

/** A parcel's status: a courier's, or `BOOKING`, the shop's own before the courier answers. */
export const PARCEL_STATUSES = ['BOOKING', ...PARCEL_SCAN_STATUSES] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Each status in the words a parent reads on the order page and in the back office. */
export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  BOOKING: 'Being booked',
  BOOKED: 'Booked with the courier',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery attempt failed',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to Little Loom',
  RTO_DELIVERED: 'Returned to Little Loom',
  CANCELLED: 'Shipment cancelled',
};

/**
 * Where a parcel's journey ends. Once one of these is scanned it stands, whatever older scan
 * arrives after it; before that, the latest scan by its own time says where the parcel is (a
 * failed attempt followed by a new one goes back out for delivery).
 */
export const FINAL_PARCEL_STATUSES = [
  'DELIVERED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const satisfies readonly ParcelStatus[];

export type FinalParcelStatus = (typeof FINAL_PARCEL_STATUSES)[number];

export const isFinalParcelStatus = (status: string): status is FinalParcelStatus =>
  (FINAL_PARCEL_STATUSES as readonly string[]).includes(status);

/**
 * Scans that say a settled parcel ended otherwise: handed over, then "returning" or "returned"
 * or "cancelled"; back at the shop, or called off, then "delivered". The courier's mistake or a
 * parcel gone astray, for a person to look into: such a scan is kept and shown to the admin, and
 * moves no item and no money by itself. A called-off parcel coming back to the shop is expected.
 */
const CONTRADICTING_SCANS: Record<FinalParcelStatus, readonly ParcelStatus[]> = {
  DELIVERED: ['RTO_INITIATED', 'RTO_DELIVERED', 'CANCELLED'],
  RTO_DELIVERED: ['DELIVERED'],
  CANCELLED: ['DELIVERED'],
};

export const contradictsSettledParcel = (settled: FinalParcelStatus, scan: ParcelStatus): boolean =>
  CONTRADICTING_SCANS[settled].includes(scan);

/** The courier has the parcel: from these on, its items are Shipped. */
export const PARCEL_WITH_COURIER_STATUSES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'RTO_INITIATED',
] as const satisfies readonly ParcelStatus[];

export const isParcelWithCourier = (status: string): boolean =>
  (PARCEL_WITH_COURIER_STATUSES as readonly string[]).includes(status);

/** What the admin may do next about a parcel, as the server decides it. */
export const PARCEL_NEXT_STEPS = ['retryBooking', 'reattempt', 'cancelAndRefund'] as const;
export type ParcelNextStep = (typeof PARCEL_NEXT_STEPS)[number];

/** Weight and size a parcel is booked with when neither the product nor its category says. */
export const DEFAULT_PARCEL_DIMENSIONS = {
  weightGrams: 300,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
} as const;

/** Orders the back office may ship in one go. */
export const MAX_ORDERS_SHIPPED_AT_ONCE = 50;

/** The back office's words about parcels. */
export const PARCEL_MESSAGES = {
  booked: (courier: string, awb: string) => `Booked with ${courier}. AWB ${awb}`,
  alreadyBooked: 'This order is already booked with the courier',
  beingBooked: 'This order is being booked with the courier. Try again in a minute.',
  nothingToShip: 'Nothing in this order is waiting to be shipped',
  notPaidYet: 'This order is not paid yet: it cannot be shipped',
  byHand: 'No courier is set up: mark items Shipped and Delivered by hand',
  noPickupAddress: 'Add the pickup address in Settings before booking a courier',
  bookingFailed: (reason: string) => `The courier did not book the parcel: ${reason}. Try again.`,
  courierUnavailable: 'The courier could not be reached. Try again in a few minutes.',
  notFound: 'Parcel not found',
  reattemptAsked: 'The courier will try to deliver again',
  reattemptNotPossible: 'Only a parcel whose delivery failed can be tried again',
  reattemptAlreadyAsked:
    'The courier has already been asked to try this delivery again. Wait for their next update.',
  withCourier:
    'This item is with the courier now: it can be refused at the door, or returned once delivered',
  cancelledWithCourier: 'The shipment was cancelled with the courier',
  shipMany: (booked: number, failed: number) =>
    failed === 0
      ? `${booked} ${booked === 1 ? 'order' : 'orders'} booked with the courier`
      : `${booked} booked, ${failed} not booked`,
} as const;
