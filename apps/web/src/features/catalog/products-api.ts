import type { ProductPage, SortOption } from '@littleloom/shared';
import { apiFetch } from '../../lib/api';

/** What the product list can be asked for (GET /api/products, ARCHITECTURE §5). */
export interface ProductListQuery {
  sort?: SortOption;
  page?: number;
  limit?: number;
  search?: string;
  categories?: readonly string[];
  sizes?: readonly string[];
  colours?: readonly string[];
  brands?: readonly string[];
  /** Rupees, on the price a shopper pays. */
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean;
  onSale?: boolean;
}

export function productListPath(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.categories?.length) params.set('category', query.categories.join(','));
  if (query.sizes?.length) params.set('size', query.sizes.join(','));
  if (query.colours?.length) params.set('colour', query.colours.join(','));
  if (query.brands?.length) params.set('brand', query.brands.join(','));
  if (query.minPrice != null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice != null) params.set('maxPrice', String(query.maxPrice));
  if (query.inStock) params.set('inStock', 'true');
  if (query.onSale) params.set('onSale', 'true');
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
