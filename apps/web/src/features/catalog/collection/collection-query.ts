import { PAGE_SIZE } from '@littleloom/shared';
import type { PageDataPrefetch } from '../../../lib/page-data';
import { activeCategoriesQuery } from '../categories-api';
import type { ProductListQuery } from '../products-api';
import { productListQuery } from '../use-product-list';
import { readCollectionView, type CollectionView } from './collection-params';

/** The page of products the collection shows for a view (and its search, once settled), with its facets. */
export function collectionQuery(view: CollectionView, search: string): ProductListQuery {
  return {
    search,
    categories: view.categories,
    sizes: view.sizes,
    colours: view.colours,
    brands: view.brands,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    inStock: view.inStock,
    onSale: view.onSale,
    sort: view.sort,
    page: view.page,
    limit: PAGE_SIZE.collection,
  };
}

/**
 * Starts the collection's product request for the address a visit opens (app/routing). It sits
 * with the first download, not the page's code, so the request leaves before that code arrives.
 * The categories come too: the page is named after the one it shows.
 */
export const prefetchCollection: PageDataPrefetch = (queryClient, location) => {
  const view = readCollectionView(location.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(productListQuery(collectionQuery(view, view.search))),
    queryClient.prefetchQuery(activeCategoriesQuery),
  ]);
};
