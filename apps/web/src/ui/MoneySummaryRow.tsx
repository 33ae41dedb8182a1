import type { ReactNode } from 'react';

interface MoneySummaryRowProps {
  label: string;
  /** The amount, already in rupees. */
  children: ReactNode;
  /** The total: larger, under a rule. */
  strong?: boolean;
}

/**
 * One line of a money summary (the cart's, checkout's and a placed order's): a name and its
 * amount, inside a `<dl>`.
 */
export function MoneySummaryRow({ label, children, strong = false }: MoneySummaryRowProps) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? 'mt-1 border-t border-line pt-3 text-lg font-bold' : ''
      }`}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}
