/**
 * Number of items in the shopper's wishlist, for the header badge.
 *
 * Returns 0 until the wishlist feature lands: the wishlist issue replaces the body with the
 * length of the wishlist query's items. Callers already treat the number as live data.
 */
export function useWishlistCount(): number {
  return 0;
}
