import type { Address } from '@littleloom/shared';
import { useRef } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { addressName } from './AddressDetails';
import { useDeleteAddress } from './use-address-changes';

interface DeleteAddressDialogProps {
  /** The address to delete; the dialog is closed while this is null. */
  address: Address | null;
  /** Cancel, Escape or the backdrop. */
  onClose: () => void;
  /** Once the server has deleted it (the list is already updated). */
  onDeleted: () => void;
}

/** Delete, behind a dialog that names the address (LOOK.md: destructive acts are confirmed). */
export function DeleteAddressDialog({ address, onClose, onDeleted }: DeleteAddressDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAddress(onDeleted);
  return (
    <ModalDialog
      open={address !== null}
      title="Delete this address?"
      description={
        address
          ? `${addressName(address)} will be removed from your saved addresses. Orders already placed keep their own copy.`
          : undefined
      }
      // A careless Enter should not delete: start on Cancel.
      initialFocusRef={cancelRef}
      busy={remove.isPending}
      onClose={onClose}
    >
      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className={buttonClass('secondary')}
          disabled={remove.isPending}
          onClick={onClose}
        >
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          onClick={() => {
            if (address) remove.mutate(address);
          }}
        >
          {remove.isPending ? <Spinner /> : null}
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
