import { z } from 'zod';
import { OFFER_TYPES } from '@littleloom/shared';

/** Reply shapes of the promotion routes (packages/shared api-shopping.ts), for the serializer. */
export const couponSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  discount: z.number(),
  minPurchaseAmount: z.number(),
  expiryDate: z.string(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  usedCount: z.number(),
  createdAt: z.string(),
});

const namedRef = z.object({ _id: z.string(), name: z.string() }).nullable();

export const activeOfferSchema = z.object({
  _id: z.string(),
  type: z.enum(OFFER_TYPES),
  offerCode: z.string().nullable(),
  offerDescription: z.string(),
  discount: z.number(),
  expiryDate: z.string(),
  productId: z.string().nullable(),
  categoryId: z.string().nullable(),
  product: namedRef,
  category: namedRef,
});

export const adminOfferSchema = activeOfferSchema.extend({
  formType: z.enum(['product', 'category', 'referrer']),
  offerType: z.enum(['Product', 'Category', 'Referral']),
  name: z.string(),
  description: z.string(),
  value: z.number(),
  referrerCode: z.string().nullable(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  createdAt: z.string(),
});
