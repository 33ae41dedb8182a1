import type { WishlistReply } from '@littleloom/shared';
import { authFetch } from '../accounts/auth-fetch';

/**
 * The wishlist's changes (storefront.md §7, "Wishlist"); each answers with the whole list. The
 * server reads the product's name, price and pictures itself, so only its id is sent.
 */

/** Answers `added: false` with 'Product already in wishlist.' when it was there already. */
export const addToWishlistRequest = (productId: string) =>
  authFetch<WishlistReply>('/api/user/wishlist/add', { method: 'POST', body: { productId } });

export const removeFromWishlistRequest = (productId: string) =>
  authFetch<WishlistReply>('/api/user/wishlist/remove', { method: 'DELETE', body: { productId } });
