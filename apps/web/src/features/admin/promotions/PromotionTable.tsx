import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable, type AdminColumn, type AdminTableName } from '../ui/AdminTable';
import { clientPage, PROMOTIONS_PAGE_SIZE } from './client-pages';

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

type PromotionTableProps<Row extends { _id: string }> = AdminTableName & {
  /** The list's query: a first load that failed stands in for the table; a refetch marks it busy. */
  query: UseQueryResult<unknown>;
  /** The whole list, newest first; undefined until it first loads. */
  rows: readonly Row[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
  columns: readonly AdminColumn[];
  /** Placeholder rows while the list first loads. */
  loadingRows: number;
  words: PromotionTableWords;
  /** One row: a <tr> with a cell per column. */
  renderRow: (row: Row) => ReactNode;
};

/**
 * A list of coupons or offers, a page at a time (client-pages.ts), in the back office's table,
 * with the pager once there is more than one page.
 */
export function PromotionTable<Row extends { _id: string }>(props: PromotionTableProps<Row>) {
  const { query, rows, page, onPageChange, columns, loadingRows, words, renderRow } = props;
  const name: AdminTableName =
    props.labelledBy === undefined ? { caption: props.caption } : { labelledBy: props.labelledBy };
  const shown = rows ? clientPage(rows, page) : null;
  return (
    <AdminTable
      {...name}
      query={query}
      loadError={words.loadError}
      columns={columns}
      rows={shown?.rows.map((row) => (
        <Fragment key={row._id}>{renderRow(row)}</Fragment>
      ))}
      empty={words.empty}
      loadingRows={loadingRows}
      loadingLabel={words.loading}
      pager={
        shown && shown.pages > 1 ? (
          <AdminPagination
            page={shown.page}
            pages={shown.pages}
            total={shown.total}
            pageSize={PROMOTIONS_PAGE_SIZE}
            noun={words.noun}
            onPageChange={onPageChange}
          />
        ) : null
      }
    />
  );
}
