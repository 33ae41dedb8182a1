import { z } from 'zod';
import { DERIVED_ORDER_STATUSES, TRACKING_STATUSES } from '@littleloom/shared';
import { addressReplySchema } from './address';
import { adminParcelSchema, parcelSchema } from './parcels';

/** An order as the API sends it (PlacedOrder in packages/shared). */
export const placedOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  totalPrice: z.number(),
  discountAmount: z.number(),
  deliveryCharge: z.number(),
  finalPrice: z.number(),
  totalQuantity: z.number(),
  paymentStatus: z.string(),
  paymentMethod: z.enum(['Razorpay', 'COD', 'Wallet']),
  address: addressReplySchema.omit({ _id: true, createdAt: true }),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      name: z.string(),
      colourName: z.string().nullable().describe('The colour it was bought in; null when none'),
      brand: z.string(),
      image: z.string().nullable(),
      size: z.string(),
      quantity: z.number(),
      price: z.number(),
      lineTotal: z.number(),
      discount: z.number(),
      trackingStatus: z.enum(TRACKING_STATUSES),
      product: z.object({
        _id: z.string(),
        name: z.string(),
        images: z.array(z.object({ url: z.string() })),
      }),
      deliveredAt: z.string().nullable(),
      returnBy: z.string().nullable(),
      canCancel: z.boolean(),
      canReturn: z.boolean(),
      returnRejectionReason: z.string().nullable(),
    }),
  ),
  status: z.enum(DERIVED_ORDER_STATUSES),
  canRetryPayment: z.boolean(),
  refundProcessed: z.boolean(),
  invoiceNumber: z.string().nullable(),
  parcels: z.array(parcelSchema),
  createdAt: z.string(),
});

/** A payment of the order that was not needed, and how it goes back (ReturnedPayment). */
export const returnedPaymentSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'refunded', 'credited']),
  refundId: z.string().nullable(),
  createdAt: z.string(),
});

/** The money an order moved (OrderMoney). */
export const orderMoneySchema = z.object({
  paid: z.number(),
  payments: z.array(
    z.object({
      amount: z.number(),
      method: z.enum(['card', 'wallet', 'cash']),
      paidAt: z.string().nullable(),
      paymentId: z.string().nullable(),
    }),
  ),
  refunded: z.number(),
  refunds: z.array(
    z.object({
      amount: z.number(),
      to: z.enum(['wallet', 'card']),
      state: z.enum(['done', 'pending']),
      at: z.string(),
      reason: z.enum(['cancelled', 'returned', 'payment not needed']),
      detail: z.string().nullable(),
      items: z.array(
        z.object({
          itemId: z.string(),
          name: z.string(),
          size: z.string(),
          quantity: z.number(),
          amount: z.number(),
        }),
      ),
      delivery: z.number(),
    }),
  ),
  left: z.number(),
  refundDue: z.number(),
});

/** An order as the back office sees it. */
export const adminOrderSchema = placedOrderSchema.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  parcels: z.array(adminParcelSchema),
});

const pageFields = {
  success: z.literal(true),
  totalOrders: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
};

export const ownOrdersPageSchema = z.object({
  ...pageFields,
  orders: z.array(placedOrderSchema),
  order: placedOrderSchema.optional(),
});

export const adminOrdersPageSchema = z.object({ ...pageFields, orders: z.array(adminOrderSchema) });
