import { BRAND_PARAM, CATEGORY_PARAM } from '../collection/collection-params';
import { SEARCH_HOME } from './search-route';

/** The whole collection narrowed to one category, nothing else chosen. */
export function categoryHref(categoryId: string): string {
  return `${SEARCH_HOME}?${new URLSearchParams({ [CATEGORY_PARAM]: categoryId }).toString()}`;
}

/** The whole collection narrowed to one brand, nothing else chosen. */
export function brandHref(brand: string): string {
  return `${SEARCH_HOME}?${new URLSearchParams({ [BRAND_PARAM]: brand }).toString()}`;
}
