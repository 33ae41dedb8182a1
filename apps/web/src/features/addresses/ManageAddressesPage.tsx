import { ADDRESS_MESSAGES, PAGE_SIZE, type Address } from '@littleloom/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { pageOf, requestedPage } from '../../lib/page-of';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { MapPinIcon } from '../../ui/icons';
import { ProfileLayout } from '../accounts/profile/ProfileLayout';
import { PageLinks } from '../catalog/PageLinks';
import { AddressesSkeleton } from './AddressesSkeleton';
import { AddressForm } from './AddressForm';
import { useAddresses } from './addresses-api';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { SavedAddressCard } from './SavedAddressCard';
import { useAddressEditor } from './use-address-editor';
import { PageMeta } from '../../ui/PageMeta';

/**
 * /profile/addresses, Profile → Manage Addresses (storefront.md §2): the saved addresses 5 to a
 * page, newest first, with Add, Edit in place and Delete behind a confirmation. Guarded.
 */
export function ManageAddressesPage() {
  const addresses = useAddresses();
  const [params, setParams] = useSearchParams();
  const editor = useAddressEditor();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const ids = useId();
  const addButtonId = `${ids}-add`;
  const editButtonId = (address: Address) => `${ids}-edit-${address._id}`;
  const { page, pages, items } = pageOf(
    addresses.data ?? [],
    requestedPage(params),
    PAGE_SIZE.addresses,
  );

  // A deleted address takes its buttons with it: once the dialog has gone, focus goes to the
  // list's heading rather than falling to the start of the page.
  useEffect(() => {
    if (deleting !== null || !focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [deleting]);

  return (
    <ProfileLayout>
      <title>Manage Addresses · Little Loom</title>
      <PageMeta noindex />
      <section
        aria-labelledby={`${ids}-heading`}
        className="rounded-3xl border border-line bg-white p-6 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            ref={headingRef}
            id={`${ids}-heading`}
            tabIndex={-1}
            className="text-xl font-bold text-ink"
          >
            Manage Addresses
          </h2>
          {addresses.isSuccess && editor.editing?.kind !== 'add' ? (
            <button
              id={addButtonId}
              type="button"
              className={buttonClass('primary')}
              onClick={editor.startAdding}
            >
              Add new address
            </button>
          ) : null}
        </div>

        <div className="mt-6 flex flex-col gap-4">
          {editor.editing?.kind === 'add' ? (
            <AddressForm
              where="profile"
              onSaved={() => {
                // The new address is listed first: show the page it is on.
                setParams({});
                editor.close(addButtonId);
              }}
              onCancel={() => editor.close(addButtonId)}
            />
          ) : null}

          {addresses.isSuccess ? (
            addresses.data.length === 0 ? (
              editor.editing?.kind !== 'add' ? (
                <NoAddresses />
              ) : null
            ) : (
              <ul className="flex flex-col gap-4">
                {items.map((address) => (
                  <li key={address._id}>
                    {editor.editing?.kind === 'edit' &&
                    editor.editing.address._id === address._id ? (
                      <AddressForm
                        where="profile"
                        address={address}
                        onSaved={() => editor.close(editButtonId(address))}
                        onCancel={() => editor.close(editButtonId(address))}
                      />
                    ) : (
                      <SavedAddressCard
                        address={address}
                        editButtonId={editButtonId(address)}
                        onEdit={() => editor.startEditing(address)}
                        onDelete={() => setDeleting(address)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : addresses.isError ? (
            <ErrorState
              message={serverMessageOr(addresses.error, ADDRESS_MESSAGES.fetchFailed)}
              onRetry={() => void addresses.refetch()}
              retrying={addresses.isFetching}
            />
          ) : (
            <AddressesSkeleton />
          )}
        </div>
        <PageLinks page={page} pages={pages} />
      </section>
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          focusHeading.current = true;
          setDeleting(null);
        }}
      />
    </ProfileLayout>
  );
}

/** No saved address yet says what to do next (LOOK.md). */
function NoAddresses() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-mint-soft text-mint-strong"
      >
        <MapPinIcon size={28} />
      </span>
      <p className="mt-4 text-lg font-bold text-ink">You have no saved addresses yet.</p>
      <p className="mt-1 max-w-sm text-ink-muted">
        Add one now and checkout will be quicker next time.
      </p>
    </div>
  );
}
