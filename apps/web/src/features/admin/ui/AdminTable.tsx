import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { TableSkeleton, type SkeletonCell } from './TableSkeleton';

export interface AdminColumn {
  title: string;
  /** The heading cell's own classes: its width, its alignment, the screens it shows on. */
  className?: string;
  /** The column's placeholder while the list first loads. */
  skeleton: SkeletonCell;
}

const headingCellClass = 'px-3 py-2.5 font-bold sm:px-4';

/** A table is named by the heading of its section or, alone on its page, by a hidden caption. */
export type AdminTableName =
  { labelledBy: string; caption?: never } | { caption: string; labelledBy?: never };

type AdminTableProps = AdminTableName & {
  /**
   * The list's query: a first load that failed stands in for the table, a refetch marks it busy,
   * and the last page's rows are dimmed while the next one loads.
   */
  query: UseQueryResult<unknown>;
  /** The spec's words for a list that did not load. */
  loadError: string;
  columns: readonly AdminColumn[];
  /** The rows on show, each a keyed <tr> with a cell per column; undefined until the first load. */
  rows: readonly ReactNode[] | undefined;
  /** Said across the table when there are no rows. */
  empty: ReactNode;
  /** Placeholder rows while the list first loads. */
  loadingRows: number;
  /** What a screen reader hears while it loads ("Loading orders…"). */
  loadingLabel: string;
  /** The pager under the table, where it has one. */
  pager?: ReactNode;
};

/**
 * A back-office list in its table: placeholder rows while it first loads, a line across the table
 * when it is empty, the failure and Retry in its place when it could not load, and the pager under
 * it.
 */
export function AdminTable({
  labelledBy,
  caption,
  query,
  loadError,
  columns,
  rows,
  empty,
  loadingRows,
  loadingLabel,
  pager,
}: AdminTableProps) {
  if (query.isError && !query.data) {
    return (
      <LoadError
        title={loadError}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

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
        <tbody
          className={`divide-y divide-slate-100 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {rows ? (
            rows.length > 0 ? (
              rows
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                  {empty}
                </td>
              </tr>
            )
          ) : (
            <TableSkeleton
              rows={loadingRows}
              cells={columns.map((column) => column.skeleton)}
              label={loadingLabel}
            />
          )}
        </tbody>
      </table>
      {pager}
    </div>
  );
}
