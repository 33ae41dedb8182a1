import type { WishlistItem } from '@littleloom/shared';
import { useWishlist } from './wishlist-query';

const itemCount = (items: WishlistItem[]) => items.length;

/**
 * Number of items in the shopper's wishlist, for the header badge (storefront.md §2). Live: every
 * wishlist change writes its reply into the same query. 0 for a guest.
 */
export function useWishlistCount(): number {
  return useWishlist(itemCount).data ?? 0;
}
