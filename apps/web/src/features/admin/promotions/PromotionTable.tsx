import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { LoadError } from '../catalog/catalog-admin-ui';
import { AdminPagination } from '../ui/AdminPagination';
import { TableSkeleton, type SkeletonCell } from '../ui/TableSkeleton';
import { clientPage, PROMOTIONS_PAGE_SIZE } from './client-pages';

export interface PromotionColumn {
  title: string;
  /** The heading cell's own classes: its width, its alignment, the screens it shows on. */
  className?: string;
  /** The column's placeholder while the list first loads. */
  skeleton: SkeletonCell;
}

const headingCellClass = 'px-3 py-2.5 font-bold sm:px-4';

/** How the list speaks of itself: what it counts, and its words when loading, empty or failed. */
interface PromotionTableWords {
  /** What the pager counts, plural ("coupons"). */
  noun: string;
  /** The spec's words for a list that did not load. */
  loadError: string;
  /** The spec's words for an empty list. */
  empty: string;
  /** What a screen reader hears while it loads. */
  loading: string;
}

/** A table is named by the heading of its section or, alone on its page, by a hidden caption. */
type TableName = { labelledBy: string; caption?: never } | { caption: string; labelledBy?: never };

type PromotionTableProps<Row extends { _id: string }> = TableName & {
  /** The list's query: a first load that failed stands in for the table; a refetch marks it busy. */
  query: UseQueryResult<unknown>;
  /** The whole list, newest first; undefined until it first loads. */
  rows: readonly Row[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
  columns: readonly PromotionColumn[];
  /** Placeholder rows while the list first loads. */
  loadingRows: number;
  words: PromotionTableWords;
  /** One row: a <tr> with a cell per column. */
  renderRow: (row: Row) => ReactNode;
};

/**
 * A list of coupons or offers, a page at a time (client-pages.ts), in the back office's table:
 * placeholder rows while it loads, the spec's words when it is empty or failed, and the pager
 * once there is more than one page.
 */
export function PromotionTable<Row extends { _id: string }>({
  labelledBy,
  caption,
  query,
  rows,
  page,
  onPageChange,
  columns,
  loadingRows,
  words,
  renderRow,
}: PromotionTableProps<Row>) {
  if (query.isError && !query.data) {
    return (
      <LoadError
        title={words.loadError}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const shown = rows ? clientPage(rows, page) : null;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <table
        className="w-full table-fixed text-left text-sm"
        aria-labelledby={labelledBy}
        aria-busy={query.isFetching || undefined}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.title}
                scope="col"
                className={
                  column.className ? `${headingCellClass} ${column.className}` : headingCellClass
                }
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown ? (
            shown.rows.length > 0 ? (
              shown.rows.map((row) => <Fragment key={row._id}>{renderRow(row)}</Fragment>)
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                  {words.empty}
                </td>
              </tr>
            )
          ) : (
            <TableSkeleton
              rows={loadingRows}
              cells={columns.map((column) => column.skeleton)}
              label={words.loading}
            />
          )}
        </tbody>
      </table>
      {shown && shown.pages > 1 ? (
        <AdminPagination
          page={shown.page}
          pages={shown.pages}
          total={shown.total}
          pageSize={PROMOTIONS_PAGE_SIZE}
          noun={words.noun}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
