import { FINAL_PARCEL_STATUSES, type ParcelStatus } from '@littleloom/shared';

/** How far along a journey each status is: breaks ties between scans of the same moment. */
const PROGRESS: Record<ParcelStatus, number> = {
  BOOKING: 0,
  BOOKED: 1,
  PICKED_UP: 2,
  IN_TRANSIT: 3,
  OUT_FOR_DELIVERY: 4,
  DELIVERY_FAILED: 5,
  RTO_INITIATED: 6,
  DELIVERED: 7,
  RTO_DELIVERED: 8,
  CANCELLED: 9,
};

/** Scans in the order of the journey: by their time, and a step before the next within a second. */
export function inJourneyOrder<Scan extends { status: ParcelStatus; happenedAt: Date }>(
  scans: readonly Scan[],
): Scan[] {
  return [...scans].sort(
    (a, b) =>
      a.happenedAt.getTime() - b.happenedAt.getTime() || PROGRESS[a.status] - PROGRESS[b.status],
  );
}

/**
 * Where a parcel is, from every scan the courier has reported, whatever order they came in: a
 * final status (delivered, back at the shop, cancelled) stands once scanned; before that the
 * latest scan by its own time says where the parcel is, so a late webhook with an older scan moves
 * nothing back, and a new attempt after a failed one goes out for delivery again.
 */
export function parcelStatusFromScans(
  scans: readonly { status: ParcelStatus; happenedAt: Date }[],
  before: ParcelStatus,
): ParcelStatus {
  if (before === 'CANCELLED') return before;
  const final = scans.filter((scan) =>
    (FINAL_PARCEL_STATUSES as readonly string[]).includes(scan.status),
  );
  const candidates = final.length > 0 ? final : scans;
  return inJourneyOrder(candidates).at(-1)?.status ?? before;
}
