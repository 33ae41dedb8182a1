import { useId } from 'react';
import { StarIcon } from '../../ui/icons/StarIcon';

interface StarRatingFieldProps {
  label: string;
  /** The stars chosen, none at first. */
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** The error in the shared schema's words, shown under the stars. */
  error?: string | undefined;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Stars from 1 to 5 as a group of radio buttons ("1 star"... "5 stars"): arrow keys move between
 * them as in any radio group, and each star up to the chosen one is filled. The inputs are hidden
 * behind their stars, which carry the focus ring and a 44px tap target.
 */
export function StarRatingField({ label, value, onChange, onBlur, error }: StarRatingFieldProps) {
  const ids = useId();
  const errorId = `${ids}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${ids}-legend`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      aria-required="true"
      className="flex flex-col gap-1.5"
    >
      <legend id={`${ids}-legend`} className="mb-1.5 font-bold text-ink">
        {label}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-sunshine hover:bg-sun-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-coral-strong [&_svg]:stroke-[#9a6700]"
          >
            <input
              type="radio"
              name={`${ids}-stars`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <StarIcon size={30} filled={value !== undefined && stars <= value} />
          </label>
        ))}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {value ? `${value} of 5` : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-bold text-coral-strong">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
