import { REVIEW_STATUSES, type ReviewStatus } from '@littleloom/shared';
import { useSearchParams } from 'react-router';

/** The filters of the list of reviews, as the address holds them. */
export interface ReviewFilterValues {
  /** 1 to 5 stars; null for any rating. */
  rating: number | null;
  productId: string | null;
  status: ReviewStatus | null;
  reportedOnly: boolean;
}

/** The address's name for each filter: ?rating=2&product=…&status=hidden&reported=true. */
const PARAM = {
  rating: 'rating',
  productId: 'product',
  status: 'status',
  reportedOnly: 'reported',
} as const satisfies Record<keyof ReviewFilterValues, string>;

export const isReviewStatus = (value: string | null): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters forgivingly: anything unknown in the address means no filter. */
export function reviewFiltersFromParams(params: URLSearchParams): ReviewFilterValues {
  const rating = Number(params.get(PARAM.rating));
  const status = params.get(PARAM.status);
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    productId: params.get(PARAM.productId)?.trim() || null,
    status: isReviewStatus(status) ? status : null,
    reportedOnly: params.get(PARAM.reportedOnly) === 'true',
  };
}

function writeFilter(params: URLSearchParams, key: keyof ReviewFilterValues, value: unknown) {
  const written = value === null || value === false ? null : String(value);
  if (written === null) params.delete(PARAM[key]);
  else params.set(PARAM[key], written);
}

/**
 * The list's filters kept in the address beside ?page=, so a reload or a shared link shows the
 * same reviews. A change of filter goes back to page 1: the old page number means nothing in the
 * new list.
 */
export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = reviewFiltersFromParams(params);

  const setFilters = (change: Partial<ReviewFilterValues>) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const key of Object.keys(change) as (keyof ReviewFilterValues)[]) {
        writeFilter(updated, key, change[key]);
      }
      return updated;
    });
  };

  /** Back to every review: no filter, page 1. */
  const clearAll = () => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of ['page', ...Object.values(PARAM)]) updated.delete(key);
      return updated;
    });
  };

  const narrowed =
    filters.rating !== null ||
    filters.productId !== null ||
    filters.status !== null ||
    filters.reportedOnly;

  return { filters, setFilters, clearAll, narrowed };
}
