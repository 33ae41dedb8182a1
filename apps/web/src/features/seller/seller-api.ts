import type { PublicSellerDetails, PublicSellerReply } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { SELLER_QUERY_KEY } from '../../lib/seller-query-key';

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
