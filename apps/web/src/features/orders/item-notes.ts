import {
  formatRupees,
  toPaise,
  toRupees,
  type OrderLine,
  type PlacedOrder,
} from '@littleloom/shared';
import { shopDay } from './order-format';

/** What of the order an item's note reads. */
export type ItemNoteOrder = Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus' | 'items'>;

/**
 * A line under an item that says where its return stands, or why it can no longer be returned,
 * or what a cancelled item of a paid order gave back; null when the badge says enough.
 */
export function itemNote(item: OrderLine, order: ItemNoteOrder): string | null {
  switch (item.trackingStatus) {
    case 'CANCELLED':
      return cancelledNote(item, order);
    case 'RETURN_REQUESTED':
      return 'You asked to return this item. We will let you know once the return is approved.';
    // An approved return is refunded by Process Refund, which makes it RETURNED: whatever the
    // order's refundProcessed says (set by an earlier refund), this one's money is still to come.
    case 'RETURN_APPROVED':
      return 'Your return is approved. The refund will be added to your wallet.';
    case 'RETURNED':
      return 'This item was returned and the refund is in your wallet.';
    case 'RETURN_REJECTED':
      return 'Your return request was not accepted. If you have questions, please contact us.';
    case 'DELIVERED':
      return !item.canReturn && item.returnBy
        ? `Returns for this item closed on ${shopDay(item.returnBy)}.`
        : null;
    default:
      return null;
  }
}

/**
 * What a cancelled item gives back: its line total less its own share of the order's discount,
 * as the server stored it (the discount on the items kept stays as it was). Worked in paise.
 */
const givenBackFor = (item: OrderLine): number =>
  toRupees(toPaise(item.lineTotal) - toPaise(item.discount));

function cancelledNote(item: OrderLine, order: ItemNoteOrder): string | null {
  const to = cancelledRefundTo(order);
  const amount = givenBackFor(item);
  if (to === null || amount <= 0) return null;
  return to === 'wallet'
    ? `Cancelled. ${formatRupees(amount)} went back to your wallet.`
    : `Cancelled. ${formatRupees(amount)} of what you paid goes back to you.`;
}

/**
 * Where a cancelled item's money went; null when none was taken for it. A cash order is paid on
 * delivery, after anything could be cancelled, and an unpaid order took nothing. A paid card or
 * wallet order refunds a cancelled item to the wallet (at once, or when a late payment arrives),
 * and so does one whose money all went back after it was paid. The one case the order alone
 * cannot tell apart: a card order cancelled whole and then paid after all, whose payment goes back
 * as a payment given back (to the card, or the wallet), so that note names no place.
 */
function cancelledRefundTo(order: ItemNoteOrder): 'wallet' | 'unnamed' | null {
  if (order.paymentMethod === 'COD') return null;
  if (order.paymentStatus === 'Paid') return 'wallet';
  if (order.paymentStatus !== 'Refunded') return null;
  if (order.paymentMethod === 'Wallet') return 'wallet';
  return order.items.every((line) => line.trackingStatus === 'CANCELLED') ? 'unnamed' : 'wallet';
}
