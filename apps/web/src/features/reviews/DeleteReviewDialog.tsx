import { useRef } from 'react';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { endedSession } from '../accounts/auth-fetch';
import { FormAlert } from '../accounts/FormAlert';
import { useReviewDelete } from './use-review-delete';

interface DeleteReviewDialogProps {
  open: boolean;
  productId: string;
  reviewId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before the shopper's review goes (LOOK.md: destructive acts are confirmed); focus starts
 * on Keep review, so a careless Enter deletes nothing. A refusal is said in the dialog.
 */
export function DeleteReviewDialog({
  open,
  productId,
  reviewId,
  onClose,
  onDeleted,
}: DeleteReviewDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const remove = useReviewDelete(productId, onDeleted);
  const refusal =
    remove.isError && !endedSession(remove.error) ? errorMessage(remove.error) : undefined;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      title="Delete your review?"
      description="Your review and its stars will be taken off this product. This cannot be undone."
      initialFocusRef={keepRef}
      busy={remove.isPending}
      onClose={close}
    >
      <FormAlert message={refusal} />
      <DialogActions>
        <button
          ref={keepRef}
          type="button"
          className={buttonClass('secondary')}
          disabled={remove.isPending}
          onClick={close}
        >
          Keep review
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          onClick={() => remove.mutate(reviewId)}
        >
          {remove.isPending ? <Spinner /> : null}
          {remove.isPending ? 'Deleting…' : 'Delete review'}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
