import {
  formatShopInstant,
  orderLineName,
  type DerivedOrderStatus,
  type Parcel,
  type TrackingStatus,
} from '@littleloom/shared';
import type { BadgeTone } from '../ui/StatusBadge';

/** Each tracking status in words; the API's values stay in the requests. */
export const TRACKING_LABELS: Record<TrackingStatus, string> = {
  PENDING: 'Pending',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Return approved',
  RETURN_REJECTED: 'Return rejected',
  RETURNED: 'Returned',
};

/**
 * back-office.md §4's list colours: DELIVERED green, CANCELLED red, anything else amber. Items
 * take the same colours; a return that is over (refunded or turned down) is neither good nor
 * waiting, so it is grey.
 */
export function statusTone(status: TrackingStatus): BadgeTone {
  switch (status) {
    case 'DELIVERED':
      return 'green';
    case 'CANCELLED':
      return 'red';
    case 'RETURNED':
    case 'RETURN_REJECTED':
      return 'slate';
    default:
      return 'amber';
  }
}

/**
 * An order's status in §4's list colours: delivered (and kept) green, cancelled red, anything
 * still moving amber; one whose items settled with some money back (returned) grey, as an item's.
 */
export function orderStatusTone(status: DerivedOrderStatus): BadgeTone {
  switch (status) {
    case 'DELIVERED':
    case 'COMPLETED':
      return 'green';
    case 'CANCELLED':
      return 'red';
    case 'PARTLY_RETURNED':
    case 'RETURNED':
      return 'slate';
    case 'PENDING':
    case 'RETURN_IN_PROGRESS':
      return 'amber';
  }
}

/** §4: payment Paid green, anything else red. */
export const paymentTone = (paymentStatus: string): BadgeTone =>
  paymentStatus === 'Paid' ? 'green' : 'red';

/** "3 Mar 2026, 4:05 pm": when the order was placed, in the shop's time. */
export const placedAt = (createdAt: string) => formatShopInstant(createdAt, 'dateTime');

/**
 * What a line is called in a sentence or a button's name, with the colour it was bought in:
 * "Cotton Romper — Mint (size M)".
 */
export const itemName = (item: { name: string; colourName: string | null; size: string }) =>
  item.size ? `${orderLineName(item)} (size ${item.size})` : orderLineName(item);

/**
 * "Parcel: In transit": where the order's latest parcel stands (parcels come oldest first), or
 * null when none was booked.
 */
export function latestParcelLine(parcels: readonly Pick<Parcel, 'statusLabel'>[]): string | null {
  const latest = parcels.at(-1);
  return latest ? `Parcel: ${latest.statusLabel}` : null;
}
