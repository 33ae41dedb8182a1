import { z } from '../zod';
import { COD_LIMIT } from '../constants';
import { formatRupees } from '../money';
import { isPlainText } from './text';

export const ORDER_MESSAGES = {
  addressRequired: 'Address Required: Please select an address before placing the order.',
  addressNotFound: 'Address not found',
  paymentMethodRequired: 'Choose how you would like to pay',
  codNotAllowed: `COD Not Allowed: Cash on delivery is available for orders up to ${formatRupees(COD_LIMIT)}.`,
  cartEmpty: 'Cart is Empty',
  cartChanged:
    'Your cart changed since you last saw it. Please check it again before placing the order.',
  /** The title over `cartChanged` and what changed: no payment failed, the cart moved. */
  cartChangedTitle: 'Check your cart',
  placed: 'Order placed successfully',
  createFailed: 'Failed to create order',
  orderFailed: 'Order Failed',
  idempotencyKeyReused:
    'This request key was already used for a different order. Reload the page and try again.',
} as const;

/** How a shopper pays, as the API speaks of it. */
export const ORDER_PAYMENT_METHODS = ['Razorpay', 'COD', 'Wallet'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

const addressId = z.string().trim().min(1).max(64).refine(isPlainText);

/**
 * Placing an order. Only the address and the way to pay are read: items, prices, discounts and
 * totals the spec's client sends are ignored, since the server prices the cart itself.
 */
export const placeOrderSchema = z.object({
  address: z.union([addressId, z.object({ _id: addressId }).transform((a) => a._id)], {
    error: ORDER_MESSAGES.addressRequired,
  }),
  paymentMethod: z.preprocess(
    (value) => (value === 'razorpay' ? 'Razorpay' : value),
    z.enum(ORDER_PAYMENT_METHODS, ORDER_MESSAGES.paymentMethodRequired),
  ),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderFields = z.output<typeof placeOrderSchema>;

/** An Idempotency-Key header: a short opaque text the client picks per attempt. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .refine(isPlainText, 'Idempotency-Key contains characters that are not allowed');

export const PAYMENT_MESSAGES = {
  verified: 'Payment verified successfully',
  verificationFailed: 'Payment Verification Failed',
  verificationFailedText: 'We could not verify your payment. Please contact support.',
  failureRecorded: 'Payment failure recorded',
  cancelled: 'Payment Cancelled',
  failed: 'Payment Failed',
  sdkFailed: 'Failed to load Razorpay SDK. Please try again.',
  amountInvalid: 'Payment amount is not valid.',
  failureHandlingFailed: 'Payment failure handling failed',
  retryFailed: 'Retrying payment failed',
  retryStarted: 'Payment retry started',
  retryNotAllowed: 'Only an order whose payment failed can be paid again.',
  retryExpired: 'This order was cancelled because it was not paid in time.',
  orderNotFound: 'Order not found!',
  paymentNotFound: 'Payment not found',
  notCardOrder: 'This order is not paid by card.',
  /** The shop has no card gateway (no Razorpay keys, simulator off): checkout by card is off. */
  cardUnavailable:
    'Card payments are not available at the moment. Please pay by cash on delivery or from your wallet.',
  retryUnavailable:
    'Card payments are not available at the moment, so this payment cannot be tried again. Please order again and pay by cash on delivery or from your wallet.',
  paymentGivenBack:
    'This order did not need this payment, so it is being refunded to you. Nothing more was charged for the order.',
} as const;

/** Why a captured payment was not applied and is given back, as the order pages say it. */
export const RETURNED_PAYMENT_REASONS = {
  orderAlreadyPaid: 'The order was already paid',
  orderRefunded: 'The order had already been refunded',
  orderCancelled: 'The order was cancelled before the payment arrived',
  attemptReplaced: 'A newer payment attempt replaced this one',
  topUpAlreadyPaid: 'The top-up was already paid',
} as const;

const gatewayId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, message)
    .refine(isPlainText, message);

/** What Razorpay's checkout hands back after a payment (an `amount` sent along is ignored). */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: gatewayId(PAYMENT_MESSAGES.verificationFailed),
  razorpay_payment_id: gatewayId(PAYMENT_MESSAGES.verificationFailed),
  razorpay_signature: gatewayId(PAYMENT_MESSAGES.verificationFailed),
});

export const paymentFailedSchema = z.object({
  razorpay_order_id: gatewayId(PAYMENT_MESSAGES.paymentNotFound),
  reason: z.string().trim().max(300).refine(isPlainText).optional(),
});

export const retryPaymentSchema = z.object({
  orderId: gatewayId(PAYMENT_MESSAGES.orderNotFound),
});
