import { z } from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY_PER_PRODUCT, MAX_WISHLIST_ITEMS } from '../constants';
import { formatRupees } from '../money';
import { MSG } from '../messages';
import { isPlainText } from './text';

/** What the cart, coupon, offer and wishlist calls answer, in the spec's words where it has them. */
export const CART_MESSAGES = {
  fetchFailed: 'Failed to fetch cart',
  addFailed: 'Failed to add to cart',
  updateFailed: 'Failed to update cart quantity',
  removeFailed: 'Failed to remove item from cart',
  clearFailed: 'Failed to clear cart',
  invalidQuantity: 'Invalid quantity value!',
  insufficientStock: 'Insufficient Stock: The quantity exceeds the available stock.',
  quantityLimit: `Quantity Limit Reached: You can only add up to ${MAX_QUANTITY_PER_PRODUCT} units of a product.`,
  tooManyLines: `Your cart can hold up to ${MAX_CART_LINES} different items. Check out or remove some first.`,
  itemsRemoved: 'Some items were removed due to insufficient stock.',
  itemsReduced: 'Some quantities were lowered to the stock that is left.',
  itemNotInCart: 'This item is not in your cart.',
  notFound: 'Cart not found',
  empty: 'Cart is Empty',
  added: 'Item added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  fetched: 'Cart fetched',
  productNotFound: MSG.productNotFound,
  sizeRequired: MSG.selectSize,
  sizeNotAvailable: MSG.sizeNotAvailable,
  sizeOutOfStock: MSG.sizeOutOfStock,
} as const;

export const COUPON_CART_MESSAGES = {
  codeRequired: 'Please enter a coupon code.',
  invalid: 'Invalid coupon code',
  applyFailed: 'Failed to apply the coupon. Please try again.',
  serverError: 'Server error. Please try again.',
  withOffer: 'A coupon cannot be combined with an offer. Remove the offer to use a coupon.',
  inactive: 'This coupon is no longer active.',
  expired: 'This coupon has expired.',
  alreadyUsed: 'You have already used this coupon on an earlier order.',
  minimum: (minimumRupees: number) =>
    `This coupon needs a minimum purchase of ${formatRupees(minimumRupees)}.`,
  emptyCart: 'Add something to your cart before applying a coupon.',
  applied: 'Coupon applied successfully',
  removed: 'Coupon removed',
} as const;

export const OFFER_CART_MESSAGES = {
  required: 'Please select an offer.',
  noneApplicable: 'No applicable offers found.',
  applyFailed: 'Could not apply offer. Please try again.',
  removeFailed: 'Failed to remove offer/coupon. Please try again.',
  withCoupon: 'An offer cannot be combined with a coupon. Remove the coupon to use an offer.',
  unavailable: 'This offer is no longer available.',
  expired: 'This offer has expired.',
  notApplicable: 'This offer does not apply to the items in your cart.',
  emptyCart: 'Add something to your cart before applying an offer.',
  applied: 'Offer applied successfully',
  removed: 'Offer removed',
} as const;

/** Why a coupon or offer left the cart on its own, for the notice the cart page shows. */
export const promotionDroppedNotice = (label: string, reason: string) =>
  `${label} was removed from your cart. ${reason}`;

export const WISHLIST_MESSAGES = {
  alreadyIn: 'Product already in wishlist.',
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  removeFailed: 'Failed to remove product from wishlist',
  fetchFailed: 'Failed to fetch updated wishlist',
  full: `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} products. Remove some first.`,
  notInWishlist: 'This product is not in your wishlist.',
} as const;

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
