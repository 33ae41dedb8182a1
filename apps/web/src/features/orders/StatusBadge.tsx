/**
 * A state in a small pill: `colours` from order-format.ts, and `name` said before it to screen
 * readers ("Payment status: Paid"), since the colour and position that say it to the eye do not.
 */
export function StatusBadge({
  name,
  label,
  colours,
}: {
  name: string;
  label: string;
  colours: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${colours}`}
    >
      <span className="sr-only">{name}: </span>
      {label}
    </span>
  );
}
