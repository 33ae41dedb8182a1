import type { Product } from '@littleloom/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { fetchProducts, productKeys } from '../products-api';

interface ProductReply {
  success: true;
  product: Product;
}

/** One product on sale (GET /api/products/:id); a missing one is a 404 'Product not found.'. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const reply = await apiFetch<ProductReply>(`/api/products/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.product;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** How many times the app retries a failed query by default (query-client.ts). */
function defaultRetries(retry: unknown): number {
  if (typeof retry === 'number') return retry;
  return retry === false ? 0 : 3;
}

/** Where a product's page is (app/routes.tsx). */
export const PRODUCT_PATH = '/product/:id';

/** The request for one product, for the hook below and for fetching it ahead. */
export function productQuery(id: string) {
  return {
    queryKey: [...productKeys.all, 'detail', id],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
  };
}

export function useProduct(id: string) {
  const retries = defaultRetries(useQueryClient().getDefaultOptions().queries?.retry);
  return useQuery({
    ...productQuery(id),
    // A product that is not there will not appear on a second try; other failures are retried
    // as the app's default says.
    retry: (failures, error) => !isNotFound(error) && failures < retries,
  });
}

/** Up to this many others from the same category (storefront.md §9). */
export const RELATED_COUNT = 5;

/**
 * Other products from the product's category. One more than shown is asked for, because the
 * product itself is usually among them and is left out.
 */
export function useRelatedProducts(product: Pick<Product, '_id' | 'category'>) {
  return useQuery({
    ...relatedProductsQuery(product),
    select: (page) => ({
      products: page.products.filter((other) => other._id !== product._id).slice(0, RELATED_COUNT),
    }),
  });
}

/** The request behind the related shelf, for the hook above and for fetching it ahead. */
export function relatedProductsQuery(product: Pick<Product, 'category'>) {
  const query = { categories: [product.category._id], limit: RELATED_COUNT + 1 };
  return {
    queryKey: productKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProducts(query, signal),
  };
}
