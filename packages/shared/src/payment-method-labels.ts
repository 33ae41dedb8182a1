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
