import type { ComponentType } from 'react';
import type { IconProps } from '../../ui/icons/Icon';
import {
  AddItemIcon,
  CategoryIcon,
  CouponIcon,
  LedgerIcon,
  ListIcon,
  OrdersIcon,
  OutboxIcon,
  ReportIcon,
  ReviewsIcon,
  SettingsIcon,
  StockIcon,
  UsersIcon,
} from './shell/menu-icons';

export interface AdminMenuEntry {
  label: string;
  /** Full path; the admin area's routes are the same paths relative to /admin. */
  path: `/admin/${string}`;
  /**
   * True once the entry's screen is built. Until then the menu shows the entry greyed out and not
   * as a link, and no route exists for it. Turning it on also needs the screen in
   * ADMIN_SCREENS (AdminArea.tsx); the type checker insists.
   */
  available: boolean;
  Icon: ComponentType<IconProps>;
  /**
   * Shown only while the shop's settings (GET /api/config) have this flag on: the mail outbox
   * exists only while no mail server is set up.
   */
  onlyWith?: 'devOutbox';
  /** Screens reached from this entry's screen, under which the entry stays highlighted. */
  alsoActiveOn?: readonly `/admin/${string}`[];
}

/**
 * The admin menu: every entry of back-office.md §2's table, in its order, then ours: Reviews (the
 * buyers' reviews, to hide, publish again and answer), Settings (the seller's details that
 * invoices and the storefront show) and the Mail outbox (where codes wait while the shop has no
 * mail server). Stock's entry opens the stock of every product; /admin/products/stock/:id, the
 * spec's route, is one product's (AdminArea.tsx).
 */
export const ADMIN_MENU = [
  { label: 'Sales Report', path: '/admin/report', available: true, Icon: ReportIcon },
  { label: 'Ledger Book', path: '/admin/ledger', available: true, Icon: LedgerIcon },
  { label: 'Add Items', path: '/admin/products/add', available: true, Icon: AddItemIcon },
  { label: 'List Items', path: '/admin/products/list', available: true, Icon: ListIcon },
  { label: 'Orders', path: '/admin/orders', available: true, Icon: OrdersIcon },
  { label: 'Users', path: '/admin/users', available: true, Icon: UsersIcon },
  { label: 'Category', path: '/admin/category', available: true, Icon: CategoryIcon },
  { label: 'Stock', path: '/admin/products/stock', available: true, Icon: StockIcon },
  {
    label: 'Coupons and Offers',
    path: '/admin/coupon',
    available: true,
    Icon: CouponIcon,
    alsoActiveOn: ['/admin/offers'],
  },
  { label: 'Reviews', path: '/admin/reviews', available: true, Icon: ReviewsIcon },
  { label: 'Settings', path: '/admin/settings', available: true, Icon: SettingsIcon },
  {
    label: 'Mail outbox',
    path: '/admin/outbox',
    available: true,
    Icon: OutboxIcon,
    onlyWith: 'devOutbox',
  },
] as const satisfies readonly AdminMenuEntry[];

/** The paths of the screens that exist now. */
export type AvailableAdminPath = Extract<(typeof ADMIN_MENU)[number], { available: true }>['path'];

/** Where the spec sends an admin after sign-in and when a session is restored (§2). */
const SPEC_ADMIN_HOME = '/admin/products/list';

/**
 * Where sign-in and a restored session land: the spec's product list once that screen exists,
 * until then the first screen that does (Users for now). No change is needed here when List
 * Items is turned on.
 */
export const ADMIN_HOME: string = adminHome(ADMIN_MENU);

function adminHome(menu: readonly AdminMenuEntry[]): string {
  const available = menu.filter((entry) => entry.available);
  return (
    (available.find((entry) => entry.path === SPEC_ADMIN_HOME) ?? available[0])?.path ??
    SPEC_ADMIN_HOME
  );
}
