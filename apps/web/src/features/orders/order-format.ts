import {
  formatShopDay,
  formatShopInstant,
  PAYMENT_STATUSES,
  type DerivedOrderStatus,
  type PaymentStatus,
  type TrackingStatus,
} from '@littleloom/shared';

/** "23 Nov 2026": when the order was placed, in the shop's time, as its timeline and label say. */
export const orderDate = (createdAt: string) => formatShopInstant(createdAt, 'date');

/** "30 Nov 2026" for a calendar day the server names as YYYY-MM-DD (a return's last day). */
export const shopDay = formatShopDay;

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
 * The order's status in the shop's colours (its words are ORDER_STATUS_LABELS, shared with the
 * back office). On its way and returns under way wait in sun; delivered and kept is mint; a
 * settled order some of whose money went back is lilac; a cancelled one is grey.
 */
export const ORDER_STATUS_BADGE: Record<DerivedOrderStatus, string> = {
  PENDING: 'bg-sun-soft text-ink',
  RETURN_IN_PROGRESS: 'bg-sun-soft text-ink',
  DELIVERED: 'bg-mint-soft text-mint-strong',
  COMPLETED: 'bg-mint-soft text-mint-strong',
  PARTLY_RETURNED: 'bg-lilac-soft text-ink',
  RETURNED: 'bg-lilac-soft text-ink',
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
