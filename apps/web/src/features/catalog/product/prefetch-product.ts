import type { Product } from '@littleloom/shared';
import { matchPath } from 'react-router';
import type { PageDataPrefetch } from '../../../lib/page-data';
import { FIRST_REVIEWS, productReviewsQuery } from '../../reviews/reviews-api';
import { PRODUCT_PATH, productQuery, relatedProductsQuery } from './product-api';

/**
 * Starts the product request for the address a visit opens (app/routing). It sits with the first
 * download, not the page's code, so the request leaves before that code arrives. Once the product
 * is known, its first reviews and its related shelf follow: a page drawn on the server shows them
 * too (without scripts they would stay grey placeholders).
 */
export const prefetchProduct: PageDataPrefetch = async (queryClient, location) => {
  const id = matchPath(PRODUCT_PATH, location.pathname)?.params.id;
  if (!id) return;
  await queryClient.prefetchQuery(productQuery(id));
  const product = queryClient.getQueryData<Product>(productQuery(id).queryKey);
  if (!product) return;
  await Promise.all([
    queryClient.prefetchQuery(relatedProductsQuery(product)),
    // Without reviews the page shows no list, so there is nothing to read.
    product.reviewCount > 0
      ? queryClient.prefetchQuery(
          productReviewsQuery(product._id, FIRST_REVIEWS.page, FIRST_REVIEWS.sort),
        )
      : undefined,
  ]);
};
