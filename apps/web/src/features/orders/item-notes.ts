import type { OrderLine } from '@littleloom/shared';
import { shopDay } from './order-format';

/**
 * A line under an item that says where its return stands, or why it can no longer be returned;
 * null when the badge says enough. `refunded` is the order's refundProcessed.
 */
export function itemNote(item: OrderLine, refunded: boolean): string | null {
  switch (item.trackingStatus) {
    case 'RETURN_REQUESTED':
      return 'You asked to return this item. We will let you know once the return is approved.';
    case 'RETURN_APPROVED':
      return refunded
        ? 'Your return is approved and the refund is in your wallet.'
        : 'Your return is approved. The refund will be added to your wallet.';
    case 'RETURNED':
      return refunded
        ? 'This item was returned and the refund is in your wallet.'
        : 'This item was returned.';
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
