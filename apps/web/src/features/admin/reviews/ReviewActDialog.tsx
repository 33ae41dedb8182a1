import { HideReviewDialog } from './HideReviewDialog';
import { PublishReviewDialog } from './PublishReviewDialog';
import { ReplyDialog } from './ReplyDialog';
import type { ReviewActions } from './use-review-actions';

/** The dialog of the act the admin asked for; nothing while none is asked. */
export function ReviewActDialog({ actions }: { actions: ReviewActions }) {
  const act = actions.asking;
  if (!act) return null;
  // Keyed by the review: another review's dialog starts empty.
  switch (act.kind) {
    case 'hide':
      return <HideReviewDialog key={act.review._id} review={act.review} actions={actions} />;
    case 'publish':
      return <PublishReviewDialog key={act.review._id} review={act.review} actions={actions} />;
    case 'reply':
      return <ReplyDialog key={act.review._id} review={act.review} actions={actions} />;
  }
}
