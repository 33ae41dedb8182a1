import { useLayoutEffect, useRef } from 'react';
import { CloseIcon } from '../../../ui/icons';
import type { CollectionFilters } from './collection-params';
import type { FilterChip } from './filter-chips';

interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (without: Partial<CollectionFilters>) => void;
  onClearAll: () => void;
}

/**
 * The chosen filters over the results, each a chip that removes it ("Size: 4-5Y ×"), and
 * "Clear all", which turns every filter off but keeps the search. When a chip goes, focus moves
 * to the chip that takes its place, so a keyboard can remove one after another.
 */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  /** Where the removed chip was, until the chips without it are drawn. */
  const focusAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.length) buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  return (
    <div ref={listRef} className="flex flex-wrap items-center gap-2">
      <ul aria-label="Chosen filters" className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove ${chip.label}`}
              onClick={() => {
                focusAt.current = index;
                onRemove(chip.without);
              }}
              className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-ink/20 bg-white py-1.5 pr-3 pl-4 text-left text-sm font-bold text-ink hover:border-ink/50 hover:bg-cream"
            >
              <span className="min-w-0 break-words">{chip.label}</span>
              <CloseIcon size={16} className="shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="min-h-11 rounded-full px-2 font-bold text-coral-strong underline-offset-4 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
