import { SORT_OPTIONS, type SortOption } from '@littleloom/shared';
import { isSortOption, SORT_LABELS } from '../sort-options';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}

/** The sort select of storefront.md §2, with all nine orders of §9. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="collection-sort" className="shrink-0 font-bold text-ink">
        Sort by
      </label>
      <select
        id="collection-sort"
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-11 rounded-full border max-sm:flex-1 border-ink/25 bg-white py-2 pr-9 pl-4 text-base text-ink hover:border-ink/45"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
