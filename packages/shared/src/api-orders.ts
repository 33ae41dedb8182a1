/**
 * Shapes and inputs of the order calls after checkout: the shopper's list, details, cancellation
 * and returns (storefront.md §7) and the back office's order management (back-office.md §7).
 */
import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { ADMIN_SETTABLE_STATUSES, DERIVED_ORDER_STATUSES } from './order-rules';
import type { ReturnedPayment } from './api-payments';
import type { PlacedOrder } from './api-shopping';
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

/** What the back office's order list can be narrowed to, beyond the spec. */
export const ADMIN_ORDER_FILTERS = [
  ...DERIVED_ORDER_STATUSES,
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export const ADMIN_ORDER_FILTER_LABELS: Record<AdminOrderFilter, string> = {
  PENDING: 'Pending',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Refund due',
};

export const adminOrdersQuerySchema = z.object({
  page: pageField,
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.adminOrders),
  status: z.enum(ADMIN_ORDER_FILTERS).optional(),
  /** An order number (or part of one) or the customer's e-mail (or part of it). */
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

export const approveReturnBodySchema = z.object({
  approvalStatus: z
    .enum(['APPROVED', 'REJECTED'], 'Choose APPROVED or REJECTED')
    .default('APPROVED'),
});

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
