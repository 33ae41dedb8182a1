import type { ProductSize } from '@littleloom/shared';
import { useId } from 'react';
import { LOW_STOCK_THRESHOLD } from '../stock';

interface SizeChipsProps {
  sizes: readonly ProductSize[];
  selected: string | null;
  onSelect: (size: string) => void;
  /** The id of a message about the choice ('Please select a size.'), read with the group. */
  describedBy?: string | undefined;
}

const chip =
  'flex min-h-14 min-w-20 flex-col items-center justify-center rounded-full border-2 px-4 py-1 leading-tight';

/**
 * The product's sizes as chips, each with its stock ("3 left"). A sold-out size stays in view but
 * is disabled, with the reason written on it ("Sold out").
 */
export function SizeChips({ sizes, selected, onSelect, describedBy }: SizeChipsProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={describedBy}>
      <h2 id={headingId} className="mb-3 font-bold text-ink">
        Size
      </h2>
      <ul className="flex flex-wrap gap-2.5">
        {sizes.map(({ size, stock }) => {
          if (stock <= 0) {
            return (
              <li key={size}>
                <button
                  type="button"
                  disabled
                  className={`${chip} cursor-not-allowed border-dashed border-ink/25 bg-cream text-ink-muted`}
                >
                  <span className="font-bold line-through">{size}</span>
                  <span className="sr-only">, </span>
                  <span className="text-xs">Sold out</span>
                </button>
              </li>
            );
          }
          const isSelected = selected === size;
          return (
            <li key={size}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(size)}
                className={`${chip} ${
                  isSelected
                    ? 'border-ink bg-ink text-cream'
                    : 'border-ink/20 bg-white text-ink hover:border-ink/60'
                }`}
              >
                <span className="font-bold">{size}</span>
                <span className="sr-only">, </span>
                <span
                  className={`text-xs ${
                    isSelected
                      ? 'text-cream'
                      : stock <= LOW_STOCK_THRESHOLD
                        ? 'font-bold text-coral-strong'
                        : 'text-ink-muted'
                  }`}
                >
                  {stock} left
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
