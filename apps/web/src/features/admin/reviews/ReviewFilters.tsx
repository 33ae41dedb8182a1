import { REVIEW_STATUSES } from '@littleloom/shared';
import { useId } from 'react';
import { adminInputClass } from '../ui/admin-styles';
import { ReviewProductFilter } from './ReviewProductFilter';
import { REVIEW_STATUS_LABELS } from './review-admin-messages';
import { isReviewStatus, type ReviewFilterValues } from './use-review-filters';

interface ReviewFiltersProps {
  filters: ReviewFilterValues;
  onChange: (change: Partial<ReviewFilterValues>) => void;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Above the list of reviews: by stars, by status, reported ones only, and by product. */
export function ReviewFilters({ filters, onChange }: ReviewFiltersProps) {
  const ratingId = useId();
  const statusId = useId();
  const reportedId = useId();
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-start">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[12rem_12rem_auto] xl:pt-3">
        <div>
          <label htmlFor={ratingId} className="mb-1 block text-xs font-bold text-slate-600">
            Rating
          </label>
          <select
            id={ratingId}
            value={filters.rating ?? ''}
            onChange={(event) =>
              onChange({ rating: event.target.value ? Number(event.target.value) : null })
            }
            className={adminInputClass}
          >
            <option value="">Any rating</option>
            {RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === 1 ? '1 star' : `${stars} stars`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={statusId} className="mb-1 block text-xs font-bold text-slate-600">
            Status
          </label>
          <select
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ status: isReviewStatus(value) ? value : null });
            }}
            className={adminInputClass}
          >
            <option value="">All</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REVIEW_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <label
          htmlFor={reportedId}
          className="col-span-2 flex min-h-10 cursor-pointer items-center gap-2 text-sm font-bold text-slate-700 sm:col-span-1"
        >
          <input
            id={reportedId}
            type="checkbox"
            checked={filters.reportedOnly}
            onChange={(event) => onChange({ reportedOnly: event.target.checked })}
            className="size-4 accent-coral-strong"
          />
          Reported only
        </label>
      </div>
      <div className="xl:w-[26rem]">
        <ReviewProductFilter
          productId={filters.productId}
          onChange={(productId) => onChange({ productId })}
        />
      </div>
    </div>
  );
}
