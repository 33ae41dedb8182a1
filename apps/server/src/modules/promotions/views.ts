import {
  toRupees,
  type ActiveOffer,
  type AdminOffer,
  type AppliedCoupon,
  type AppliedOffer,
  type Coupon,
} from '@littleloom/shared';
import type { coupons, offers } from '../../db/schema';
import type { ShopDays } from '../../lib/shop-days';

export type CouponRow = typeof coupons.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export function toCoupon(row: CouponRow, days: ShopDays, usedCount: number): Coupon {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    discount: row.discountPercent,
    minPurchaseAmount: toRupees(row.minPurchasePaise),
    expiryDate: days.lastDayBefore(row.expiresAt),
    isActive: row.isActive,
    isExpired: row.expiresAt.getTime() <= days.now().getTime(),
    usedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAppliedCoupon = (row: CouponRow): AppliedCoupon => ({
  _id: row.id,
  code: row.code,
  discount: row.discountPercent,
  minPurchaseAmount: toRupees(row.minPurchasePaise),
});

/** Names of what offers cover, read once for a list of offers. */
export interface OfferScopeNames {
  products: Map<string, string>;
  categories: Map<string, string>;
}

/** The words an offer goes by: the admin's description, else what it does. */
export function offerDescription(row: OfferRow, names: OfferScopeNames): string {
  if (row.description.trim() !== '') return row.description;
  const off = `${row.discountPercent}% off`;
  switch (row.type) {
    case 'product':
      return `${off} ${names.products.get(row.productId ?? '') ?? 'a product'}`;
    case 'category':
      return `${off} ${names.categories.get(row.categoryId ?? '') ?? 'a category'}`;
    case 'referral':
      return `${off} your order${row.referrerCode ? ` (referral ${row.referrerCode})` : ''}`;
  }
}

export function toActiveOffer(row: OfferRow, days: ShopDays, names: OfferScopeNames): ActiveOffer {
  const productName = row.productId ? names.products.get(row.productId) : undefined;
  const categoryName = row.categoryId ? names.categories.get(row.categoryId) : undefined;
  return {
    _id: row.id,
    type: row.type,
    offerCode: row.code,
    offerDescription: offerDescription(row, names),
    discount: row.discountPercent,
    expiryDate: days.lastDayBefore(row.expiresAt),
    productId: row.productId,
    categoryId: row.categoryId,
    product: row.productId && productName ? { _id: row.productId, name: productName } : null,
    category: row.categoryId && categoryName ? { _id: row.categoryId, name: categoryName } : null,
  };
}

const FORM_A_TYPE = { product: 'product', category: 'category', referral: 'referrer' } as const;
const FORM_B_TYPE = { product: 'Product', category: 'Category', referral: 'Referral' } as const;

export function toAdminOffer(row: OfferRow, days: ShopDays, names: OfferScopeNames): AdminOffer {
  const active = toActiveOffer(row, days, names);
  return {
    ...active,
    formType: FORM_A_TYPE[row.type],
    offerType: FORM_B_TYPE[row.type],
    name: active.offerDescription,
    description: row.description,
    value: row.discountPercent,
    referrerCode: row.referrerCode,
    isActive: row.isActive,
    isExpired: row.expiresAt.getTime() <= days.now().getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAppliedOffer = (row: OfferRow, names: OfferScopeNames): AppliedOffer => ({
  _id: row.id,
  type: row.type,
  offerCode: row.code,
  offerDescription: offerDescription(row, names),
  discount: row.discountPercent,
});
