import type { ReactNode } from 'react';

export type GridColumns = 'shelf' | 'collection';

/** Phones 2, tablets 3, desktop 5 (home shelves of 5) or 4 (the collection). */
const COLUMNS: Record<GridColumns, string> = {
  shelf: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  collection: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
};

/** How many cards make the first row on the widest layout: their images load eagerly. */
export const FIRST_ROW: Record<GridColumns, number> = { shelf: 5, collection: 4 };

interface ProductGridProps {
  columns: GridColumns;
  children: ReactNode;
  /** Set while showing skeletons, for assistive technology. */
  busy?: boolean;
  label?: string;
}

export function ProductGrid({ columns, children, busy = false, label }: ProductGridProps) {
  return (
    <div
      aria-busy={busy}
      aria-label={label}
      className={`grid gap-x-4 gap-y-8 sm:gap-x-6 ${COLUMNS[columns]}`}
    >
      {children}
    </div>
  );
}
