import type autocannon from 'autocannon';
import { SORT_OPTIONS } from '@littleloom/shared';

const SEARCHES = ['rainbow', 'dino', 'tee', 'frock', 'panda', 'star'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const page = () => 1 + Math.floor(Math.random() * 60);

/**
 * A shopper-like mix of catalogue reads, a different request each time: collection pages with
 * varied sorts, categories, searches and pages (40%), product pages across the whole catalogue
 * (40%), best sellers (10%) and the category list and best-selling categories and brands (10%).
 * So many different replies fill whatever the server keeps in memory, as real traffic would.
 */
export function catalogueMix(
  productIds: readonly string[],
  categoryIds: readonly string[],
): autocannon.Request[] {
  const randomPath = (): string => {
    const roll = Math.random();
    if (roll < 0.4) {
      const query = new URLSearchParams({ sort: pick(SORT_OPTIONS), page: String(page()) });
      if (Math.random() < 0.3) query.set('category', pick(categoryIds));
      if (Math.random() < 0.2) query.set('search', pick(SEARCHES));
      return `/api/products?${query}`;
    }
    if (roll < 0.8) return `/api/products/${pick(productIds)}`;
    if (roll < 0.9)
      return `/api/products/best-selling-products?limit=${1 + Math.floor(Math.random() * 10)}`;
    return pick([
      '/api/admin/category/active',
      '/api/products/best-selling-categories',
      '/api/products/best-selling-brands',
    ]);
  };
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: randomPath() }) }];
}
