import { useId, useState } from 'react';
import { CountedCheckbox } from './CountedCheckbox';
import type { ValueFilter } from './collection-params';
import { isChosen, type FacetOption } from './facet-options';

interface FacetOptionsProps {
  filter: ValueFilter;
  options: readonly FacetOption[];
  selected: readonly string[];
  onChange: (value: string, selected: boolean) => void;
  /** Longer lists show this many (and every chosen value) until "Show all". */
  shownAtFirst?: number;
  /** What the values are, for "Show all 14 brands". */
  noun: string;
}

/** The checkboxes of one filter's values; a long list shows its first few until "Show all". */
export function FacetOptions({
  filter,
  options,
  selected,
  onChange,
  shownAtFirst = Infinity,
  noun,
}: FacetOptionsProps) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const cut = options.length > shownAtFirst;
  const shown =
    cut && !showAll
      ? options.filter(
          (option, index) => index < shownAtFirst || isChosen(filter, option.value, selected),
        )
      : options;

  return (
    <>
      <ul id={listId}>
        {shown.map((option) => (
          <li key={option.value}>
            <CountedCheckbox
              label={option.value}
              count={option.count}
              hex={option.hex}
              checked={isChosen(filter, option.value, selected)}
              onChange={(checked) => onChange(option.value, checked)}
            />
          </li>
        ))}
      </ul>
      {cut ? (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((was) => !was)}
          className="min-h-11 rounded-full font-bold text-coral-strong underline-offset-4 hover:underline"
        >
          {showAll ? 'Show fewer' : `Show all ${options.length} ${noun}`}
        </button>
      ) : null}
    </>
  );
}
