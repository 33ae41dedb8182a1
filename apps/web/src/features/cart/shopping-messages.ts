/**
 * The spec's words for the cart, coupons, offers and the wishlist (storefront.md §5, §8), from
 * packages/shared. They live there beside the input schemas, so importing them brings zod along.
 * The product cards and the product page need them only when a request fails, so they load this
 * module then (load-shopping-messages.ts) and keep zod out of the shop's busiest pages.
 */
export {
  CART_MESSAGES,
  COUPON_CART_MESSAGES,
  OFFER_CART_MESSAGES,
  WISHLIST_MESSAGES,
} from '@littleloom/shared';
