import type { ReactNode } from 'react';

interface LoadingShapeProps {
  /** What is loading, the one thing screen readers hear ("Loading your cart"). */
  label: string;
  /** How the grey blocks are laid out. */
  className: string;
  /** The grey blocks, in the shape of what is coming. */
  children: ReactNode;
}

/**
 * A page's shape in grey while its content loads, so nothing jumps when it arrives. The blocks
 * pulse for the eye and are hidden from screen readers, which hear `label` instead.
 */
export function LoadingShape({ label, className, children }: LoadingShapeProps) {
  return (
    <div aria-busy="true">
      <p className="sr-only">{label}</p>
      <div aria-hidden="true" className={`animate-pulse ${className}`}>
        {children}
      </div>
    </div>
  );
}
