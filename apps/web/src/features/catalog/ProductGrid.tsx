import type { ReactNode } from 'react';
import { ProductCardSkeleton } from './ProductCardSkeleton';

export type GridColumns = 'shelf' | 'collection';

/**
 * Phones 2, tablets 3, desktop 4 to 5 (LOOK.md). The home shelves show their 5 in one row from
 * laptops up; the collection keeps 3 beside its filter column on laptops, 4 once the page reaches
 * its full width (1280px and wider: a 1440px screen shows 4 cards of about 224px).
 */
const COLUMNS: Record<GridColumns, string> = {
  shelf: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  collection: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
};

/** How many cards make the first row on the widest layout: their images load eagerly. */
export const FIRST_ROW: Record<GridColumns, number> = { shelf: 5, collection: 4 };
/** How many cards make a row on a phone, either grid. */
export const PHONE_ROW = 2;

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

/** The grid in grey while products (or the code that draws them) load. */
export function ProductGridSkeleton({ columns, count }: { columns: GridColumns; count: number }) {
  return (
    <ProductGrid columns={columns} busy label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ProductGrid>
  );
}
