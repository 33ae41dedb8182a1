import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@littleloom/shared';
import { products } from '../../db/schema';
import { shopperPrice } from './facets/product-filters';

/** The storefront's usual order for "relevant": best sellers, then popular, then new. */
export const usualOrder = [
  desc(products.bestseller),
  desc(products.popularity),
  desc(products.createdAt),
];

/**
 * The order of a sort. "Relevant" puts what matches a search best first, when there is one, and
 * otherwise keeps the usual order, which also breaks ties between equally good matches.
 */
export function orderFor(sort: SortOption, searchRelevance: SQL | undefined): SQL[] {
  switch (sort) {
    case 'low-to-high':
      return [asc(shopperPrice)];
    case 'high-to-low':
      return [desc(shopperPrice)];
    case 'popularity':
      return [desc(products.popularity)];
    case 'average-ratings':
      return [desc(products.ratingTenths)];
    case 'featured':
      return [desc(products.isFeatured), desc(products.createdAt)];
    case 'new-arrivals':
      return [desc(products.createdAt)];
    case 'a-z':
      return [asc(sql`lower(${products.name})`)];
    case 'z-a':
      return [desc(sql`lower(${products.name})`)];
    case 'relevant':
      return searchRelevance ? [desc(searchRelevance), ...usualOrder] : usualOrder;
  }
}
