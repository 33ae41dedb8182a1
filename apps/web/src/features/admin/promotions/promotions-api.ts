import {
  PROMOTION_MESSAGES,
  type AdminOfferReply,
  type AdminOffersReply,
  type CouponFields,
  type CouponReply,
  type CouponsReply,
  type OfferType,
} from '@littleloom/shared';
import { toast } from 'sonner';
import type { ApiRequestOptions } from '../../../lib/api';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';
import { getAdminToken } from '../session/admin-session';

export const promotionsKey = {
  coupons: [...ADMIN_QUERY_KEY, 'coupons'] as const,
  offers: [...ADMIN_QUERY_KEY, 'offers'] as const,
};

export interface MessageReply {
  success: true;
  message: string;
}

/**
 * Form A's body (Offer Management): the type by its form-A name and the percent as `value`. The
 * code and description are sent as typed: empty clears them.
 */
export interface OfferFormABody {
  type: 'product' | 'category' | 'referrer';
  value: number;
  expiryDate: string;
  productId?: string;
  categoryId?: string;
  referrerCode?: string;
  offerCode?: string;
  offerDescription?: string;
}

/** Form B's body (the coupons page's Create Offer); its type is the path it goes to. */
export interface OfferFormBBody {
  offerType: 'Product' | 'Category' | 'Referral';
  offerCode: string;
  offerDescription: string;
  discount: number;
  expiryDate: string;
  productId?: string;
  categoryId?: string;
}

const TOKEN_MISSING_TOAST_ID = 'admin-token-missing';

/**
 * The coupon screens refuse to act without the admin's token, in the spec's words (back-office.md
 * §6). adminFetch then ends the session, so the guard takes the admin to sign in.
 */
function promotionsFetch<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  if (!getAdminToken())
    toast.error(PROMOTION_MESSAGES.adminTokenMissing, { id: TOKEN_MISSING_TOAST_ID });
  return adminFetch<T>(path, options);
}

const one = (id: string) => encodeURIComponent(id);

/** Every coupon, newest first. */
export function fetchCoupons(signal?: AbortSignal): Promise<CouponsReply> {
  return promotionsFetch<CouponsReply>('/api/admin/coupon', { signal });
}

export function createCoupon(fields: CouponFields): Promise<CouponReply> {
  return promotionsFetch<CouponReply>('/api/admin/coupon', { method: 'POST', body: fields });
}

export function deleteCoupon(id: string): Promise<MessageReply> {
  return promotionsFetch<MessageReply>(`/api/admin/coupon/${one(id)}`, { method: 'DELETE' });
}

/** Switches an active coupon off and an inactive one on (the server toggles). */
export function toggleCoupon(id: string): Promise<CouponReply> {
  return promotionsFetch<CouponReply>(`/api/admin/coupon/deactivate/${one(id)}`, {
    method: 'PUT',
  });
}

/** Every offer, newest first (the reply holds it as `data` and as `offers`). */
export function fetchOffers(signal?: AbortSignal): Promise<AdminOffersReply> {
  return promotionsFetch<AdminOffersReply>('/api/admin/offers', { signal });
}

export function addOffer(body: OfferFormABody): Promise<AdminOfferReply> {
  return promotionsFetch<AdminOfferReply>('/api/admin/offers', { method: 'POST', body });
}

export function updateOffer(id: string, body: OfferFormABody): Promise<AdminOfferReply> {
  return promotionsFetch<AdminOfferReply>(`/api/admin/offers/${one(id)}`, {
    method: 'PUT',
    body,
  });
}

/** POST /api/admin/offers/product, /category or /referral. */
export function createOffer(type: OfferType, body: OfferFormBBody): Promise<AdminOfferReply> {
  return promotionsFetch<AdminOfferReply>(`/api/admin/offers/${type}`, { method: 'POST', body });
}

export function deleteOffer(id: string): Promise<MessageReply> {
  return promotionsFetch<MessageReply>(`/api/admin/offers/${one(id)}`, { method: 'DELETE' });
}
