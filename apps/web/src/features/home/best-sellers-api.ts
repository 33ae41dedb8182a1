import { MSG, PAGE_SIZE, type Product } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

/** The spec's wording for any failure of the best-seller lists (storefront.md §8). */
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

/**
 * The home page shows the best sellers twice (the shelf of 5 and the block of 4): one request for
 * the longer list serves both.
 */
const HOME_BEST_SELLERS = Math.max(PAGE_SIZE.homeBestSellers, PAGE_SIZE.bestSellingProducts);

export const bestSellerKeys = {
  all: ['best-sellers'] as const,
  products: ['best-sellers', 'products', HOME_BEST_SELLERS] as const,
};

/** The request for the most-sold products, for the hook below and for fetching it ahead. */
export const bestSellingProductsQuery = {
  queryKey: bestSellerKeys.products,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchBestSellers<TopProduct>(
      `/api/products/best-selling-products?limit=${HOME_BEST_SELLERS}`,
      'topProducts',
      signal,
    ),
  staleTime: BEST_SELLERS_STALE_MS,
};

/** The `count` most-sold products (GET /api/products/best-selling-products), as a product list. */
export function useBestSellingProducts(count: number) {
  return useQuery({
    ...bestSellingProductsQuery,
    select: (products) => ({ products: products.slice(0, count) }),
  });
}
