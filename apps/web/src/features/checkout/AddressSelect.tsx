import { ADDRESS_MESSAGES, type Address } from '@littleloom/shared';
import { useId } from 'react';
import { serverMessageOr } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { AddressDetails, addressName } from '../addresses/AddressDetails';
import { AddressesSkeleton } from '../addresses/AddressesSkeleton';
import { AddressForm } from '../addresses/AddressForm';
import { useAddresses } from '../addresses/addresses-api';
import { useAddressEditor } from '../addresses/use-address-editor';
import { AddressDelivery } from '../shipping/AddressDelivery';
import { validPin } from '../shipping/serviceability-query';

interface AddressSelectProps {
  selectedId: string | null;
  onSelect: (addressId: string) => void;
}

/**
 * Where the order goes (storefront.md §2, Checkout: address select with add/edit form): the saved
 * addresses as radio cards, each with Edit in place, and Add new address. A new address is
 * chosen as soon as it is saved. The only saved address comes chosen; among several, none is
 * chosen for the shopper, and Pay Now asks for an address when none is. Under the chosen one, when
 * the order should arrive, or that the shop does not deliver there.
 */
export function AddressSelect({ selectedId, onSelect }: AddressSelectProps) {
  const addresses = useAddresses();
  const editor = useAddressEditor();
  const ids = useId();
  const addButtonId = `${ids}-add`;
  const radioId = (address: Address) => `${ids}-radio-${address._id}`;
  const editButtonId = (address: Address) => `${ids}-edit-${address._id}`;

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-heading`} className="text-xl font-bold text-ink">
          Delivery Address
        </h2>
        {addresses.isSuccess && editor.editing?.kind !== 'add' ? (
          <button
            id={addButtonId}
            type="button"
            className={buttonClass('secondary')}
            onClick={editor.startAdding}
          >
            Add new address
          </button>
        ) : null}
      </div>

      {editor.editing?.kind === 'add' ? (
        <AddressForm
          where="checkout"
          onSaved={(address) => {
            onSelect(address._id);
            editor.close(radioId(address));
          }}
          onCancel={() => editor.close(addButtonId)}
        />
      ) : null}

      {addresses.isSuccess ? (
        addresses.data.length === 0 ? (
          editor.editing?.kind !== 'add' ? (
            <p className="rounded-2xl border border-dashed border-line px-5 py-6 text-ink-muted">
              You have no saved addresses yet. Add one to send this order to.
            </p>
          ) : null
        ) : (
          <fieldset>
            <legend className="sr-only">Choose a delivery address</legend>
            <ul className="flex flex-col gap-3">
              {addresses.data.map((address) =>
                editor.editing?.kind === 'edit' && editor.editing.address._id === address._id ? (
                  <li key={address._id}>
                    <AddressForm
                      where="checkout"
                      address={address}
                      onSaved={() => editor.close(editButtonId(address))}
                      onCancel={() => editor.close(editButtonId(address))}
                    />
                  </li>
                ) : (
                  <li
                    key={address._id}
                    className="rounded-2xl border-2 border-line bg-white transition-colors has-[:checked]:border-coral-strong has-[:checked]:bg-peach-soft/40"
                  >
                    <div className="flex items-start gap-2">
                      <label className="flex min-w-0 flex-1 cursor-pointer gap-3 p-4">
                        <input
                          id={radioId(address)}
                          type="radio"
                          name={`${ids}-address`}
                          value={address._id}
                          checked={selectedId === address._id}
                          onChange={() => onSelect(address._id)}
                          className="mt-1 size-5 shrink-0 accent-coral-strong"
                        />
                        <AddressDetails address={address} />
                      </label>
                      <button
                        id={editButtonId(address)}
                        type="button"
                        className={buttonClass('quiet', 'm-2 px-4')}
                        aria-label={`Edit ${addressName(address)}`}
                        onClick={() => editor.startEditing(address)}
                      >
                        Edit
                      </button>
                    </div>
                    <AddressDelivery
                      pin={selectedId === address._id ? validPin(address.zip) : null}
                    />
                  </li>
                ),
              )}
            </ul>
          </fieldset>
        )
      ) : addresses.isError ? (
        <ErrorState
          message={serverMessageOr(addresses.error, ADDRESS_MESSAGES.fetchFailed)}
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
        />
      ) : (
        <AddressesSkeleton rows={1} />
      )}
    </section>
  );
}
