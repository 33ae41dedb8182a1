/**
 * How a cart is priced (ARCHITECTURE §7), in whole paise: the server prices every cart and order
 * with these, and the web app uses the same rules to say which offers fit a cart.
 */
import { DELIVERY_FEE, type OfferType } from './constants';
import { PAISE_PER_RUPEE, allocatePaise, percentOfPaise } from './money';

/** A piece costs its sale price when one is set, else its price. */
export function unitPricePaise(product: {
  pricePaise: number;
  discountPricePaise: number | null;
}): number {
  return product.discountPricePaise ?? product.pricePaise;
}

/** What an offer covers: one product, one category, or (referral) the whole cart. */
export interface OfferScope {
  type: OfferType;
  productId: string | null;
  categoryId: string | null;
}

export interface ScopedLine {
  productId: string;
  categoryId: string;
}

export function offerCovers(offer: OfferScope, line: ScopedLine): boolean {
  switch (offer.type) {
    case 'referral':
      return true;
    case 'product':
      return offer.productId === line.productId;
    case 'category':
      return offer.categoryId === line.categoryId;
  }
}

/** True when the offer covers at least one line: the cart lists only such offers. */
export const offerFitsCart = (offer: OfferScope, lines: readonly ScopedLine[]): boolean =>
  lines.some((line) => offerCovers(offer, line));

export interface PricedLine extends ScopedLine {
  unitPricePaise: number;
  quantity: number;
}

/** The promotion a cart holds, as pricing needs it. */
export type PricingPromotion =
  | { kind: 'coupon'; percent: number }
  | { kind: 'offer'; percent: number; scope: OfferScope }
  | null;

export interface CartTotals {
  subtotalPaise: number;
  /** The part of the subtotal the promotion applies to (all of it for coupons and referrals). */
  coveredPaise: number;
  discountPaise: number;
  /**
   * Each line's share of the discount, in line order: the discount split over the lines the
   * promotion covers in proportion to their totals, whole paise (largest remainder, ties to the
   * earlier line); nothing on a line it does not cover. They add up to `discountPaise`.
   */
  lineDiscountsPaise: number[];
  deliveryPaise: number;
  finalPaise: number;
  totalQuantity: number;
}

export const DELIVERY_FEE_PAISE = DELIVERY_FEE * PAISE_PER_RUPEE;

export const lineTotalPaise = (line: Pick<PricedLine, 'unitPricePaise' | 'quantity'>) =>
  line.unitPricePaise * line.quantity;

/**
 * Subtotal - discount + delivery. The discount is the promotion's percent of the lines it covers,
 * rounded to the paisa once, on the sum. An empty cart costs nothing: delivery is charged on a
 * delivery.
 */
export function priceCart(lines: readonly PricedLine[], promotion: PricingPromotion): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const coveredTotals = lines.map((line) =>
    promotion?.kind !== 'offer' || offerCovers(promotion.scope, line) ? lineTotalPaise(line) : 0,
  );
  const coveredPaise = coveredTotals.reduce((sum, total) => sum + total, 0);
  const discountPaise = promotion ? percentOfPaise(coveredPaise, promotion.percent) : 0;
  const deliveryPaise = lines.length > 0 ? DELIVERY_FEE_PAISE : 0;
  return {
    subtotalPaise,
    coveredPaise,
    discountPaise,
    lineDiscountsPaise: allocatePaise(discountPaise, coveredTotals),
    deliveryPaise,
    finalPaise: subtotalPaise - discountPaise + deliveryPaise,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
