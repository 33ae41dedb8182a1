import { PAGE_SIZE } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { REVIEW_ADMIN_MSG } from './review-admin-messages';
import { ReviewActDialog } from './ReviewActDialog';
import { ReviewFilters } from './ReviewFilters';
import { ReviewRow } from './ReviewRow';
import { adminReviewsKey, fetchAdminReviews, type ReviewListQuery } from './reviews-admin-api';
import { useReviewActions } from './use-review-actions';
import { useReviewFilters } from './use-review-filters';

/**
 * /admin/reviews: every buyer's review, newest first and hidden ones too, twenty to a page, by
 * stars, product, status and reports, the filters in the address with the page. A review is
 * hidden with a reason its author sees (never deleted), published again, or answered in public.
 */
export function ReviewListPage() {
  const { page, goToPage } = usePageParam();
  const { filters, setFilters, clearAll, narrowed } = useReviewFilters();
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useReviewActions(heading);

  const query: ReviewListQuery = { page, ...filters };
  const reviews = useQuery({
    queryKey: adminReviewsKey.list(query),
    queryFn: ({ signal }) => fetchAdminReviews(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, reviews.data?.pages, !reviews.isPlaceholderData, goToPage);

  return (
    <div className="flex flex-col gap-4">
      <title>Reviews · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
            Reviews
          </h1>
          <p className="text-sm text-slate-600">
            Every buyer’s review, newest first. Hide one with a reason its author sees, publish it
            again, or reply under it for everyone to read.
          </p>
        </div>
        {reviews.isFetching ? <LoadingIndicator /> : null}
      </div>

      <ReviewFilters filters={filters} onChange={setFilters} />

      <AdminTable
        caption="Reviews, newest first"
        query={reviews}
        loadError={REVIEW_ADMIN_MSG.fetchFailed}
        columns={COLUMNS}
        rows={reviews.data?.reviews.map((review) => (
          <ReviewRow key={review._id} review={review} onAct={actions.request} />
        ))}
        empty={
          narrowed ? (
            <>
              <p>No reviews match these filters.</p>
              <button
                type="button"
                onClick={clearAll}
                className={`${adminSecondaryButtonClass} mt-4`}
              >
                Show all reviews
              </button>
            </>
          ) : (
            'No reviews yet. They appear here as soon as a buyer reviews a delivered product.'
          )
        }
        loadingRows={5}
        loadingLabel="Loading reviews…"
        pager={
          reviews.data && reviews.data.total > 0 ? (
            <AdminPagination
              // The page on show: while the next one loads, the old rows and their count stay.
              page={reviews.data.page}
              pages={reviews.data.pages}
              total={reviews.data.total}
              pageSize={PAGE_SIZE.adminReviews}
              noun="reviews"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null
        }
      />

      <ReviewActDialog actions={actions} />
    </div>
  );
}

/**
 * On phones only Review shows, each row a card with its buttons under it (ReviewRow); from `sm`
 * Actions has its column, and the others join as the screen widens.
 */
const COLUMNS: AdminColumn[] = [
  {
    title: 'Review',
    skeleton: { bar: 'h-12 w-full max-w-md rounded bg-slate-200' },
  },
  {
    title: 'Author',
    className: 'hidden w-48 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-32 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-36 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-20 rounded-full bg-slate-100' },
  },
  {
    title: 'Helpful and reports',
    className: 'hidden w-52 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-32 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'hidden w-36 text-right sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
