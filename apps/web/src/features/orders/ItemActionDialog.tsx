import { useRef } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { itemActionWords, type ItemAction } from './item-actions';

interface ItemActionDialogProps {
  /** The act waiting for an answer; the dialog is closed while this is null. */
  action: ItemAction | null;
  /** Whether the order is paid, so the dialog can say where the money goes. */
  paid: boolean;
  /** True while the confirmed act is in flight: the dialog waits for it. */
  pending: boolean;
  onConfirm: (action: ItemAction) => void;
  onClose: () => void;
}

/**
 * Cancel and Request Return are asked once more before they go (LOOK.md: confirmations open as
 * accessible dialogs that name the thing): neither can be taken back by the shopper. Focus starts
 * on Keep item, so a careless Enter changes nothing.
 */
export function ItemActionDialog({
  action,
  paid,
  pending,
  onConfirm,
  onClose,
}: ItemActionDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const words = action ? itemActionWords(action, paid) : null;
  return (
    <ModalDialog
      open={action !== null}
      title={words?.title ?? ''}
      description={words?.description}
      initialFocusRef={keepRef}
      busy={pending}
      onClose={onClose}
    >
      {action && words ? (
        <DialogActions>
          <button
            ref={keepRef}
            type="button"
            className={buttonClass('secondary')}
            disabled={pending}
            onClick={onClose}
          >
            {words.keep}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => onConfirm(action)}
          >
            {pending ? <Spinner /> : null}
            {pending ? words.pending : words.confirm}
          </button>
        </DialogActions>
      ) : null}
    </ModalDialog>
  );
}
