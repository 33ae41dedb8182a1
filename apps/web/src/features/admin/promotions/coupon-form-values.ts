import { zodResolver } from '@hookform/resolvers/zod';
import { couponInputSchema, type CouponFields } from '@littleloom/shared';
import type { Resolver } from 'react-hook-form';
import { refusingPastExpiry } from './expiry-resolver';

/** The Create Coupon form as typed (couponInputSchema reads the numbers from text). */
export interface CouponFormValues {
  code: string;
  discount: string;
  minPurchaseAmount: string;
  expiryDate: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  discount: '',
  minPurchaseAmount: '',
  expiryDate: '',
};

/** The shared coupon rules, then "not in the past". */
export const couponResolver = refusingPastExpiry(
  zodResolver(couponInputSchema) as unknown as Resolver<CouponFormValues, unknown, CouponFields>,
);
