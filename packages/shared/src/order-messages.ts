/**
 * What the shopper's order pages and the back office's order screens say (storefront.md §8,
 * back-office.md §8), and the server's own words for the moves it refuses.
 */
export const ORDER_DETAIL_MESSAGES = {
  notFound: 'Order not found!',
  cancelFailed: 'Failed to cancel order',
  returnFailed: 'Failed to return order',
  invoiceFailed: 'Error downloading invoice.',
  fetchFailed: 'Failed to fetch orders',
  itemCancelled: 'Item cancelled',
  itemCancelledRefunded: (amount: string) => `Item cancelled. ${amount} was added to your wallet.`,
  returnRequested: 'Return requested',
  notCancellable: 'This item can no longer be cancelled.',
  notReturnable: 'Only a delivered item can be returned.',
  returnWindowClosed: 'Returns are accepted within 7 days of delivery.',
  returnAlreadyRequested: 'A return was already requested for this item.',
  itemNotFound: 'Item not found in this order.',
} as const;

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'Order not found.',
  productNotFound: 'Product not found.',
  fetchFailed: 'Failed to fetch orders',
  statusFailed: 'Failed to update product status',
  orderStatusFailed: 'Failed update status',
  cancelFailed: 'Failed to cancel order',
  approveRequestFailed: 'Failed to approve return request',
  approveFailed: 'Failed to approve return',
  refundFailed: 'Failed to process refund',
  statusUpdated: 'Tracking status updated',
  orderStatusUpdated: 'Order status updated',
  orderCancelled: 'Order cancelled',
  returnApproved: 'Return approved',
  returnRejected: 'Return rejected',
  refundProcessed: 'Refund processed',
  noApprovedReturns: 'There are no approved returns to refund in this order.',
  noOpenItems: 'No item of this order can be changed any more.',
  notReturnRequested: 'This item has no return waiting for approval.',
  ambiguousProduct:
    'This product has more than one line in the order; use the order item id instead.',
  notPaidYet: 'This order is not paid yet: it can only be cancelled or left pending.',
  moveNotAllowed: (from: string, to: string) => `An item that is ${from} cannot be set to ${to}.`,
} as const;

/** The reason the admin gives for rejecting a return: the shopper reads it, in a mail and under the item. */
export const RETURN_REJECTION_REASON_LENGTH = { min: 3, max: 300 } as const;

export const RETURN_REJECTION_MESSAGES = {
  required: 'Give the customer a reason for rejecting the return.',
  tooShort: `The reason needs at least ${RETURN_REJECTION_REASON_LENGTH.min} characters.`,
  tooLong: `The reason can be at most ${RETURN_REJECTION_REASON_LENGTH.max} characters.`,
  notPlainText: 'The reason contains characters that are not allowed.',
} as const;
