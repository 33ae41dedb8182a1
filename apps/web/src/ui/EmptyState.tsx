import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';

interface EmptyStateProps {
  /** A 32px icon, drawn in a soft peach circle; decorative, so hidden from screen readers. */
  icon: ReactNode;
  /** What is empty, as a sentence. */
  title: string;
  /** What the shopper can do about it. */
  children: ReactNode;
}

/**
 * An empty list says what to do next (LOOK.md). Every one of them sends the shopper back to the
 * collection, so the Continue shopping link is part of it.
 */
export function EmptyState({ icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-peach-soft text-coral-strong"
      >
        {icon}
      </span>
      <p className="mt-5 text-xl font-bold text-ink">{title}</p>
      <p className="mt-1 max-w-sm text-ink-muted">{children}</p>
      <Link to="/collection" className={buttonClass('primary', 'mt-6')}>
        Continue shopping
      </Link>
    </div>
  );
}
