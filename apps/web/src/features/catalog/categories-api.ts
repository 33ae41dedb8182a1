import { MSG } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

/** A category shoppers can filter by (GET /api/admin/category/active, public, sorted by name). */
export interface ActiveCategory {
  _id: string;
  name: string;
  description: string;
  isDeleted: boolean;
}

interface ActiveCategoriesReply {
  success: boolean;
  data?: ActiveCategory[];
}

/** Any failure reads 'Failed to fetch categories' (storefront.md §8), whatever the cause. */
export async function fetchActiveCategories(signal?: AbortSignal): Promise<ActiveCategory[]> {
  let reply: ActiveCategoriesReply;
  try {
    reply = await apiFetch<ActiveCategoriesReply>('/api/admin/category/active', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MSG.categoriesFetchFailed, error instanceof ApiError ? error.status : 0);
  }
  if (!Array.isArray(reply.data)) throw new ApiError(MSG.categoriesFetchFailed, 200);
  return reply.data;
}

/** Categories change rarely; five minutes of freshness saves a request per page visit. */
export const activeCategoriesQuery = {
  queryKey: ['categories', 'active'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchActiveCategories(signal),
  staleTime: 5 * 60_000,
};

export function useActiveCategories() {
  return useQuery(activeCategoriesQuery);
}
