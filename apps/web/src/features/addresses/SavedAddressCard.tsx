import type { Address } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { AddressDetails, addressName } from './AddressDetails';

interface SavedAddressCardProps {
  address: Address;
  /** The Edit button's id, so focus can come back to it when the form closes. */
  editButtonId: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address in the profile, with Edit and Delete. */
export function SavedAddressCard({
  address,
  editButtonId,
  onEdit,
  onDelete,
}: SavedAddressCardProps) {
  const name = addressName(address);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <AddressDetails address={address} />
      <div className="flex shrink-0 gap-2">
        <button
          id={editButtonId}
          type="button"
          className={buttonClass('secondary', 'px-5')}
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('quiet', 'px-5 text-coral-strong hover:bg-peach-soft')}
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
