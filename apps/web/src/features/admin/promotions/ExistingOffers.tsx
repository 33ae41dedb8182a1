import { PROMOTION_MESSAGES, type AdminOffer } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminColumn } from '../ui/AdminTable';
import { RowButton } from '../ui/RowButton';
import { DeleteOfferDialog } from './DeleteOfferDialog';
import { offerScope } from './offer-list-cache';
import { OfferExpiry } from './OfferExpiry';
import { PromotionListSection } from './PromotionListSection';
import { PromotionTable } from './PromotionTable';
import { fetchOffers, promotionsKey } from './promotions-api';
import { useFocusAfterRemoval } from './use-focus-after-removal';

interface ExistingOffersProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** How the coupons page names an offer: by its code, which form B always gives it. */
const offerLabel = (offer: AdminOffer) => offer.offerCode ?? offer.name;

/**
 * Existing Offers on the coupons page (back-office.md §2): every offer, newest first, by code,
 * with what it applies to, its percent and its last day. Delete asks first (§4); editing is on
 * Offer Management.
 */
export function ExistingOffers({ page: wanted, onPageChange }: ExistingOffersProps) {
  const [target, setTarget] = useState<AdminOffer | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingWhenClosed = useFocusAfterRemoval(headingRef, target !== null);
  const offers = useQuery({
    queryKey: promotionsKey.offers,
    queryFn: ({ signal }) => fetchOffers(signal),
  });

  return (
    <PromotionListSection
      headingId="existing-offers-heading"
      title="Existing Offers"
      headingRef={headingRef}
    >
      <PromotionTable
        labelledBy="existing-offers-heading"
        query={offers}
        rows={offers.data?.offers}
        page={wanted}
        onPageChange={onPageChange}
        columns={COLUMNS}
        loadingRows={3}
        words={{
          noun: 'offers',
          loadError: PROMOTION_MESSAGES.fetchOffersFailed,
          empty: PROMOTION_MESSAGES.noOffers,
          loading: 'Loading offers…',
        }}
        renderRow={(offer) => <OfferRow offer={offer} onDelete={() => setTarget(offer)} />}
      />

      {target ? (
        <DeleteOfferDialog
          offer={target}
          label={offerLabel(target)}
          failure={PROMOTION_MESSAGES.deleteOfferError}
          onClose={(deleted) => {
            if (deleted) focusHeadingWhenClosed();
            setTarget(null);
          }}
        />
      ) : null}
    </PromotionListSection>
  );
}

function OfferRow({ offer, onDelete }: { offer: AdminOffer; onDelete: () => void }) {
  return (
    <tr className="hover:bg-slate-50/70">
      {/* Narrower screens carry the hidden columns under the code. */}
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-mono font-bold break-all text-slate-900">
          {offerLabel(offer)}
        </span>
        <span className="block text-xs break-words text-slate-500">{offer.offerDescription}</span>
        <span className="block text-xs text-slate-500 lg:hidden">
          <span className="md:hidden">{offer.offerType} · </span>
          {offerScope(offer)}
          <span className="sm:hidden"> · {offer.discount}% off</span>
        </span>
        <span className="mt-1 block text-xs text-slate-500 md:hidden">
          <OfferExpiry offer={offer} />
        </span>
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 md:table-cell">{offer.offerType}</td>
      <td className="hidden px-3 py-2 align-middle break-words sm:px-4 lg:table-cell">
        {offerScope(offer)}
      </td>
      <td className="hidden px-3 py-2 text-right align-middle tabular-nums sm:table-cell sm:px-4">
        {offer.discount}%
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 md:table-cell">
        <OfferExpiry offer={offer} />
      </td>
      <td className="px-3 py-2 text-right align-middle sm:px-4">
        <RowButton
          label={`Delete offer ${offerLabel(offer)}`}
          tone="destructive"
          onClick={onDelete}
        >
          Delete
        </RowButton>
      </td>
    </tr>
  );
}

/** Beyond Code and Actions, columns show from a wider screen up; below it the row carries them. */
const COLUMNS: AdminColumn[] = [
  { title: 'Code', skeleton: { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' } },
  {
    title: 'Type',
    className: 'hidden w-28 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-16 rounded bg-slate-100' },
  },
  {
    title: 'Applies to',
    className: 'hidden lg:table-cell',
    skeleton: { cell: 'hidden lg:table-cell', bar: 'h-4 w-40 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Discount',
    className: 'hidden w-24 text-right sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'ml-auto h-4 w-10 rounded bg-slate-100' },
  },
  {
    title: 'Expiry',
    className: 'hidden w-36 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-24 rounded bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-28 text-right',
    skeleton: { bar: 'ml-auto h-8 w-20 rounded-lg bg-slate-100' },
  },
];
