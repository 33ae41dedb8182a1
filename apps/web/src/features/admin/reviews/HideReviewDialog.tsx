import {
  REVIEW_LIMITS,
  productDisplayName,
  reviewHideSchema,
  type AdminProductReview,
} from '@littleloom/shared';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ActFailure } from './ActFailure';
import { reviewName } from './review-admin-messages';
import type { ReviewActions } from './use-review-actions';
import { ReviewTextField } from './ReviewTextField';

/**
 * Hiding asks why, in words the review's author will read beside it: checked by the shared rule
 * (5 to 300 characters) before anything is sent.
 */
export function HideReviewDialog({
  review,
  actions,
}: {
  review: AdminProductReview;
  actions: ReviewActions;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // After the dialog's own layout effect, which starts destructive dialogs on Cancel: the reason
  // is what the admin came to write.
  useEffect(() => field.current?.focus(), []);

  const confirm = () => {
    const checked = reviewHideSchema.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    actions.confirm(checked.data.reason);
  };

  return (
    <ConfirmDialog
      open
      variant="destructive"
      title={`Hide ${reviewName(review)}?`}
      description={`On ${productDisplayName(review.product)}. It leaves the product page and no longer counts in the product’s rating. It is kept, and you can publish it again.`}
      confirmLabel="Hide review"
      pendingLabel="Hiding…"
      pending={actions.pending}
      onConfirm={confirm}
      onCancel={actions.dismiss}
    >
      <ReviewTextField
        ref={field}
        label="Reason for the author"
        hint="The author sees it beside their hidden review."
        value={reason}
        maxLength={REVIEW_LIMITS.reasonMax}
        problem={problem}
        disabled={actions.pending}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
      <ActFailure failure={actions.failure} />
    </ConfirmDialog>
  );
}
