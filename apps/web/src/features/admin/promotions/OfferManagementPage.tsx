import { PROMOTION_MESSAGES, type AdminOffer } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../ui/icons/ChevronLeftIcon';
import { adminPrimaryButtonClass } from '../ui/admin-styles';
import { RowActions } from '../ui/RowActions';
import type { AdminColumn } from '../ui/AdminTable';
import { RowButton } from '../ui/RowButton';
import { DeleteOfferDialog } from './DeleteOfferDialog';
import { OfferDialog } from './OfferDialog';
import { OfferExpiry } from './OfferExpiry';
import { PromotionTable } from './PromotionTable';
import { fetchOffers, promotionsKey } from './promotions-api';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** Form A's words for the types (back-office.md §3: product, category, referrer). */
const TYPE_LABEL: Record<AdminOffer['formType'], string> = {
  product: 'Product',
  category: 'Category',
  referrer: 'Referrer',
};

type Open =
  { act: 'add' } | { act: 'edit'; offer: AdminOffer } | { act: 'delete'; offer: AdminOffer };

/**
 * /admin/offers (back-office.md §2 Offer Management): every offer, newest first, by type, name,
 * value and expiry, with Edit and Delete; Add Offer opens the modal that Edit reuses. Delete asks
 * first, naming the offer (§4).
 */
export function OfferManagementPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingWhenClosed = useFocusAfterRemoval(headingRef, open !== null);
  const offers = useQuery({
    queryKey: promotionsKey.offers,
    queryFn: ({ signal }) => fetchOffers(signal),
  });

  return (
    <div className="flex flex-col gap-4">
      <title>Offer Management · Admin Panel · Little Loom</title>
      <Link
        to="/admin/coupon"
        className="inline-flex items-center gap-1 self-start rounded text-sm font-bold text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon size={16} />
        Coupons and Offers
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            Offer Management
          </h1>
          <p className="text-sm text-slate-600">
            Every offer, newest first. Each takes its value off a product, a category or, for a
            referrer, the whole cart, to the end of its expiry day.
          </p>
        </div>
        <button
          type="button"
          onClick={() => setOpen({ act: 'add' })}
          className={adminPrimaryButtonClass}
        >
          Add Offer
        </button>
      </div>

      <PromotionTable
        caption="Offers, newest first"
        query={offers}
        rows={offers.data?.data}
        page={page}
        onPageChange={setPage}
        columns={COLUMNS}
        loadingRows={5}
        words={{
          noun: 'offers',
          loadError: PROMOTION_MESSAGES.fetchOffersFailed,
          empty: PROMOTION_MESSAGES.noOffers,
          loading: 'Loading offers…',
        }}
        renderRow={(offer) => (
          <OfferRow
            offer={offer}
            onEdit={() => setOpen({ act: 'edit', offer })}
            onDelete={() => setOpen({ act: 'delete', offer })}
          />
        )}
      />

      {open?.act === 'add' ? (
        <OfferDialog
          onClose={(saved) => {
            // A new offer is first in the list.
            if (saved) setPage(1);
            setOpen(null);
          }}
        />
      ) : null}
      {open?.act === 'edit' ? (
        <OfferDialog key={open.offer._id} offer={open.offer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.act === 'delete' ? (
        <DeleteOfferDialog
          offer={open.offer}
          label={open.offer.name}
          failure={PROMOTION_MESSAGES.deleteOfferFailed}
          onClose={(deleted) => {
            if (deleted) focusHeadingWhenClosed();
            setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface OfferRowProps {
  offer: AdminOffer;
  onEdit: () => void;
  onDelete: () => void;
}

function OfferRow({ offer, onEdit, onDelete }: OfferRowProps) {
  return (
    <tr className="hover:bg-slate-50/70">
      <td className="hidden px-3 py-2 align-middle sm:table-cell sm:px-4">
        {TYPE_LABEL[offer.formType]}
      </td>
      {/* Narrower screens carry the hidden columns under the name. */}
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-bold break-words text-slate-900">{offer.name}</span>
        <span className="block text-xs text-slate-500 md:hidden">
          <span className="sm:hidden">{TYPE_LABEL[offer.formType]} · </span>
          {offer.value}% off
        </span>
        <span className="mt-1 block text-xs text-slate-500 md:hidden">
          <OfferExpiry offer={offer} />
        </span>
      </td>
      <td className="hidden px-3 py-2 text-right align-middle tabular-nums sm:px-4 md:table-cell">
        {offer.value}%
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 md:table-cell">
        <OfferExpiry offer={offer} />
      </td>
      <RowActions>
        <RowButton label={`Edit offer ${offer.name}`} onClick={onEdit}>
          Edit
        </RowButton>
        <RowButton label={`Delete offer ${offer.name}`} tone="destructive" onClick={onDelete}>
          Delete
        </RowButton>
      </RowActions>
    </tr>
  );
}

/** Beyond Name and Actions, columns show from a wider screen up; below it the row carries them. */
const COLUMNS: AdminColumn[] = [
  {
    title: 'Type',
    className: 'hidden w-28 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-4 w-16 rounded bg-slate-100' },
  },
  { title: 'Name', skeleton: { bar: 'h-4 w-40 max-w-full rounded bg-slate-200' } },
  {
    title: 'Value',
    className: 'hidden w-24 text-right md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'ml-auto h-4 w-10 rounded bg-slate-100' },
  },
  {
    title: 'Expiry',
    className: 'hidden w-40 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-24 rounded bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-28 text-right sm:w-48',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
