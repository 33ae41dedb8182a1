import {
  productDisplayName,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewReplySchema,
  type AdminProductReview,
} from '@littleloom/shared';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ActFailure } from './ActFailure';
import { reviewName } from './review-admin-messages';
import type { ReviewActions } from './use-review-actions';
import { ReviewTextField } from './ReviewTextField';

/**
 * The shop's public reply under a review, written or edited here; emptied, it is removed. The
 * shared rule checks it (at most 1,000 characters, plain text) before anything is sent, and an
 * empty reply where there is none to remove is refused in the rule's words.
 */
export function ReplyDialog({
  review,
  actions,
}: {
  review: AdminProductReview;
  actions: ReviewActions;
}) {
  const [reply, setReply] = useState(review.shopReply ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const editing = review.shopReply !== null;
  const removing = editing && reply.trim() === '';

  useEffect(() => field.current?.focus(), []);

  const confirm = () => {
    const checked = reviewReplySchema.safeParse({ reply });
    const refusal = checked.success
      ? // Nothing to remove: an empty reply here would be a reply of nothing.
        checked.data.reply === '' && !editing
        ? REVIEW_MESSAGES.replyLength
        : null
      : (checked.error.issues[0]?.message ?? REVIEW_MESSAGES.replyLength);
    if (!checked.success || refusal) {
      setProblem(refusal);
      field.current?.focus();
      return;
    }
    actions.confirm(checked.data.reply);
  };

  return (
    <ConfirmDialog
      open
      title={
        editing ? `Edit your reply to ${reviewName(review)}` : `Reply to ${reviewName(review)}`
      }
      description={`On ${productDisplayName(review.product)}. Your reply shows under the review on the product page, as “Reply from Little Loom”.`}
      confirmLabel={removing ? 'Remove reply' : editing ? 'Save reply' : 'Post reply'}
      pendingLabel={removing ? 'Removing…' : 'Saving…'}
      pending={actions.pending}
      onConfirm={confirm}
      onCancel={actions.dismiss}
    >
      <ReviewTextField
        ref={field}
        label="Reply"
        hint={
          editing
            ? 'Shown to everyone under the review. Leave it empty to remove the reply.'
            : 'Shown to everyone under the review. You can edit or remove it later.'
        }
        value={reply}
        maxLength={REVIEW_LIMITS.replyMax}
        problem={problem}
        disabled={actions.pending}
        onChange={(value) => {
          setReply(value);
          setProblem(null);
        }}
      />
      <ActFailure failure={actions.failure} />
    </ConfirmDialog>
  );
}
