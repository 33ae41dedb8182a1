import type { WishlistItem, WishlistReply } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { SHOPPER_QUERY_KEYS, useShopperId } from '../accounts/use-session';

/**
 * The shopper's wishlist as the server last described it. Kept light on purpose: the header's
 * badge reads it on every page, so this module is in the first download.
 */

export const wishlistQueryKey = (userId: string) => [SHOPPER_QUERY_KEYS.wishlist, userId] as const;

/** GET /api/user/wishlist/:userId: the items, newest first as the server keeps them. */
export async function fetchWishlist(userId: string, signal?: AbortSignal): Promise<WishlistItem[]> {
  const reply = await authFetch<WishlistReply>(`/api/user/wishlist/${encodeURIComponent(userId)}`, {
    signal,
  });
  return reply.items;
}

export function wishlistQuery(userId: string) {
  return {
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchWishlist(userId, signal),
  };
}

/** The signed-in shopper's wishlist; never asked for a guest. */
export function useWishlist<T = WishlistItem[]>(select?: (items: WishlistItem[]) => T) {
  const userId = useShopperId();
  return useQuery({
    ...wishlistQuery(userId ?? ''),
    enabled: userId !== null,
    select,
  });
}

/** The id of the product a wishlist item holds. */
export const wishlistProductId = (item: WishlistItem) => item.productId._id;
