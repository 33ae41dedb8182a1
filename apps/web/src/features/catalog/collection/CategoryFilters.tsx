import type { FacetValueCount } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import type { ActiveCategory } from '../categories-api';
import { CountedCheckbox } from './CountedCheckbox';
import { FilterSection } from './FilterSection';

interface CategoryFiltersProps {
  categories: UseQueryResult<ActiveCategory[]>;
  selected: readonly string[];
  /**
   * How many products each category would show with the other filters (by id; a category left out
   * has none); undefined until the view's first page arrives.
   */
  counts: readonly FacetValueCount[] | undefined;
  onChange: (categoryId: string, selected: boolean) => void;
}

/** Stand-in rows while categories load: the panel keeps its height (7 in the demo shop). */
const SKELETON_ROWS = 7;

/**
 * The category checkboxes of storefront.md §2: each one narrows the list to its products. Once
 * the counts are in, each shows how many products it would give, and one that would give none is
 * disabled, as the other filters' values are.
 */
export function CategoryFilters({ categories, selected, counts, onChange }: CategoryFiltersProps) {
  const countOf = (id: string) =>
    counts?.find(({ value }) => value.toLowerCase() === id.toLowerCase())?.count ?? 0;
  return (
    <FilterSection title="Categories">
      {categories.isPending ? (
        <ul aria-hidden="true" className="animate-pulse">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="flex min-h-11 items-center gap-3">
              <span className="size-5 rounded-md bg-line" />
              <span className="h-3.5 w-24 rounded-full bg-line" />
            </li>
          ))}
        </ul>
      ) : categories.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 py-2">
          <p className="text-sm font-bold text-coral-strong">{errorMessage(categories.error)}</p>
          <button
            type="button"
            onClick={() => void categories.refetch()}
            disabled={categories.isFetching}
            className="min-h-11 rounded-full px-1 font-bold text-ink underline underline-offset-4 disabled:opacity-60"
          >
            Retry
          </button>
        </div>
      ) : (
        <ul>
          {categories.data.map((category) => (
            <li key={category._id}>
              {counts ? (
                <CountedCheckbox
                  label={category.name}
                  count={countOf(category._id)}
                  checked={selected.includes(category._id)}
                  onChange={(checked) => onChange(category._id, checked)}
                />
              ) : (
                /* Wrapped rather than tied by id: the phone sheet draws these a second time. */
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg pr-2 hover:text-coral-strong">
                  <input
                    type="checkbox"
                    checked={selected.includes(category._id)}
                    onChange={(event) => onChange(category._id, event.target.checked)}
                    className="size-5 shrink-0 accent-coral-strong"
                  />
                  {category.name}
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
    </FilterSection>
  );
}
