import { productDisplayName, type AdminProductReview } from '@littleloom/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ActFailure } from './ActFailure';
import { reviewName } from './review-admin-messages';
import type { ReviewActions } from './use-review-actions';

/** Publishing a hidden review again puts it back on the product page and in its rating. */
export function PublishReviewDialog({
  review,
  actions,
}: {
  review: AdminProductReview;
  actions: ReviewActions;
}) {
  return (
    <ConfirmDialog
      open
      title={`Publish ${reviewName(review)} again?`}
      description={
        <>
          <p>
            On {productDisplayName(review.product)}. It shows on the product page again and counts
            in the product’s rating.
          </p>
          {review.hiddenReason ? (
            <p className="mt-1">It was hidden because: “{review.hiddenReason}”</p>
          ) : null}
        </>
      }
      confirmLabel="Publish again"
      pendingLabel="Publishing…"
      pending={actions.pending}
      onConfirm={() => actions.confirm()}
      onCancel={actions.dismiss}
    >
      <ActFailure failure={actions.failure} />
    </ConfirmDialog>
  );
}
