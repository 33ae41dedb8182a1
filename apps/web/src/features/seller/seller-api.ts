import type { PublicSellerDetails, PublicSellerReply } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** The seller's details as shoppers see them; the back office refreshes it after a change. */
export const SELLER_QUERY_KEY = ['seller'] as const;

/** GET /api/seller: the seller's details without the officer's phone; null until set up. */
export async function fetchSellerDetails(
  signal?: AbortSignal,
): Promise<PublicSellerDetails | null> {
  const reply = await apiFetch<PublicSellerReply>('/api/seller', { signal });
  return reply.seller;
}

export function useSellerDetails() {
  return useQuery({
    queryKey: SELLER_QUERY_KEY,
    queryFn: ({ signal }) => fetchSellerDetails(signal),
  });
}
