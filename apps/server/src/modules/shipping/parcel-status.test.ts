import { describe, expect, it } from 'vitest';
import type { ParcelStatus } from '@littleloom/shared';
import { inJourneyOrder, parcelStatusFromScans } from './parcel-status';

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 6, minutes));
const scan = (status: ParcelStatus, minutes: number) => ({ status, happenedAt: at(minutes) });

describe('where a parcel is, from its scans', () => {
  it('is the latest scan by its own time, whatever order the scans came in', () => {
    expect(
      parcelStatusFromScans(
        [scan('IN_TRANSIT', 30), scan('BOOKED', 0), scan('PICKED_UP', 10)],
        'BOOKED',
      ),
    ).toBe('IN_TRANSIT');
  });

  it('goes back out for delivery after a failed attempt', () => {
    const scans = [scan('OUT_FOR_DELIVERY', 10), scan('DELIVERY_FAILED', 20)];
    expect(parcelStatusFromScans(scans, 'BOOKED')).toBe('DELIVERY_FAILED');
    expect(parcelStatusFromScans([...scans, scan('OUT_FOR_DELIVERY', 40)], 'BOOKED')).toBe(
      'OUT_FOR_DELIVERY',
    );
  });

  it('stays delivered when an older scan arrives after the delivery', () => {
    expect(
      parcelStatusFromScans([scan('DELIVERED', 50), scan('OUT_FOR_DELIVERY', 60)], 'DELIVERED'),
    ).toBe('DELIVERED');
  });

  it('stays cancelled once the shop cancelled it', () => {
    expect(parcelStatusFromScans([scan('PICKED_UP', 5)], 'CANCELLED')).toBe('CANCELLED');
  });

  it('keeps what it was without scans', () => {
    expect(parcelStatusFromScans([], 'BOOKED')).toBe('BOOKED');
  });

  it('orders scans of the same second as a journey goes', () => {
    const ordered = inJourneyOrder([
      scan('DELIVERED', 5),
      scan('OUT_FOR_DELIVERY', 5),
      scan('PICKED_UP', 1),
    ]);
    expect(ordered.map((one) => one.status)).toEqual([
      'PICKED_UP',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });
});
