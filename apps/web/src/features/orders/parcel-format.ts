import type { OrderLine, Parcel, ParcelScan, ParcelStatus } from '@littleloom/shared';

/**
 * Each parcel state in the shop's colours, AA contrast on their ground: on its way in sky, at the
 * door in sun, a failed attempt in peach, delivered in mint, coming back in lilac, called off in
 * grey.
 */
export const PARCEL_STATUS_BADGE: Record<ParcelStatus, string> = {
  BOOKING: 'bg-sun-soft text-ink',
  BOOKED: 'bg-sky-soft text-ink',
  PICKED_UP: 'bg-sky-soft text-ink',
  IN_TRANSIT: 'bg-sky-soft text-ink',
  OUT_FOR_DELIVERY: 'bg-sun-soft text-ink',
  DELIVERY_FAILED: 'bg-peach-soft text-coral-deep',
  DELIVERED: 'bg-mint-soft text-mint-strong',
  RTO_INITIATED: 'bg-lilac-soft text-ink',
  RTO_DELIVERED: 'bg-lilac-soft text-ink',
  CANCELLED: 'bg-line text-ink',
};

/**
 * What happens next when the journey went wrong, in plain words that end by inviting the parent to
 * contact us (the page adds the link); null when the badge says enough.
 */
export function parcelTroubleWords(status: ParcelStatus): string | null {
  switch (status) {
    case 'DELIVERY_FAILED':
      return 'The courier could not deliver. They will try again, or';
    case 'RTO_INITIATED':
      return 'The courier is bringing this parcel back to us. To have it sent again,';
    default:
      return null;
  }
}

/** The order's items the parcel carries, in the order's own order. */
export const parcelItems = (parcel: Pick<Parcel, 'itemIds'>, items: readonly OrderLine[]) =>
  items.filter((item) => parcel.itemIds.includes(item._id));

/**
 * The scans newest first: the parent opening the page wants to know where the parcel is now, so
 * the latest news sits at the top, under the status it set, as couriers' own tracking pages show it.
 * The server sends them oldest first in the journey's order (two scans may share a second).
 */
export const newestFirst = (scans: readonly ParcelScan[]): ParcelScan[] => [...scans].reverse();
