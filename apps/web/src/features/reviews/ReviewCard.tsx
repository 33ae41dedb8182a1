import { formatShopInstant, type ProductReview } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { StarIcon } from '../../ui/icons/StarIcon';

interface ReviewCardProps {
  review: ProductReview;
  /** What the reader may do with it (Helpful and Report, or the author's Edit and Delete). */
  children?: ReactNode;
  className?: string;
}

/** One buyer's review as the product page shows it, with the shop's reply under it. */
export function ReviewCard({
  review,
  children,
  className = 'border-t border-line py-5',
}: ReviewCardProps) {
  return (
    <article className={className}>
      <div className="flex items-center gap-2">
        <span
          role="img"
          aria-label={`${review.rating} out of 5 stars`}
          className="flex shrink-0 text-sunshine [&_svg]:stroke-[#9a6700]"
        >
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} size={16} filled={index < review.rating} />
          ))}
        </span>
        <h3 className="min-w-0 font-bold break-words text-ink">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {review.reviewerName} · {formatShopInstant(review.createdAt, 'date')} · Size {review.size} ·{' '}
        <span className="font-bold text-mint-strong">Verified purchase</span>
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-ink">{review.body}</p>
      {review.helpfulCount > 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {review.helpfulCount === 1
            ? '1 person found this helpful'
            : `${review.helpfulCount} people found this helpful`}
        </p>
      ) : null}
      {children ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">{children}</div>
      ) : null}
      {review.shopReply ? (
        <div className="mt-3 rounded-lg bg-ink/[0.04] p-3">
          <p className="text-sm font-bold text-ink">Reply from Little Loom</p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink">{review.shopReply}</p>
        </div>
      ) : null}
    </article>
  );
}
