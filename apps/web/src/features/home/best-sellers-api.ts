import { MSG, type Product } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

/** What the best-selling lists show when one fails (storefront.md §8). */
/** The spec's wording for any failure of the best-seller lists. */
export const BEST_SELLERS_ERROR = MSG.bestSellersError;

/** Sales change slowly; a few minutes of freshness is plenty for a shop window. */
export const BEST_SELLERS_STALE_MS = 5 * 60_000;

export type TopProduct = Product & { productId: string; totalSold: number };

/**
 * GET one of the best-selling lists and return the array under `field`. A reply without it is a
 * failure like any other (the shelf shows its error and Retry instead of breaking the page).
 */
export async function fetchBestSellers<T>(
  path: string,
  field: 'topProducts' | 'topCategories' | 'topBrands',
  signal?: AbortSignal,
): Promise<T[]> {
  const reply = await apiFetch<Record<string, unknown>>(path, { signal });
  const list = reply[field];
  if (!Array.isArray(list)) throw new ApiError(BEST_SELLERS_ERROR, 200);
  return list as T[];
}

export const bestSellerKeys = {
  all: ['best-sellers'] as const,
  products: (limit: number) => ['best-sellers', 'products', limit] as const,
};

/** The most-sold products (GET /api/products/best-selling-products), as a product list. */
export function useBestSellingProducts(limit: number) {
  return useQuery({
    queryKey: bestSellerKeys.products(limit),
    queryFn: ({ signal }) =>
      fetchBestSellers<TopProduct>(
        `/api/products/best-selling-products?limit=${limit}`,
        'topProducts',
        signal,
      ),
    select: (products) => ({ products }),
    staleTime: BEST_SELLERS_STALE_MS,
  });
}
