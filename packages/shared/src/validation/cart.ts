import { z } from '../zod';
import { CART_MESSAGES, COUPON_CART_MESSAGES, OFFER_CART_MESSAGES } from '../shopping-messages';
import { isPlainText } from './text';

/** The id of a product as the client sends it: any short text; unknown ids are "not found". */
const productIdField = z
  .string({ error: CART_MESSAGES.productNotFound })
  .trim()
  .min(1, CART_MESSAGES.productNotFound)
  .max(64, CART_MESSAGES.productNotFound);

const sizeField = z
  .string({ error: CART_MESSAGES.sizeRequired })
  .trim()
  .min(1, CART_MESSAGES.sizeRequired)
  .max(20, CART_MESSAGES.sizeNotAvailable)
  .refine(isPlainText, CART_MESSAGES.sizeNotAvailable);

/** A whole number of pieces, 1 or more; the spec's message for anything else. */
export const quantityField = z
  .number({ error: CART_MESSAGES.invalidQuantity })
  .int(CART_MESSAGES.invalidQuantity)
  .min(1, CART_MESSAGES.invalidQuantity)
  .max(1000, CART_MESSAGES.invalidQuantity);

/**
 * Cart bodies. The spec's client also sends `userId`, `images`, `stock`, `discountPrice` and the
 * like: they are accepted and ignored (the server reads its own prices and stock, and acts on the
 * caller's cart), so these objects strip unknown keys rather than refuse them.
 */
export const cartAddSchema = z.object({
  productId: productIdField,
  size: sizeField,
  quantity: quantityField.default(1),
});
export type CartAddInput = z.input<typeof cartAddSchema>;
export type CartAddFields = z.output<typeof cartAddSchema>;

export const cartUpdateSchema = z.object({
  productId: productIdField,
  size: sizeField,
  quantity: quantityField,
});
export type CartUpdateInput = z.input<typeof cartUpdateSchema>;

/** Remove names the size in the body; without one, every size of the product leaves the cart. */
export const cartRemoveSchema = z.object({ size: sizeField.optional() }).nullish();

export const applyCouponSchema = z.object({
  couponCode: z
    .string({ error: COUPON_CART_MESSAGES.codeRequired })
    .trim()
    .min(1, COUPON_CART_MESSAGES.codeRequired)
    .max(40, COUPON_CART_MESSAGES.invalid)
    .refine(isPlainText, COUPON_CART_MESSAGES.invalid),
});

export const applyOfferSchema = z.object({
  offerId: z
    .string({ error: OFFER_CART_MESSAGES.required })
    .trim()
    .min(1, OFFER_CART_MESSAGES.required)
    .max(64, OFFER_CART_MESSAGES.unavailable),
});

export const wishlistAddSchema = z.object({ productId: productIdField });
export const wishlistRemoveSchema = z.object({ productId: productIdField });
