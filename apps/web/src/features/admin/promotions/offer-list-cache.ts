import type { AdminOffer, AdminOffersReply } from '@littleloom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { promotionsKey } from './promotions-api';

/**
 * Shows a change to the offers at once on both screens that list them (one cache entry), then
 * refetches to confirm it. The reply carries the list twice (`data` and `offers`); both change.
 */
export function showOffersChange(
  queryClient: QueryClient,
  change: (list: AdminOffer[]) => AdminOffer[],
): void {
  queryClient.setQueryData<AdminOffersReply>(promotionsKey.offers, (current) => {
    if (!current) return current;
    const list = change(current.data);
    return { ...current, data: list, offers: list };
  });
  void queryClient.invalidateQueries({ queryKey: promotionsKey.offers });
}

/** A new or edited offer in its place: a new one first (the list is newest first). */
export function withOffer(list: AdminOffer[], offer: AdminOffer): AdminOffer[] {
  return list.some((o) => o._id === offer._id)
    ? list.map((o) => (o._id === offer._id ? offer : o))
    : [offer, ...list];
}

/** What an offer applies to, in words: its product, its category, or the whole cart. */
export function offerScope(offer: AdminOffer): string {
  if (offer.type === 'referral') return 'Whole cart';
  return offer.product?.name ?? offer.category?.name ?? offer.name;
}
