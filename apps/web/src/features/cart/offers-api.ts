import {
  offerFitsCart,
  type ActiveOffer,
  type ActiveOffersReply,
  type Cart,
} from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const activeOffersQueryKey = ['offers', 'active'] as const;

/** GET /api/offers/active: the shop's live offers (ARCHITECTURE §6: never the admin list). */
export async function fetchActiveOffers(signal?: AbortSignal): Promise<ActiveOffer[]> {
  const reply = await apiFetch<ActiveOffersReply>('/api/offers/active', { signal });
  return reply.offers;
}

/** The offers that cover at least one line of the cart: the only ones it lists (ARCHITECTURE §7). */
export function offersThatFit(offers: readonly ActiveOffer[], cart: Pick<Cart, 'items'>) {
  const lines = cart.items.map((item) => ({
    productId: item.productId,
    categoryId: item.category._id,
  }));
  return offers.filter((offer) => offerFitsCart(offer, lines));
}

/** The live offers, asked for only while the cart has something in it. */
export function useActiveOffers(enabled: boolean) {
  return useQuery({
    queryKey: activeOffersQueryKey,
    queryFn: ({ signal }) => fetchActiveOffers(signal),
    enabled,
  });
}
