import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_FILTERS, matchesAdminOrderFilter } from './api-orders';
import { TRACKING_STATUSES, type TrackingStatus } from './constants';
import {
  DERIVED_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  derivedOrderStatus,
  standingOf,
  type DerivedOrderStatus,
  type ItemStanding,
} from './order-rules';

/** Where each item state stands: one row per tracking status. */
const STANDING_OF: Record<TrackingStatus, ItemStanding> = {
  PENDING: 'travelling',
  SHIPPED: 'travelling',
  RETURN_REQUESTED: 'returning',
  RETURN_APPROVED: 'returning',
  DELIVERED: 'kept',
  RETURN_REJECTED: 'kept',
  RETURNED: 'returned',
  CANCELLED: 'cancelled',
};

/**
 * The order's status for every mix of standings its items are in (decision 13 has this table):
 * columns travelling, returning, kept, returned, cancelled; `x` where some item stands so.
 */
const TABLE: [string, DerivedOrderStatus][] = [
  // t r k R c
  ['x . . . .', 'PENDING'],
  ['x x . . .', 'PENDING'],
  ['x . x . .', 'PENDING'],
  ['x . . x .', 'PENDING'],
  ['x . . . x', 'PENDING'],
  ['x x x . .', 'PENDING'],
  ['x x . x .', 'PENDING'],
  ['x x . . x', 'PENDING'],
  ['x . x x .', 'PENDING'],
  ['x . x . x', 'PENDING'],
  ['x . . x x', 'PENDING'],
  ['x x x x .', 'PENDING'],
  ['x x x . x', 'PENDING'],
  ['x x . x x', 'PENDING'],
  ['x . x x x', 'PENDING'],
  ['x x x x x', 'PENDING'],
  ['. x . . .', 'RETURN_IN_PROGRESS'],
  ['. x x . .', 'RETURN_IN_PROGRESS'],
  ['. x . x .', 'RETURN_IN_PROGRESS'],
  ['. x . . x', 'RETURN_IN_PROGRESS'],
  ['. x x x .', 'RETURN_IN_PROGRESS'],
  ['. x x . x', 'RETURN_IN_PROGRESS'],
  ['. x . x x', 'RETURN_IN_PROGRESS'],
  ['. x x x x', 'RETURN_IN_PROGRESS'],
  ['. . x . .', 'DELIVERED'],
  ['. . x . x', 'COMPLETED'],
  ['. . x x .', 'PARTLY_RETURNED'],
  ['. . x x x', 'PARTLY_RETURNED'],
  ['. . . x .', 'RETURNED'],
  ['. . . x x', 'RETURNED'],
  ['. . . . x', 'CANCELLED'],
];

const STANDING_COLUMNS: ItemStanding[] = [
  'travelling',
  'returning',
  'kept',
  'returned',
  'cancelled',
];

const standingsOf = (row: string) =>
  new Set(STANDING_COLUMNS.filter((_, column) => row.split(' ')[column] === 'x'));

const key = (standings: Iterable<ItemStanding>) =>
  STANDING_COLUMNS.filter((standing) => new Set(standings).has(standing)).join('+');

const expected = new Map(TABLE.map(([row, status]) => [key(standingsOf(row)), status]));

/** Every non-empty set of tracking statuses: 255 of them. */
const everyMix = (): TrackingStatus[][] =>
  Array.from({ length: 2 ** TRACKING_STATUSES.length - 1 }, (_, index) =>
    TRACKING_STATUSES.filter((_, bit) => ((index + 1) >> bit) & 1),
  );

const items = (statuses: readonly TrackingStatus[]) =>
  statuses.map((trackingStatus) => ({ trackingStatus }));

describe('where an item stands', () => {
  it.each(TRACKING_STATUSES)('%s', (status) => {
    expect(standingOf(status)).toBe(STANDING_OF[status]);
  });
});

describe("an order's status", () => {
  it('has a row for every mix of standings', () => {
    expect(expected.size).toBe(2 ** STANDING_COLUMNS.length - 1);
    expect(TABLE).toHaveLength(expected.size);
  });

  it.each(TABLE)('%s is %s', (row, status) => {
    const standings = standingsOf(row);
    // Each standing's states, one item apiece: the status depends on the mix only.
    const statuses = TRACKING_STATUSES.filter((tracking) => standings.has(STANDING_OF[tracking]));
    expect(derivedOrderStatus(items(statuses))).toBe(status);
  });

  it('follows the table for every mix of item states, in any order and with repeats', () => {
    for (const mix of everyMix()) {
      const want = expected.get(key(mix.map((status) => STANDING_OF[status])));
      expect(derivedOrderStatus(items(mix)), mix.join(',')).toBe(want);
      expect(derivedOrderStatus(items([...mix].reverse())), mix.join(',')).toBe(want);
      expect(derivedOrderStatus(items([...mix, ...mix])), mix.join(',')).toBe(want);
    }
  });

  it('keeps the spec’s three where they hold, and a rejected return counts as delivered', () => {
    expect(derivedOrderStatus(items(['DELIVERED', 'DELIVERED']))).toBe('DELIVERED');
    expect(derivedOrderStatus(items(['CANCELLED', 'CANCELLED']))).toBe('CANCELLED');
    expect(derivedOrderStatus(items(['SHIPPED', 'DELIVERED']))).toBe('PENDING');
    expect(derivedOrderStatus(items(['RETURN_REJECTED']))).toBe('DELIVERED');
    expect(derivedOrderStatus(items(['RETURN_REJECTED', 'CANCELLED']))).toBe('COMPLETED');
  });

  it('is PENDING for an order without items, and ignores a state it does not know', () => {
    expect(derivedOrderStatus([])).toBe('PENDING');
    expect(derivedOrderStatus([{ trackingStatus: 'LOST' }, { trackingStatus: 'DELIVERED' }])).toBe(
      'DELIVERED',
    );
  });

  it('has words for every status', () => {
    for (const status of DERIVED_ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    expect(new Set(Object.values(ORDER_STATUS_LABELS)).size).toBe(DERIVED_ORDER_STATUSES.length);
  });
});

describe("the back office's filters", () => {
  it('put each order under exactly its own status, and under what waits when an item waits', () => {
    for (const mix of everyMix()) {
      const order = items(mix);
      const under = ADMIN_ORDER_FILTERS.filter((filter) => matchesAdminOrderFilter(filter, order));
      const statuses = under.filter((filter) =>
        (DERIVED_ORDER_STATUSES as readonly string[]).includes(filter),
      );
      expect(statuses, mix.join(',')).toEqual([derivedOrderStatus(order)]);
      expect(under.includes('RETURN_REQUESTED')).toBe(mix.includes('RETURN_REQUESTED'));
      expect(under.includes('RETURN_APPROVED')).toBe(mix.includes('RETURN_APPROVED'));
    }
  });
});
