import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProducts, productKeys, type ProductListQuery } from './products-api';

/** The request for a page of products, for the hook below and for fetching it ahead. */
export function productListQuery(query: ProductListQuery) {
  return {
    queryKey: productKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProducts(query, signal),
  };
}

/** A page of products. While the next page or search loads, the previous one stays on screen. */
export function useProductList(query: ProductListQuery) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}
