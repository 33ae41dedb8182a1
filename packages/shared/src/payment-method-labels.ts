import type { OrderPaymentMethod } from './validation/orders';

/**
 * How each way to pay is named wherever people read it: the storefront, the back office, PDFs,
 * spreadsheets and mails. The API keeps its own values ('Razorpay', 'COD', 'Wallet') for the
 * spec's client; the gateway's name is not what the shopper chose.
 */
export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  Razorpay: 'Card / UPI',
  COD: 'Cash on Delivery',
  Wallet: 'Wallet',
};

/** What a cash-on-delivery order with nothing left to collect reads as its payment status. */
export const NOT_COLLECTED = 'Not collected';

/**
 * An order's payment status as people read it (the shopper's order pages, the back office's list
 * and order page, the order summary PDF): the API's own value, except that a cash-on-delivery
 * order cancelled whole, whose cash is still "Pending", reads "Not collected": there is nothing
 * left to collect, and "Pending" would say the cash is still due.
 */
export function paymentStatusLabel(order: {
  paymentMethod: string;
  paymentStatus: string;
  status: string;
}): string {
  const nothingToCollect =
    order.paymentMethod === 'COD' &&
    order.status === 'CANCELLED' &&
    order.paymentStatus === 'Pending';
  return nothingToCollect ? NOT_COLLECTED : order.paymentStatus;
}
