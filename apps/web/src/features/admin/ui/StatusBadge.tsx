export type BadgeTone = 'green' | 'red' | 'amber' | 'slate';

const TONE_CLASS: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

const DOT_CLASS: Record<BadgeTone, string> = {
  green: 'bg-emerald-600',
  red: 'bg-red-600',
  amber: 'bg-amber-500',
  slate: 'bg-slate-500',
};

interface StatusBadgeProps {
  tone: BadgeTone;
  children: string;
}

/**
 * A status in a table cell, coloured as back-office.md §4 colours lists (green for good, red for
 * stopped or failed, amber for anything in between). The word carries the meaning; the colour
 * only repeats it.
 */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${TONE_CLASS[tone]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT_CLASS[tone]}`} />
      {children}
    </span>
  );
}
