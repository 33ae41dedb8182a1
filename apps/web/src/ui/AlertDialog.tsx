import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { DialogActions, ModalDialog } from './ModalDialog';

interface AlertDialogProps {
  open: boolean;
  /** The message's name, e.g. 'Quantity Limit Reached'. */
  title: string;
  /** What it means, e.g. 'You can only add up to 5 units of a product.' */
  description?: ReactNode;
  onClose: () => void;
}

/** A message the shopper acknowledges with OK (storefront.md §5 and §8 name several). */
export function AlertDialog({ open, title, description, onClose }: AlertDialogProps) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={title}
      description={description}
      onClose={onClose}
    >
      <DialogActions>
        <button type="button" className={buttonClass('primary')} onClick={onClose}>
          OK
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
