import type { OwnProductReview } from '@littleloom/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewCard } from './ReviewCard';
import { REVIEW_WORDS } from './review-words';

interface OwnReviewCardProps {
  productId: string;
  review: OwnProductReview;
  /** Takes focus as it appears, once the shopper has just written or edited it. */
  focusOnShow: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

/**
 * The shopper's own review at the top of the reviews, with Edit and Delete. A review the shop hid
 * is still shown to its author, with the shop's reason: they may edit or delete it.
 */
export function OwnReviewCard({
  productId,
  review,
  focusOnShow,
  onEdit,
  onDeleted,
}: OwnReviewCardProps) {
  const labelId = useId();
  const labelRef = useRef<HTMLParagraphElement>(null);
  const [deleting, setDeleting] = useState(false);
  const hidden = review.status === 'hidden';

  useEffect(() => {
    if (focusOnShow) labelRef.current?.focus();
  }, [focusOnShow]);

  return (
    <section
      aria-labelledby={labelId}
      className="max-w-2xl rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <p
        id={labelId}
        ref={labelRef}
        tabIndex={-1}
        className="inline-flex rounded-full bg-mint-soft px-3 py-1 text-sm font-bold text-mint-strong"
      >
        {REVIEW_WORDS.yourReview}
      </p>
      {hidden ? (
        <div className="mt-3 rounded-xl bg-sun-soft p-3 text-sm text-ink">
          <p className="font-bold">{REVIEW_WORDS.hidden(review.hiddenReason ?? '')}</p>
          <p className="mt-1">{REVIEW_WORDS.hiddenNote}</p>
        </div>
      ) : null}
      <ReviewCard review={review} className="pt-3">
        <button type="button" className={buttonClass('secondary')} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('quiet', 'text-coral-strong hover:bg-peach-soft')}
          onClick={() => setDeleting(true)}
        >
          Delete
        </button>
      </ReviewCard>
      <DeleteReviewDialog
        open={deleting}
        productId={productId}
        reviewId={review._id}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
