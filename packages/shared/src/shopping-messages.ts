/**
 * The words of the cart, coupons, offers and the wishlist (storefront.md §5, §8), in a module of
 * their own without zod: the product cards and the product page show them, and should not pull
 * the validation library into the shop's first download.
 */
import { MAX_CART_LINES, MAX_QUANTITY_PER_PRODUCT, MAX_WISHLIST_ITEMS } from './constants';
import { formatRupees } from './money';
import { MSG } from './messages';

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

/** A coupon or offer the shop withdrew (deleted) while it was in the cart. */
export const promotionWithdrawnNotice = (label: string) =>
  promotionDroppedNotice(label, 'It is no longer available.');

/** The shop changed the discount of the coupon or offer in the cart. */
export const promotionChangedNotice = (label: string, fromPercent: number, toPercent: number) =>
  `${label} now takes ${toPercent}% off instead of ${fromPercent}%.`;

/**
 * A line the cart took out, named with its size: it sold out (the last piece went to someone
 * else), or its product or size left the shop. Follows `CART_MESSAGES.itemsRemoved`.
 */
export const lineRemovedNotice = (name: string, size: string, soldOut: boolean) =>
  soldOut
    ? `${name} (size ${size}) is sold out and was removed from your cart.`
    : `${name} (size ${size}) is no longer available and was removed from your cart.`;

/** A line lowered to the pieces left, named with its size. Follows `CART_MESSAGES.itemsReduced`. */
export const lineLoweredNotice = (name: string, size: string, left: number) =>
  `Only ${left} of ${name} (size ${size}) ${left === 1 ? 'is' : 'are'} left, so your cart now holds ${left}.`;

/**
 * Checkout met a size whose last pieces another order took a moment before, and the cart, read
 * again, shows no change (they came back meanwhile): the line is still named.
 */
export const lineTakenNotice = (name: string, size: string) =>
  `The last pieces of ${name} (size ${size}) were just taken by another order.`;

/** One notice for one cause: the spec's sentence, then each line it names. */
export const stockNotice = (lead: string, lines: readonly string[]) => [lead, ...lines].join(' ');

/** The price of a piece in the cart changed since the shopper last saw it. */
export const priceChangedNotice = (
  name: string,
  size: string,
  fromRupees: number,
  toRupees: number,
) =>
  `The price of ${name} (size ${size}) changed from ${formatRupees(fromRupees)} to ${formatRupees(toRupees)}.`;

export const WISHLIST_MESSAGES = {
  alreadyIn: 'Product already in wishlist.',
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  removeFailed: 'Failed to remove product from wishlist',
  fetchFailed: 'Failed to fetch updated wishlist',
  full: `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} products. Remove some first.`,
  notInWishlist: 'This product is not in your wishlist.',
} as const;
