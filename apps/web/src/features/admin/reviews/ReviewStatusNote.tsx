import type { AdminProductReview } from '@littleloom/shared';
import { StatusBadge } from '../ui/StatusBadge';
import { REVIEW_STATUS_LABELS } from './review-admin-messages';

/** Published in green; Hidden in red, with the reason its author is shown. */
export function ReviewStatusNote({ review }: { review: AdminProductReview }) {
  if (review.status === 'published') {
    return <StatusBadge tone="green">{REVIEW_STATUS_LABELS.published}</StatusBadge>;
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge tone="red">{REVIEW_STATUS_LABELS.hidden}</StatusBadge>
      {review.hiddenReason ? (
        <span className="text-xs break-words text-slate-600">Reason: {review.hiddenReason}</span>
      ) : null}
    </span>
  );
}
