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

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "31 Dec 2026" from the server's YYYY-MM-DD (a day in shop time, not an instant). */
export function formatShopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}
