import type { PlacedOrder, PlaceOrderReply } from './api-shopping';

/**
 * The card payment's shapes (storefront.md §7, Orders and payments). Amounts for the gateway are
 * in paise (§9); everything else is in rupees.
 */

/** A gateway order to pay, as placing a card order or retrying its payment describes it. */
export interface GatewayOrderFields {
  razorpayOrderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  keyId: string;
}

/** POST /api/user/orders/create: a card order's reply also names the gateway order to pay. */
export type OrderPlacedReply = PlaceOrderReply & Partial<GatewayOrderFields>;

/** POST /api/user/retry-payment: a new gateway order for the same order. */
export interface RetryPaymentReply {
  success: true;
  message: string;
  order: { finalPrice: number };
  newOrderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  keyId: string;
}

/** What the provider hands back after a payment, signed; the server checks the signature. */
export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifyPaymentReply {
  success: true;
  message: string;
  order: PlacedOrder;
}

/** Why a payment failed, as Razorpay's `payment.failed` event (and the simulator) says it. */
export interface PaymentFailure {
  error: { code: string; description: string; reason: string };
}

/**
 * A payment the shop captured but did not need (a second payment of an order, a payment of a
 * replaced attempt or of a cancelled order): it is given back, and the order pages say how.
 */
export interface ReturnedPayment {
  /** The gateway's payment id (pay_…). */
  paymentId: string;
  /** Rupees. */
  amount: number;
  reason: string;
  /** `pending` until the gateway confirms the refund; `refunded` to the card; `credited` to the wallet. */
  status: 'pending' | 'refunded' | 'credited';
  /** The gateway's refund id, once refunded. */
  refundId: string | null;
  createdAt: string;
}
