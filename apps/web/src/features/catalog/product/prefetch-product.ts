import { matchPath } from 'react-router';
import type { PageDataPrefetch } from '../../../app/routing/page-data';
import { PRODUCT_PATH, productQuery } from './product-api';

/**
 * Starts the product request for the address a visit opens (app/routing). It sits with the first
 * download, not the page's code, so the request leaves before that code arrives.
 */
export const prefetchProduct: PageDataPrefetch = (queryClient, location) => {
  const id = matchPath(PRODUCT_PATH, location.pathname)?.params.id;
  return id ? queryClient.prefetchQuery(productQuery(id)) : Promise.resolve();
};
