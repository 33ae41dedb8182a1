interface SalesPagerProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Page numbers shown around the current one. */
const NUMBERS_SHOWN = 5;

const pagerButtonClass =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-bold tabular-nums ' +
  'disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white';
const idleClass = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
const currentClass = 'border-coral-strong bg-coral-strong text-white';

/** The numbers to show: up to five, the current one in the middle where it can be. */
export function pageNumbers(page: number, pages: number): number[] {
  const count = Math.min(NUMBERS_SHOWN, pages);
  const first = Math.min(Math.max(1, page - Math.floor(NUMBERS_SHOWN / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * The sales report's pager (back-office.md §2): first, previous, the page numbers, next and
 * last. It starts at page 1.
 */
export function SalesPager({ page, pages, onPageChange }: SalesPagerProps) {
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <nav
      aria-label="Sales report pages"
      className="flex flex-wrap items-center justify-center gap-1.5 border-t border-slate-200 px-3 py-3"
    >
      <button
        type="button"
        className={`${pagerButtonClass} ${idleClass}`}
        disabled={atStart}
        onClick={() => onPageChange(1)}
        aria-label="First page"
      >
        «
      </button>
      <button
        type="button"
        className={`${pagerButtonClass} ${idleClass}`}
        disabled={atStart}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </button>
      {pageNumbers(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className={`${pagerButtonClass} ${number === page ? currentClass : idleClass}`}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${pagerButtonClass} ${idleClass}`}
        disabled={atEnd}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        ›
      </button>
      <button
        type="button"
        className={`${pagerButtonClass} ${idleClass}`}
        disabled={atEnd}
        onClick={() => onPageChange(pages)}
        aria-label="Last page"
      >
        »
      </button>
    </nav>
  );
}
