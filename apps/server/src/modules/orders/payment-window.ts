import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** Payment states a card order is still waiting in. */
export const UNPAID: readonly OrderRow['paymentStatus'][] = ['Pending', 'Processing', 'Failed'];

/**
 * A card order that may still be paid: unpaid, not wholly cancelled (the sweep cancels an order
 * whose window closed; the shopper may cancel every item), and within its payment window. The
 * payments module opens and retries payments by it; the order's view offers Retry Payment by it.
 */
export function mayStillBePaid(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'paymentDueAt'>,
  wholeCancelled: boolean,
  now: Date,
): boolean {
  if (order.paymentMethod !== 'razorpay' || !UNPAID.includes(order.paymentStatus)) return false;
  if (order.paymentDueAt !== null && order.paymentDueAt <= now) return false;
  return !wholeCancelled;
}

/**
 * A card order still unpaid once its payment window has closed: whatever touches it first (the
 * sweep, a retry, a verify or a webhook) settles it as expired, so a payment arriving a moment
 * late is given back rather than applied to an order that no longer holds its stock.
 */
export function paymentWindowClosed(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'paymentDueAt'>,
  now: Date,
): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    UNPAID.includes(order.paymentStatus) &&
    order.paymentDueAt !== null &&
    order.paymentDueAt <= now
  );
}
