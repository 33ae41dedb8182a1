import type { ProductPage, SortOption } from '@littleloom/shared';
import { apiFetch } from '../../lib/api';

/** What the product list can be asked for (GET /api/products, ARCHITECTURE §5). */
export interface ProductListQuery {
  sort?: SortOption;
  page?: number;
  limit?: number;
  search?: string;
  categories?: readonly string[];
}

export function productListPath(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.categories?.length) params.set('category', query.categories.join(','));
  if (query.sort) params.set('sort', query.sort);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const search = params.toString();
  return search ? `/api/products?${search}` : '/api/products';
}

export function fetchProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>(productListPath(query), { signal });
}

export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
};
