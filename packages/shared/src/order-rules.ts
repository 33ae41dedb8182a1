/**
 * How an order's items move once it is placed (ARCHITECTURE §7, back-office.md §4), and what each
 * item is worth when its money goes back. The server enforces these; the web app uses the same
 * rules to offer only the moves the server will accept.
 */
import type { TrackingStatus } from './constants';

/** Items still on their way: the shopper may cancel them and the admin may move them. */
export const OPEN_TRACKING_STATUSES = ['PENDING', 'SHIPPED'] as const satisfies TrackingStatus[];

/** The four statuses the admin sets with the Change dropdown (back-office.md §4). */
export const ADMIN_SETTABLE_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const satisfies TrackingStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const isOpenItem = (status: string): boolean =>
  (OPEN_TRACKING_STATUSES as readonly string[]).includes(status);

/** Where the admin may move an item from `status`: nowhere once it is delivered or cancelled. */
export function adminMovesFrom(status: string): AdminSettableStatus[] {
  return isOpenItem(status) ? ADMIN_SETTABLE_STATUSES.filter((to) => to !== status) : [];
}

export const DERIVED_ORDER_STATUSES = ['PENDING', 'DELIVERED', 'CANCELLED'] as const;
export type DerivedOrderStatus = (typeof DERIVED_ORDER_STATUSES)[number];

/** The order's status as shown: DELIVERED if all items are, CANCELLED if all are, else PENDING. */
export function derivedOrderStatus(
  items: readonly { trackingStatus: string }[],
): DerivedOrderStatus {
  if (items.length > 0 && items.every((item) => item.trackingStatus === 'DELIVERED'))
    return 'DELIVERED';
  if (items.length > 0 && items.every((item) => item.trackingStatus === 'CANCELLED'))
    return 'CANCELLED';
  return 'PENDING';
}
