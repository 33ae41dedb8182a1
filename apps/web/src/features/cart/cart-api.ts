import type { CartReply } from '@littleloom/shared';
import { authFetch } from '../accounts/auth-fetch';

/**
 * The cart's changes (storefront.md §7, "Cart"). Each answers with the whole cart. The server acts
 * on the caller's own cart whatever `userId` the path names; the spec's client names it, so do we.
 */

export interface CartLineInput {
  productId: string;
  size: string;
  quantity: number;
}

const id = (value: string) => encodeURIComponent(value);

/** Adds `quantity` pieces to the line of that product and size (a new line if there is none). */
export const addToCartRequest = (line: CartLineInput) =>
  authFetch<CartReply>('/api/user/cart/add', { method: 'POST', body: line });

/** Sets the line's quantity. */
export const updateCartRequest = (line: CartLineInput) =>
  authFetch<CartReply>('/api/user/cart/update', { method: 'PUT', body: line });

export const removeFromCartRequest = (userId: string, line: { productId: string; size: string }) =>
  authFetch<CartReply>(`/api/user/cart/remove/${id(userId)}/${id(line.productId)}`, {
    method: 'DELETE',
    body: { size: line.size },
  });

export const clearCartRequest = (userId: string) =>
  authFetch<CartReply>(`/api/user/cart/clear/${id(userId)}`, { method: 'DELETE' });

export const applyCouponRequest = (couponCode: string) =>
  authFetch<CartReply>('/api/user/cart/apply-coupon', { method: 'POST', body: { couponCode } });

export const removeCouponRequest = () =>
  authFetch<CartReply>('/api/user/cart/remove-coupon', { method: 'POST', body: {} });

export const applyOfferRequest = (offerId: string) =>
  authFetch<CartReply>('/api/user/cart/apply-offer', { method: 'POST', body: { offerId } });

export const removeOfferRequest = () =>
  authFetch<CartReply>('/api/user/cart/remove-offer', { method: 'POST', body: {} });
