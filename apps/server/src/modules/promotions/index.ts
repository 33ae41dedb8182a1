// The promotions' public face: what other modules may name (types only); the root wires the values.
export type { CouponService } from './coupon-service';
export type { PromotionHolders, PromotionRef } from './holders';
export type { OfferService } from './offer-service';
