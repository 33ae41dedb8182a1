import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProducts, productKeys, type ProductListQuery } from './products-api';

/** A page of products. While the next page or search loads, the previous one stays on screen. */
export function useProductList(query: ProductListQuery) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
