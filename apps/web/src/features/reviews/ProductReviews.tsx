import type { ReviewSort } from '@littleloom/shared';
import { REVIEW_LIMITS } from '@littleloom/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { useProductReviews } from './reviews-api';
import { ReviewCard } from './ReviewCard';
import { StarBars } from './StarBars';

interface ProductReviewsProps {
  productId: string;
  averageRating: number | null;
  reviewCount: number;
}

/** How reviews are moderated, as the guidelines on online reviews ask a shop to say. */
export const MODERATION_NOTE =
  'Only shoppers who received the product can review it. Reviews appear as soon as they are written; the shop hides a review only if it is abusive, shares personal details or is not about the product, and never deletes one.';

/**
 * The product's reviews: the average and a bar per star level, then the reviews five at a time,
 * newest or most helpful first. Without reviews it says so, and shows no figure.
 */
export function ProductReviews({ productId, averageRating, reviewCount }: ProductReviewsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-line pt-8">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        Reviews
      </h2>
      {averageRating === null || reviewCount === 0 ? (
        <p className="mt-3 text-ink-muted">No reviews yet.</p>
      ) : (
        <ReviewList productId={productId} averageRating={averageRating} reviewCount={reviewCount} />
      )}
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">{MODERATION_NOTE}</p>
    </section>
  );
}

function ReviewList({
  productId,
  averageRating,
  reviewCount,
}: {
  productId: string;
  averageRating: number;
  reviewCount: number;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useProductReviews(productId, page, sort);
  const sortId = useId();
  const pages = Math.max(1, Math.ceil(reviewCount / REVIEW_LIMITS.perPage));

  return (
    <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
      <div>
        <p className="text-4xl font-bold text-ink">{averageRating.toFixed(1)}</p>
        <p className="mb-3 text-sm text-ink-muted">
          out of 5 · {reviewCount === 1 ? '1 review' : `${reviewCount} reviews`}
        </p>
        <StarBars
          starCounts={reviews.data?.starCounts ?? []}
          reviewCount={reviews.data?.reviewCount ?? reviewCount}
        />
      </div>
      <div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-bold text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
            className="min-h-11 rounded-lg border border-line bg-white px-3"
          >
            <option value="newest">Newest</option>
            <option value="helpful">Most helpful</option>
          </select>
        </div>
        {reviews.isError ? (
          <div className="mt-4">
            <ErrorState
              message={errorMessage(reviews.error)}
              onRetry={() => void reviews.refetch()}
              retrying={reviews.isFetching}
            />
          </div>
        ) : (
          <div className="mt-2" aria-busy={reviews.isFetching}>
            {reviews.data?.reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages of reviews" className="mt-4 flex items-center gap-3">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span className="text-sm text-ink-muted">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
