import { z } from 'zod';
import { addressReplySchema } from '../addresses/routes';

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
      brand: z.string(),
      image: z.string().nullable(),
      size: z.string(),
      quantity: z.number(),
      price: z.number(),
      lineTotal: z.number(),
      trackingStatus: z.string(),
    }),
  ),
  createdAt: z.string(),
});
