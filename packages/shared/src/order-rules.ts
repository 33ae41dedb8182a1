/**
 * How an order's items move once it is placed (ARCHITECTURE §7, back-office.md §4), and what each
 * item is worth when its money goes back. The server enforces these; the web app uses the same
 * rules to offer only the moves the server will accept.
 */
import type { TrackingStatus } from './constants';

/** Items still on their way: the shopper may cancel them and the admin may move them. */
export const OPEN_TRACKING_STATUSES = ['PENDING', 'SHIPPED'] as const satisfies TrackingStatus[];

/**
 * Delivered and kept: the item reached the shopper and has not come back (a return asked, approved
 * or refused is still with them). Such an item makes its shopper a buyer who may review it.
 */
export const RECEIVED_TRACKING_STATUSES = [
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
] as const satisfies TrackingStatus[];

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

/**
 * Where an item stands, as far as its order's status is concerned. Every tracking status is in
 * exactly one: still on its way, a return under way, delivered and kept (a rejected return leaves
 * the item with the customer), returned and refunded, or cancelled.
 */
export const ITEM_STANDINGS = {
  travelling: ['PENDING', 'SHIPPED'],
  returning: ['RETURN_REQUESTED', 'RETURN_APPROVED'],
  kept: ['DELIVERED', 'RETURN_REJECTED'],
  returned: ['RETURNED'],
  cancelled: ['CANCELLED'],
} as const satisfies Record<string, readonly TrackingStatus[]>;
export type ItemStanding = keyof typeof ITEM_STANDINGS;

/**
 * The order's status as shoppers and the back office see it (decision 13 has the table). The
 * spec's three keep their meaning where it still holds: PENDING while anything is on its way,
 * DELIVERED when everything was delivered and kept, CANCELLED when everything was cancelled. An
 * order whose items settled otherwise says how: some cancelled and the rest kept (COMPLETED),
 * some returned (PARTLY_RETURNED, or RETURNED when nothing was kept).
 */
export const DERIVED_ORDER_STATUSES = [
  'PENDING',
  'RETURN_IN_PROGRESS',
  'DELIVERED',
  'COMPLETED',
  'PARTLY_RETURNED',
  'RETURNED',
  'CANCELLED',
] as const;
export type DerivedOrderStatus = (typeof DERIVED_ORDER_STATUSES)[number];

/** Each status in the words a parent reads, on the shopper's pages and in the back office. */
export const ORDER_STATUS_LABELS: Record<DerivedOrderStatus, string> = {
  PENDING: 'In progress',
  RETURN_IN_PROGRESS: 'Return in progress',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  PARTLY_RETURNED: 'Partly returned',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
};

/**
 * The derivation, as data so the server's SQL filter is built from the same rules: the first rule
 * all of whose standings some item of the order is in gives the status. Every non-empty order
 * matches one (each standing alone has a rule); an order without items is PENDING.
 */
export const ORDER_STATUS_RULES: readonly {
  status: DerivedOrderStatus;
  when: readonly ItemStanding[];
}[] = [
  { status: 'PENDING', when: ['travelling'] },
  { status: 'RETURN_IN_PROGRESS', when: ['returning'] },
  { status: 'PARTLY_RETURNED', when: ['returned', 'kept'] },
  { status: 'RETURNED', when: ['returned'] },
  { status: 'COMPLETED', when: ['kept', 'cancelled'] },
  { status: 'DELIVERED', when: ['kept'] },
  { status: 'CANCELLED', when: ['cancelled'] },
];

/** What an order with no item (none is ever placed so) is said to be. */
export const EMPTY_ORDER_STATUS: DerivedOrderStatus = 'PENDING';

/** Where an item in `status` stands; undefined for a status the shop does not know. */
export const standingOf = (status: string): ItemStanding | undefined =>
  (Object.keys(ITEM_STANDINGS) as ItemStanding[]).find((standing) =>
    (ITEM_STANDINGS[standing] as readonly string[]).includes(status),
  );

/** The order's status as shown, from its items (ORDER_STATUS_RULES). */
export function derivedOrderStatus(
  items: readonly { trackingStatus: string }[],
): DerivedOrderStatus {
  const present = new Set(items.map((item) => standingOf(item.trackingStatus)));
  const rule = ORDER_STATUS_RULES.find((candidate) =>
    candidate.when.every((standing) => present.has(standing)),
  );
  return rule?.status ?? EMPTY_ORDER_STATUS;
}
