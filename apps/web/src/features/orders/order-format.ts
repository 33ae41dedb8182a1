import {
  PAYMENT_STATUSES,
  type DerivedOrderStatus,
  type PaymentStatus,
  type TrackingStatus,
} from '@littleloom/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "23 Nov 2026": when the order was placed, in the shopper's time. */
export const orderDate = (createdAt: string) => dateFormat.format(new Date(createdAt));

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "30 Nov 2026" for a calendar day the server names as YYYY-MM-DD (a return's last day, in shop
 * time). Read as a day, not an instant, so no time zone can move it to the day before.
 */
export function shopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** Each payment state's badge colours, AA contrast on their ground. */
export const PAYMENT_STATUS_BADGE: Record<PaymentStatus, string> = {
  Pending: 'bg-sun-soft text-ink',
  Processing: 'bg-sky-soft text-ink',
  Paid: 'bg-mint-soft text-mint-strong',
  Failed: 'bg-peach-soft text-coral-deep',
  Refunded: 'bg-lilac-soft text-ink',
};

const isPaymentStatus = (status: string): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);

export const paymentStatusBadge = (status: string) =>
  isPaymentStatus(status) ? PAYMENT_STATUS_BADGE[status] : 'bg-cream text-ink';

/**
 * The order's status as shoppers read it. PENDING covers every order still on its way, some of
 * whose items may have shipped, and it sits beside a payment that may be 'Pending' too: "In
 * progress" keeps the two apart.
 */
export const ORDER_STATUS_LABELS: Record<DerivedOrderStatus, string> = {
  PENDING: 'In progress',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const ORDER_STATUS_BADGE: Record<DerivedOrderStatus, string> = {
  PENDING: 'bg-sun-soft text-ink',
  DELIVERED: 'bg-mint-soft text-mint-strong',
  CANCELLED: 'bg-line text-ink',
};

/** Where one item is (storefront.md §4), in the shopper's words. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  PENDING: 'Not shipped yet',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Return approved',
  RETURN_REJECTED: 'Return rejected',
  RETURNED: 'Returned',
};

export const TRACKING_STATUS_BADGE: Record<TrackingStatus, string> = {
  PENDING: 'bg-sun-soft text-ink',
  SHIPPED: 'bg-sky-soft text-ink',
  DELIVERED: 'bg-mint-soft text-mint-strong',
  CANCELLED: 'bg-line text-ink',
  RETURN_REQUESTED: 'bg-lilac-soft text-ink',
  RETURN_APPROVED: 'bg-lilac-soft text-ink',
  RETURN_REJECTED: 'bg-peach-soft text-coral-deep',
  RETURNED: 'bg-lilac-soft text-ink',
};
