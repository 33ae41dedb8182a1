import {
  lineTotalPaise,
  priceCart,
  toRupees,
  type AppliedCoupon,
  type AppliedOffer,
  type Cart,
  type CartStockChange,
  type CartTotals,
} from '@littleloom/shared';
import type { CartLine } from './cart-lines';

export interface CartPromotionView {
  coupon: AppliedCoupon | null;
  offer: AppliedOffer | null;
}

/** The cart as the API sends it: every amount in rupees, from the server's own pricing. */
export function toCartView(
  lines: readonly CartLine[],
  promotion: CartPromotionView,
  totals: CartTotals,
  changes: { removed: CartStockChange[]; reduced: CartStockChange[]; notices: string[] },
): Cart {
  return {
    items: lines.map((line) => {
      const { view } = line.product;
      return {
        _id: `${line.productId}:${line.size}`,
        productId: line.productId,
        product: view,
        name: view.name,
        images: view.images,
        price: view.price,
        discountPrice: view.discountPrice,
        category: view.category,
        size: line.size,
        quantity: line.quantity,
        stock: line.stock,
        unitPrice: toRupees(line.unitPricePaise),
        lineTotal: toRupees(lineTotalPaise(line)),
      };
    }),
    totalPrice: toRupees(totals.subtotalPaise),
    discountAmount: toRupees(totals.discountPaise),
    deliveryCharge: toRupees(totals.deliveryPaise),
    finalPrice: toRupees(totals.finalPaise),
    totalQuantity: totals.totalQuantity,
    coupon: promotion.coupon,
    offer: promotion.offer,
    appliedOffers: promotion.offer ? [promotion.offer] : [],
    removedItems: changes.removed,
    reducedItems: changes.reduced,
    notices: changes.notices,
  };
}

/** The cart of a shopper who has nothing in it: no lines, no promotion, nothing to pay. */
export function emptyCartView(): Cart {
  return toCartView([], { coupon: null, offer: null }, priceCart([], null), {
    removed: [],
    reduced: [],
    notices: [],
  });
}
