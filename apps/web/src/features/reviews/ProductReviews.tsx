import type { ReviewSort } from '@littleloom/shared';
import { REVIEW_LIMITS, REVIEWS_SECTION_ID } from '@littleloom/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { useShopperId } from '../accounts/use-session';
import { useOwnReviewState } from './own-review-query';
import { OwnReviewPanel } from './OwnReviewPanel';
import { REVIEW_WORDS } from './review-words';
import { ReviewCard } from './ReviewCard';
import { ReviewFeedback } from './ReviewFeedback';
import { FIRST_REVIEWS, useProductReviews } from './reviews-api';
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
 * The product's reviews: what the shopper can do about reviewing it (write, or see and change
 * their own), then the average and a bar per star level, then the others' reviews five at a time,
 * newest or most helpful first. Without reviews it says so, shows no figure, and invites the first.
 */
export function ProductReviews({ productId, averageRating, reviewCount }: ProductReviewsProps) {
  const headingId = useId();
  const signedIn = useShopperId() !== null;
  const own = useOwnReviewState(productId);
  const ownReview = own.data?.review ?? null;
  const none = averageRating === null || reviewCount === 0;
  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby={headingId}
      className="mt-12 scroll-mt-24 border-t border-line pt-8"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        Reviews
      </h2>
      {none ? (
        <div className="mt-3">
          <p className="text-ink-muted">{REVIEW_WORDS.noReviews}</p>
          {ownReview ? null : <p className="mt-1 text-ink">{REVIEW_WORDS.beFirst}</p>}
        </div>
      ) : null}
      <div className="mt-4">
        <OwnReviewPanel productId={productId} signedIn={signedIn} own={own} />
      </div>
      {none ? null : (
        <ReviewList
          productId={productId}
          averageRating={averageRating}
          reviewCount={reviewCount}
          ownReviewId={ownReview?._id ?? null}
          signedIn={signedIn}
        />
      )}
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">{MODERATION_NOTE}</p>
    </section>
  );
}

interface ReviewListProps {
  productId: string;
  averageRating: number;
  reviewCount: number;
  /** The shopper's own review, shown above with Edit and Delete rather than in the list. */
  ownReviewId: string | null;
  signedIn: boolean;
}

function ReviewList({
  productId,
  averageRating,
  reviewCount,
  ownReviewId,
  signedIn,
}: ReviewListProps) {
  const [page, setPage] = useState<number>(FIRST_REVIEWS.page);
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS.sort);
  const reviews = useProductReviews(productId, page, sort);
  const sortId = useId();
  const pages = Math.max(1, Math.ceil(reviewCount / REVIEW_LIMITS.perPage));

  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
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
            {reviews.data?.reviews
              .filter((review) => review._id !== ownReviewId)
              .map((review) => (
                <ReviewCard key={review._id} review={review}>
                  <ReviewFeedback productId={productId} review={review} signedIn={signedIn} />
                </ReviewCard>
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
