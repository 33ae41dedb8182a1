import { sortBySize } from '@littleloom/shared';
import type { CollectionFilters, ValueFilter } from './collection-params';
import { priceRangeLabel } from './price-range';

/** One chosen filter, as its chip shows it, and the change that removes it. */
export interface FilterChip {
  /** Unique among the chips. */
  key: string;
  label: string;
  without: Partial<CollectionFilters>;
}

const VALUE_NAMES: Record<ValueFilter, string> = {
  sizes: 'Size',
  colours: 'Colour',
  brands: 'Brand',
};

/** How the shop names what the URL holds; undefined while unknown (still loading, or gone). */
export interface FilterNames {
  /** A category's name from its id. */
  category: (id: string) => string | undefined;
  /** A colour's name as the shop writes it ("Sky blue"), from its lower-case key. */
  colour: (key: string) => string | undefined;
}

/** The chips above the results, one per chosen filter, in the order the filter panel lists them. */
export function filterChips(filters: CollectionFilters, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = filters.categories.map((id) => {
    const name = names.category(id);
    return {
      key: `category:${id}`,
      label: name ? `Category: ${name}` : 'Category',
      without: { categories: filters.categories.filter((other) => other !== id) },
    };
  });
  for (const filter of ['sizes', 'colours', 'brands'] as const) {
    const values = filter === 'sizes' ? sortBySize(filters.sizes, (size) => size) : filters[filter];
    for (const value of values) {
      chips.push({
        key: `${filter}:${value}`,
        label: `${VALUE_NAMES[filter]}: ${filter === 'colours' ? (names.colour(value) ?? value) : value}`,
        without: { [filter]: filters[filter].filter((other) => other !== value) },
      });
    }
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: priceRangeLabel(filters.minPrice, filters.maxPrice),
      without: { minPrice: null, maxPrice: null },
    });
  }
  if (filters.inStock)
    chips.push({ key: 'inStock', label: 'In stock', without: { inStock: false } });
  if (filters.onSale) chips.push({ key: 'onSale', label: 'On sale', without: { onSale: false } });
  return chips;
}
