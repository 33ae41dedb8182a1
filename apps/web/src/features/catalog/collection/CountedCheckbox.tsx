interface CountedCheckboxProps {
  label: string;
  /** The products the list would hold with this ticked. */
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A colour's dot, `#rrggbb`. */
  hex?: string | undefined;
}

/**
 * One filter value with its count ("4-5Y (12)"). A value that would show nothing is disabled,
 * unless it is ticked: it must stay clickable to be unticked.
 */
export function CountedCheckbox({ label, count, checked, onChange, hex }: CountedCheckboxProps) {
  const disabled = count === 0 && !checked;
  return (
    <label
      className={`flex min-h-11 items-center gap-3 rounded-lg pr-2 ${
        disabled ? 'cursor-not-allowed text-ink-muted' : 'cursor-pointer hover:text-coral-strong'
      }`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-coral-strong disabled:opacity-50"
      />
      {hex ? (
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full border border-ink/25"
          style={{ backgroundColor: hex }}
        />
      ) : null}
      <span className="min-w-0 break-words">
        {label} <span className="text-ink-muted">({count})</span>
      </span>
    </label>
  );
}
