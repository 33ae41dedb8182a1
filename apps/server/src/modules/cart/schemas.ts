import { z } from 'zod';
import type { Cart, CartReply } from '@littleloom/shared';
import {
  categoryRef,
  productImageSchema,
  shoppingProductSchema,
} from '../../http/reply-schemas/products';
import { appliedCouponSchema, appliedOfferSchema } from '../../http/reply-schemas/promotions';

const stockChangeSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  newQuantity: z.number(),
});

export const cartSchema = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      product: shoppingProductSchema,
      name: z.string(),
      images: z.array(productImageSchema),
      price: z.number(),
      discountPrice: z.number().nullable(),
      category: categoryRef,
      size: z.string(),
      quantity: z.number(),
      stock: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
  totalPrice: z.number(),
  discountAmount: z.number(),
  deliveryCharge: z.number(),
  finalPrice: z.number(),
  totalQuantity: z.number(),
  coupon: appliedCouponSchema.nullable(),
  offer: appliedOfferSchema.nullable(),
  appliedOffers: z.array(appliedOfferSchema),
  removedItems: z.array(stockChangeSchema),
  reducedItems: z.array(stockChangeSchema),
  notices: z.array(z.string()),
});

export const cartReplySchema = cartSchema.extend({
  success: z.literal(true),
  message: z.string(),
  cart: cartSchema,
  data: cartSchema,
});

/** One reply shape for every cart call (see CartReply in packages/shared). */
export const cartReply = (cart: Cart, message: string): CartReply => ({
  success: true,
  message,
  ...cart,
  cart,
  data: cart,
});
