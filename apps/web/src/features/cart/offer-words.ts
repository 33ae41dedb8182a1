import type { ActiveOffer } from '@littleloom/shared';

/** What an offer covers, in words: one product, a category, or the whole cart (referral). */
export function offerScope(offer: Pick<ActiveOffer, 'type' | 'product' | 'category'>): string {
  switch (offer.type) {
    case 'product':
      return offer.product ? `on ${offer.product.name}` : 'on one product';
    case 'category':
      return offer.category ? `on everything in ${offer.category.name}` : 'on one category';
    case 'referral':
      return 'on your whole cart';
  }
}
