/**
 * A small ring that turns while a button's request runs. Decorative: the button says the same in
 * words ("Adding…") and carries aria-busy.
 */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
