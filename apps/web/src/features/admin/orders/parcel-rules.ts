import {
  waitsToShip,
  type AdminOrder,
  type AdminParcel,
  type ParcelStatus,
} from '@littleloom/shared';
import type { BadgeTone } from '../ui/StatusBadge';

/**
 * Whether Book courier is worth offering: the order is Waiting to ship (an item Pending in no live
 * parcel, and a card order paid), by the rule the orders list filters with. The server decides in
 * the end.
 */
export const hasItemsToShip = (
  order: Pick<AdminOrder, 'items' | 'parcels' | 'paymentMethod' | 'paymentStatus'>,
): boolean => waitsToShip(order.items, order);

/**
 * A parcel's status in the list colours (back-office.md §4): delivered green; a failed attempt, a
 * booking that failed or a cancelled shipment red, since each waits for the admin or ended it;
 * coming back slate; anything still on its way amber.
 */
export function parcelTone(parcel: Pick<AdminParcel, 'status' | 'bookingError'>): BadgeTone {
  if (parcel.bookingError) return 'red';
  return PARCEL_TONES[parcel.status];
}

const PARCEL_TONES: Record<ParcelStatus, BadgeTone> = {
  BOOKING: 'amber',
  BOOKED: 'amber',
  PICKED_UP: 'amber',
  IN_TRANSIT: 'amber',
  OUT_FOR_DELIVERY: 'amber',
  DELIVERY_FAILED: 'red',
  DELIVERED: 'green',
  RTO_INITIATED: 'slate',
  RTO_DELIVERED: 'slate',
  CANCELLED: 'red',
};

/** "300 g", or "1.25 kg" from a kilogram up. */
export function parcelWeight(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(2))} kg`;
}

/** "30 × 25 × 5 cm": length, breadth and height, as the courier was told. */
export const parcelSize = (parcel: Pick<AdminParcel, 'lengthCm' | 'breadthCm' | 'heightCm'>) =>
  `${parcel.lengthCm} × ${parcel.breadthCm} × ${parcel.heightCm} cm`;
