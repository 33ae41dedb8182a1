import { SORT_OPTIONS, type SortOption } from '@littleloom/shared';

/** The collection's default order: the server's own ranking. */
export const DEFAULT_SORT: SortOption = 'relevant';

/** What the sort select shows for each option (storefront.md §9), in the spec's order. */
export const SORT_LABELS: Record<SortOption, string> = {
  relevant: 'Relevant',
  'low-to-high': 'Price: Low to High',
  'high-to-low': 'Price: High to Low',
  popularity: 'Popularity',
  'average-ratings': 'Average Rating',
  featured: 'Featured',
  'new-arrivals': 'New Arrivals',
  'a-z': 'Name: A to Z',
  'z-a': 'Name: Z to A',
};

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}
