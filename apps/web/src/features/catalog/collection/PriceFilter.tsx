import type { PriceRange } from '@littleloom/shared';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  formatPriceBound,
  rangeFromSlider,
  readPriceInputs,
  sliderScale,
  type PriceInputResult,
} from './price-range';
import { PriceSlider } from './PriceSlider';

interface PriceFilterProps {
  /** The prices the other filters leave (the facets' price); null when none are left. */
  bounds: PriceRange | null;
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}

interface Draft {
  minText: string;
  maxText: string;
  /** The slider's handles while they move; null when they show the applied range. */
  slide: [number, number] | null;
  error: Extract<PriceInputResult, { ok: false }> | null;
}

const textOf = (price: number | null) => (price === null ? '' : String(price));

function appliedDraft(minPrice: number | null, maxPrice: number | null): Draft {
  return { minText: textOf(minPrice), maxText: textOf(maxPrice), slide: null, error: null };
}

const fieldClass =
  'min-h-11 w-full min-w-0 rounded-xl border bg-white py-2 pr-2 pl-7 text-base text-ink';

/**
 * The price range in rupees (on the price a shopper pays): a slider with two handles over the
 * prices on offer, and the same two amounts as fields for typing. A typed range applies when the
 * shopper presses Enter or leaves the fields; a minimum above the maximum is refused beside them.
 */
export function PriceFilter({ bounds, minPrice, maxPrice, onChange }: PriceFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => appliedDraft(minPrice, maxPrice));
  // A new range from elsewhere (a chip removed, Back, Clear all) replaces whatever was drafted.
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setDraft(appliedDraft(minPrice, maxPrice));
  }

  const scale = sliderScale(bounds, minPrice, maxPrice);
  const clamp = (value: number) =>
    scale ? Math.min(scale.max, Math.max(scale.min, value)) : value;
  const [slidLow, slidHigh] = draft.slide ?? [
    minPrice ?? scale?.min ?? 0,
    maxPrice ?? scale?.max ?? 0,
  ];
  const low = clamp(slidLow);
  const high = clamp(slidHigh);

  const slide = (nextLow: number, nextHigh: number) => {
    if (!scale) return;
    const [from, to] = rangeFromSlider(scale, nextLow, nextHigh);
    setDraft({
      minText: textOf(from),
      maxText: textOf(to),
      slide: [nextLow, nextHigh],
      error: null,
    });
  };
  const commitSlider = (nextLow: number, nextHigh: number) => {
    if (!scale) return;
    slide(nextLow, nextHigh);
    const [from, to] = rangeFromSlider(scale, nextLow, nextHigh);
    onChange(from, to);
  };

  const commitFields = () => {
    const result = readPriceInputs(draft.minText, draft.maxText);
    if (!result.ok) {
      setDraft((was) => ({ ...was, error: result }));
      return;
    }
    setDraft((was) => ({ ...was, error: null }));
    onChange(result.minPrice, result.maxPrice);
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitFields();
  };
  // Moving between the two fields is still typing; leaving both is done.
  const onFieldsBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) commitFields();
  };

  const errorId = `${id}-error`;
  const field = (side: 'min' | 'max') => {
    const inputId = `${id}-${side}`;
    const text = side === 'min' ? draft.minText : draft.maxText;
    const placeholder = scale ? String(side === 'min' ? scale.min : scale.max) : '';
    const invalid = draft.error?.field === side;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-bold text-ink">
          {side === 'min' ? 'Minimum (₹)' : 'Maximum (₹)'}
        </label>
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
          >
            ₹
          </span>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setDraft((was) => ({
                ...was,
                [side === 'min' ? 'minText' : 'maxText']: value,
                slide: null,
              }));
            }}
            onKeyDown={onFieldKeyDown}
            className={`${fieldClass} ${invalid ? 'border-coral-strong' : 'border-ink/25 hover:border-ink/45'}`}
          />
        </div>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      {scale ? (
        <>
          <p className="text-sm text-ink-muted" aria-hidden="true">
            {formatPriceBound(low)} – {formatPriceBound(high)}
          </p>
          <PriceSlider
            scale={scale}
            low={low}
            high={high}
            onSlide={slide}
            onCommit={commitSlider}
          />
        </>
      ) : null}
      <div className="flex gap-3" onBlur={onFieldsBlur}>
        {field('min')}
        {field('max')}
      </div>
      {draft.error ? (
        <p id={errorId} role="alert" className="text-sm font-bold text-coral-strong">
          {draft.error.message}
        </p>
      ) : null}
    </div>
  );
}
