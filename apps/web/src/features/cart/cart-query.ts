import type { Cart, CartReply } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { authFetch } from '../accounts/auth-fetch';
import { SHOPPER_QUERY_KEYS, useShopperId } from '../accounts/use-session';
import { announceCartNotices } from './cart-notices';

/**
 * The shopper's cart as the server last described it. Kept light on purpose: the header's badge
 * reads it on every page, so this module is in the first download.
 */

export const cartQueryKey = (userId: string) => [SHOPPER_QUERY_KEYS.cart, userId] as const;

/** What an empty cart looks like (the server answers it for a shopper who has added nothing). */
export const EMPTY_CART: Cart = {
  items: [],
  totalPrice: 0,
  discountAmount: 0,
  deliveryCharge: 0,
  finalPrice: 0,
  totalQuantity: 0,
  coupon: null,
  offer: null,
  appliedOffers: [],
  removedItems: [],
  reducedItems: [],
  notices: [],
};

/** GET /api/user/cart/:userId. A 404 is an empty cart too (storefront.md §4), not a failure. */
export async function fetchCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  try {
    const reply = await authFetch<CartReply>(`/api/user/cart/${encodeURIComponent(userId)}`, {
      signal,
    });
    announceCartNotices(reply.cart.notices);
    return reply.cart;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_CART;
    throw error;
  }
}

export function cartQuery(userId: string) {
  return {
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCart(userId, signal),
  };
}

/** The signed-in shopper's cart; never asked for a guest. */
export function useCart<T = Cart>(select?: (cart: Cart) => T) {
  const userId = useShopperId();
  return useQuery({
    ...cartQuery(userId ?? ''),
    enabled: userId !== null,
    select,
  });
}
