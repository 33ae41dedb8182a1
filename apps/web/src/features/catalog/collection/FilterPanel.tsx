import type { ProductFacets } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ActiveCategory } from '../categories-api';
import { CategoryFilters } from './CategoryFilters';
import type { CollectionFilters, FlagFilter, ValueFilter } from './collection-params';
import { CountedCheckbox } from './CountedCheckbox';
import { facetOptions } from './facet-options';
import { FacetOptions } from './FacetOptions';
import { FilterSection } from './FilterSection';
import { PriceFilter } from './PriceFilter';

export interface FilterPanelProps {
  filters: CollectionFilters;
  categories: UseQueryResult<ActiveCategory[]>;
  /** The counts of the view on screen; undefined until its first page arrives. */
  facets: ProductFacets | undefined;
  setCategory: (categoryId: string, selected: boolean) => void;
  setValue: (filter: ValueFilter, value: string, selected: boolean) => void;
  setPrice: (minPrice: number | null, maxPrice: number | null) => void;
  setFlag: (flag: FlagFilter, on: boolean) => void;
}

/** Brands run long; the first few and "Show all" keep the panel short. */
const BRANDS_SHOWN_AT_FIRST = 6;

const VALUE_GROUPS = [
  { filter: 'sizes', title: 'Size', noun: 'sizes' },
  { filter: 'colours', title: 'Colour', noun: 'colours' },
  { filter: 'brands', title: 'Brand', noun: 'brands', shownAtFirst: BRANDS_SHOWN_AT_FIRST },
] as const;

/**
 * Every filter of the collection, each value with the number of products it would show: the
 * left column on desktop, the bottom sheet on phones. A group with nothing to offer (a shop
 * without colours) is left out once the counts are in.
 */
export function FilterPanel({
  filters,
  categories,
  facets,
  setCategory,
  setValue,
  setPrice,
  setFlag,
}: FilterPanelProps) {
  return (
    <div className="flex flex-col">
      <CategoryFilters
        categories={categories}
        selected={filters.categories}
        counts={facets?.categories}
        onChange={setCategory}
      />

      {VALUE_GROUPS.map((group) => {
        const options = facetOptions(
          group.filter,
          facets?.[group.filter] ?? [],
          filters[group.filter],
        );
        if (facets && options.length === 0) return null;
        return (
          <FilterSection key={group.filter} title={group.title}>
            {facets ? (
              <FacetOptions
                filter={group.filter}
                options={options}
                selected={filters[group.filter]}
                onChange={(value, selected) => setValue(group.filter, value, selected)}
                noun={group.noun}
                shownAtFirst={'shownAtFirst' in group ? group.shownAtFirst : undefined}
              />
            ) : (
              <OptionsSkeleton />
            )}
          </FilterSection>
        );
      })}

      <FilterSection title="Price">
        <PriceFilter
          bounds={facets?.price ?? null}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onChange={setPrice}
        />
      </FilterSection>

      <FilterSection title="Availability">
        {facets ? (
          <ul>
            <li>
              <CountedCheckbox
                label="In stock only"
                count={facets.inStock}
                checked={filters.inStock}
                onChange={(on) => setFlag('inStock', on)}
              />
            </li>
            <li>
              <CountedCheckbox
                label="On sale"
                count={facets.onSale}
                checked={filters.onSale}
                onChange={(on) => setFlag('onSale', on)}
              />
            </li>
          </ul>
        ) : (
          <OptionsSkeleton rows={2} />
        )}
      </FilterSection>
    </div>
  );
}

/** Stand-in rows while the counts load, so the panel keeps its height. */
function OptionsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="animate-pulse">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex min-h-11 items-center gap-3">
          <span className="size-5 rounded-md bg-line" />
          <span className="h-3.5 w-20 rounded-full bg-line" />
        </li>
      ))}
    </ul>
  );
}
