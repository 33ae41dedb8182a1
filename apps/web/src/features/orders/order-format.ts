import { PAYMENT_STATUSES, type PaymentStatus } from '@littleloom/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "23 Nov 2026": when the order was placed, in the shopper's time. */
export const orderDate = (createdAt: string) => dateFormat.format(new Date(createdAt));

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
