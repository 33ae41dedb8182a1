import { Spinner } from '../../ui/Spinner';

/** Which of the two buttons sent the change that is under way. */
export type StepDirection = 'less' | 'more';

interface QuantityStepperProps {
  quantity: number;
  /** What is being counted, for the group's name: "Bunny Romper, size 0-3M". */
  label: string;
  /** The change under way, if any: both buttons wait, the pressed one turns. */
  pending: StepDirection | null;
  /** True while something else about the line is under way (its removal). */
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full text-xl leading-none font-bold text-ink hover:bg-ink/[0.06] disabled:cursor-not-allowed disabled:opacity-40';

/**
 * − and + around the quantity. One is the least a line holds (Remove takes it out). + is never
 * held back here: the server knows the stock and the 5-per-product limit, and its refusal opens
 * the spec's dialog.
 */
export function QuantityStepper({
  quantity,
  label,
  pending,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const waiting = pending !== null || disabled;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${label}`}
      className="inline-flex items-center rounded-full border border-ink/20 bg-white"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={waiting || quantity <= 1}
        aria-busy={pending === 'less' || undefined}
        onClick={() => onChange(quantity - 1)}
        className={stepClass}
      >
        {pending === 'less' ? <Spinner /> : <span aria-hidden="true">−</span>}
      </button>
      <span aria-live="polite" className="min-w-8 text-center font-bold text-ink tabular-nums">
        {quantity}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={waiting}
        aria-busy={pending === 'more' || undefined}
        onClick={() => onChange(quantity + 1)}
        className={stepClass}
      >
        {pending === 'more' ? <Spinner /> : <span aria-hidden="true">+</span>}
      </button>
    </div>
  );
}
