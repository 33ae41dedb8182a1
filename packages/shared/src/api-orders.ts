/**
 * Shapes and inputs of the order calls after checkout: the shopper's list, details, cancellation
 * and returns (storefront.md §7) and the back office's order management (back-office.md §7).
 */
import { z } from './zod';
import { PAGE_SIZE, type PaymentStatus, type TrackingStatus } from './constants';
import { RETURN_REJECTION_MESSAGES, RETURN_REJECTION_REASON_LENGTH } from './order-messages';
import {
  ADMIN_SETTABLE_STATUSES,
  DERIVED_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  derivedOrderStatus,
} from './order-rules';
import type { ReturnedPayment } from './api-payments';
import type { PlacedOrder } from './api-shopping';
import type { AdminParcel, AdminParcelScan, Parcel } from './api-shipping';
import type { OrderPaymentMethod } from './validation/orders';
import { isPlainText } from './validation/text';

/** One page of orders, newest first. */
export interface OrdersPage<Order> {
  success: true;
  orders: Order[];
  totalOrders: number;
  totalPages: number;
  currentPage: number;
}

/**
 * GET /user/orders/:param: the caller's orders whatever the parameter; when it names one of them,
 * that order comes along as `order` (the details page reads it).
 */
export interface OwnOrdersReply extends OrdersPage<PlacedOrder> {
  order?: PlacedOrder;
}

/** GET /user/orders/:orderId/returned-payments: the order's payments it did not need. */
export interface ReturnedPaymentsReply {
  success: true;
  returnedPayments: ReturnedPayment[];
}

/** DELETE /user/orders/:orderId?itemId=. */
export interface CancelItemReply {
  success: true;
  message: string;
  updatedOrder: PlacedOrder;
  /** Rupees, after any refund. */
  walletBalance: number;
  /** Rupees credited to the wallet by this cancellation (0 when nothing was paid). */
  refundedAmount: number;
}

/** PUT /user/orders/:orderId/return. */
export interface ReturnItemReply {
  success: true;
  message: string;
  updatedOrder: PlacedOrder;
}

/** An order as the back office sees it: whose it is, too. */
export interface AdminOrder extends PlacedOrder {
  user: { _id: string; name: string; email: string };
  parcels: AdminParcel[];
}

/** Replies of the admin's order moves: the order as it now stands. */
export interface AdminOrderReply {
  success: true;
  message: string;
  order: AdminOrder;
}

export interface AdminCancelOrderReply extends AdminOrderReply {
  orderId: string;
}

export interface ProcessRefundReply extends AdminOrderReply {
  /** Rupees credited to the shopper's wallet. */
  refundedAmount: number;
}

const pageField = z.coerce.number().int().min(1).max(10_000).default(1);

/** The shopper's orders list: 10 a page unless asked otherwise. */
export const ownOrdersQuerySchema = z.object({
  page: pageField,
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.orders),
});

/**
 * Orders with something waiting for the admin, whatever the order's status: a return to decide,
 * an approved return to refund, items to book with the courier (`TO_SHIP_RULE`), or a courier's
 * scan contradicting where a parcel settled (`contradictsSettledParcel`) to look into.
 */
export const ADMIN_WAITING_FILTERS = [
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'TO_SHIP',
  'COURIER_CHECK',
] as const;

/** What the back office's order list can be narrowed to, beyond the spec: each order status, and what waits. */
export const ADMIN_ORDER_FILTERS = [...DERIVED_ORDER_STATUSES, ...ADMIN_WAITING_FILTERS] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export const ADMIN_ORDER_FILTER_LABELS: Record<AdminOrderFilter, string> = {
  ...ORDER_STATUS_LABELS,
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Refund due',
  TO_SHIP: 'Waiting to ship',
  COURIER_CHECK: 'Courier scan to check',
};

/**
 * Waiting to ship (the TO_SHIP filter), the admin's daily round: an order with an item still
 * Pending that no live parcel carries (a parcel the courier refused, or one called off, gives its
 * Pending items back), unless it is paid by card and not paid yet, since that cannot be shipped
 * until it is. The server's SQL (order-reads.ts) and `waitsToShip` both read it from here.
 */
export const TO_SHIP_RULE = {
  itemStatus: 'PENDING',
  /** Orders paid this way wait for their payment before they may be shipped. */
  payFirstMethod: 'Razorpay',
  paidStatus: 'Paid',
} as const satisfies {
  itemStatus: TrackingStatus;
  payFirstMethod: OrderPaymentMethod;
  paidStatus: PaymentStatus;
};

/** What Waiting to ship reads of an order beyond its items: how it is paid and its parcels. */
export type ShippingFacts = Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus'> & {
  parcels: readonly (Pick<Parcel, 'status' | 'itemIds'> & {
    /** The back office's scans, each marked when it contradicts where the parcel settled. */
    scans?: readonly Pick<AdminParcelScan, 'contradicts'>[];
  })[];
};

/** Whether a parcel of the order has a courier's scan to look into (the COURIER_CHECK filter). */
export const hasContradictedScan = (shipping?: ShippingFacts): boolean =>
  (shipping?.parcels ?? []).some((parcel) => (parcel.scans ?? []).some((s) => s.contradicts));

/**
 * Whether an order is Waiting to ship (`TO_SHIP_RULE`). Read from its items alone, it is taken as
 * owing nothing and with nothing booked yet.
 */
export function waitsToShip(
  items: readonly { _id?: string; trackingStatus: string }[],
  shipping?: ShippingFacts,
): boolean {
  if (
    shipping?.paymentMethod === TO_SHIP_RULE.payFirstMethod &&
    shipping.paymentStatus !== TO_SHIP_RULE.paidStatus
  ) {
    return false;
  }
  const carried = new Set(
    (shipping?.parcels ?? [])
      .filter((parcel) => parcel.status !== 'CANCELLED')
      .flatMap((parcel) => parcel.itemIds),
  );
  return items.some(
    (item) =>
      item.trackingStatus === TO_SHIP_RULE.itemStatus &&
      (item._id === undefined || !carried.has(item._id)),
  );
}

const isWaitingFilter = (
  filter: AdminOrderFilter,
): filter is (typeof ADMIN_WAITING_FILTERS)[number] =>
  (ADMIN_WAITING_FILTERS as readonly string[]).includes(filter);

/**
 * Whether an order belongs under a filter: the server's SQL answers the same (order-reads.ts).
 * Only Waiting to ship (`waitsToShip`) and Courier scan to check read more than the items.
 */
export function matchesAdminOrderFilter(
  filter: AdminOrderFilter,
  items: readonly { _id?: string; trackingStatus: string }[],
  shipping?: ShippingFacts,
): boolean {
  if (filter === 'TO_SHIP') return waitsToShip(items, shipping);
  if (filter === 'COURIER_CHECK') return hasContradictedScan(shipping);
  if (isWaitingFilter(filter)) return items.some((item) => item.trackingStatus === filter);
  return derivedOrderStatus(items) === filter;
}

export const adminOrdersQuerySchema = z.object({
  page: pageField,
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.adminOrders),
  status: z.enum(ADMIN_ORDER_FILTERS).optional(),
  /** An order number, the customer's e-mail or a tax invoice's number (or part of any). */
  search: z.string().trim().max(100).refine(isPlainText).optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const trackingStatusBodySchema = z.object({
  trackingStatus: z.enum(
    ADMIN_SETTABLE_STATUSES,
    'Choose PENDING, SHIPPED, DELIVERED or CANCELLED',
  ),
});

export const orderStatusBodySchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, 'Choose PENDING, SHIPPED, DELIVERED or CANCELLED'),
});

/** Why a return is rejected, as the shopper will read it: 3 to 300 characters of plain text. */
export const returnRejectionReasonSchema = z
  .string(RETURN_REJECTION_MESSAGES.required)
  .trim()
  .min(1, RETURN_REJECTION_MESSAGES.required)
  .min(RETURN_REJECTION_REASON_LENGTH.min, RETURN_REJECTION_MESSAGES.tooShort)
  .max(RETURN_REJECTION_REASON_LENGTH.max, RETURN_REJECTION_MESSAGES.tooLong)
  .refine(isPlainText, RETURN_REJECTION_MESSAGES.notPlainText);

/**
 * Deciding a requested return. A rejection carries its reason (the shopper is told it); an
 * approval needs none, and any reason sent with it is ignored.
 */
export const approveReturnBodySchema = z
  .object({
    approvalStatus: z
      .enum(['APPROVED', 'REJECTED'], 'Choose APPROVED or REJECTED')
      .default('APPROVED'),
    reason: z.unknown().optional(),
  })
  .transform((body, context) => {
    if (body.approvalStatus === 'APPROVED') return { approvalStatus: 'APPROVED' as const };
    const reason = returnRejectionReasonSchema.safeParse(body.reason);
    if (!reason.success) {
      for (const issue of reason.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['reason'] });
      }
      return z.NEVER;
    }
    return { approvalStatus: 'REJECTED' as const, reason: reason.data };
  });
export type ReturnDecision = z.output<typeof approveReturnBodySchema>;

const itemIdField = z.string().trim().min(1, 'Choose an item').max(64).refine(isPlainText);

export const cancelItemQuerySchema = z.object({ itemId: itemIdField });
export const returnItemBodySchema = z.object({ itemId: itemIdField });

/** A credit note of an order: items cancelled or returned after its invoice, taken back. */
export interface CreditNoteSummary {
  _id: string;
  /** Its serial, e.g. LLC/26-27/000001. */
  number: string;
  /** The invoice it reduces. */
  invoiceNumber: string;
  reason: 'cancelled' | 'returned';
  issuedAt: string;
  /** Rupees taken back, tax included. */
  amount: number;
}

/** GET /api/invoice/:orderId/credit-notes. */
export interface CreditNotesReply {
  success: true;
  creditNotes: CreditNoteSummary[];
}

/** Money that came in for an order: one payment, how and when. */
export interface OrderPaymentIn {
  /** Rupees. */
  amount: number;
  method: 'card' | 'wallet' | 'cash';
  /** When it was paid; null when the shop does not know (cash paid at a door). */
  paidAt: string | null;
  /** The gateway's payment id of a card payment. */
  paymentId: string | null;
}

/** Money that went back to the shopper for an order: one refund. */
export interface OrderRefundOut {
  /** Rupees, the delivery charge included when it came back with it. */
  amount: number;
  to: 'wallet' | 'card';
  /** `pending` while a card refund waits for the gateway; `done` once the money is back. */
  state: 'done' | 'pending';
  at: string;
  /** Items cancelled or returned, or a card payment the order did not need. */
  reason: 'cancelled' | 'returned' | 'payment not needed';
  /** Why a payment was not needed, in the shop's words; null for a refund of items. */
  detail: string | null;
  /** What each item gave back; empty for a payment not needed and for refunds from before items were recorded. */
  items: { itemId: string; name: string; size: string; quantity: number; amount: number }[];
  /** Of the amount, the delivery charge given back (rupees). */
  delivery: number;
}

/**
 * The money an order moved, worked out once by the server from what it recorded: every payment
 * in, every refund out, and what is left with the shop. Amounts in rupees.
 */
export interface OrderMoney {
  paid: number;
  payments: OrderPaymentIn[];
  refunded: number;
  refunds: OrderRefundOut[];
  /** Paid less refunded (refunds on their way to a card included). */
  left: number;
  /** The value of approved returns waiting for Process Refund. */
  refundDue: number;
}

/** GET /api/user/orders/:orderId/money: the owner's order, or any for an admin. */
export interface OrderMoneyReply {
  success: true;
  money: OrderMoney;
}

// The booking replies carry the order, so they sit beside AdminOrder: api-shipping.ts holds only the
// parcel types this file reads.

/** POST /api/admin/orders/:orderId/ship. */
export interface ShipOrderReply {
  success: true;
  message: string;
  order: AdminOrder;
  parcel: AdminParcel;
}

/** POST /api/admin/orders/ship: each order's outcome, in the order asked. */
export interface ShipOrdersReply {
  success: true;
  message: string;
  results: {
    orderId: string;
    orderNumber: string | null;
    booked: boolean;
    message: string;
    parcel: AdminParcel | null;
  }[];
}
