import { ChevronLeftIcon } from '../../../ui/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../ui/icons/ChevronRightIcon';

interface AdminPaginationProps {
  page: number;
  /** 0 when there is nothing to page through. */
  pages: number;
  total: number;
  pageSize: number;
  /** What is counted, plural ("customers"). */
  noun: string;
  onPageChange: (page: number) => void;
}

const pagerButtonClass =
  'inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-bold text-slate-800 ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white';

/**
 * The pager under an admin table: Previous, 'Page X of Y', Next, and the rows on show. Previous
 * is off on the first page, Next on the last or when there are no pages (back-office.md §2).
 */
export function AdminPagination({
  page,
  pages,
  total,
  pageSize,
  noun,
  onPageChange,
}: AdminPaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-slate-200 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-4"
    >
      <p className="text-slate-600">
        {total === 0 ? (
          `No ${noun}`
        ) : (
          <>
            Showing <span className="font-bold text-slate-900 tabular-nums">{first}</span>–
            <span className="font-bold text-slate-900 tabular-nums">{last}</span> of{' '}
            <span className="font-bold text-slate-900 tabular-nums">{total}</span> {noun}
          </>
        )}
      </p>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <button
          type="button"
          className={pagerButtonClass}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon size={16} />
          Previous
        </button>
        <p aria-live="polite" className="px-2 whitespace-nowrap text-slate-700 tabular-nums">
          Page {Math.min(page, Math.max(pages, 1))} of {Math.max(pages, 1)}
        </p>
        <button
          type="button"
          className={pagerButtonClass}
          disabled={pages === 0 || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon size={16} />
        </button>
      </div>
    </nav>
  );
}
