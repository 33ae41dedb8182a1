import { PROMOTION_MESSAGES, type AdminOffer } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LoadError } from '../catalog/catalog-admin-ui';
import { adminRowButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { TableSkeleton, type SkeletonCell } from '../ui/TableSkeleton';
import { clientPage, PROMOTIONS_PAGE_SIZE } from './client-pages';
import { DeleteOfferDialog } from './DeleteOfferDialog';
import { offerScope } from './offer-list-cache';
import { OfferExpiry } from './OfferExpiry';
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
  const shown = offers.data ? clientPage(offers.data.offers, wanted) : null;

  return (
    <section aria-labelledby="existing-offers-heading" className="flex flex-col gap-3">
      <h2
        id="existing-offers-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-slate-900 focus:outline-none"
      >
        Existing Offers
      </h2>
      {offers.isError && !offers.data ? (
        <LoadError
          title={PROMOTION_MESSAGES.fetchOffersFailed}
          error={offers.error}
          retrying={offers.isFetching}
          onRetry={() => void offers.refetch()}
        />
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
          <table
            className="w-full table-fixed text-left text-sm"
            aria-labelledby="existing-offers-heading"
            aria-busy={offers.isFetching || undefined}
          >
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-bold sm:px-4">
                  Code
                </th>
                <th scope="col" className="hidden w-28 px-3 py-2.5 font-bold sm:px-4 md:table-cell">
                  Type
                </th>
                <th scope="col" className="hidden px-3 py-2.5 font-bold sm:px-4 lg:table-cell">
                  Applies to
                </th>
                <th
                  scope="col"
                  className="hidden w-24 px-3 py-2.5 text-right font-bold sm:table-cell sm:px-4"
                >
                  Discount
                </th>
                <th scope="col" className="hidden w-36 px-3 py-2.5 font-bold sm:px-4 md:table-cell">
                  Expiry
                </th>
                <th scope="col" className="w-28 px-3 py-2.5 text-right font-bold sm:px-4">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown ? (
                shown.rows.length > 0 ? (
                  shown.rows.map((offer) => (
                    <tr key={offer._id} className="hover:bg-slate-50/70">
                      {/* Narrower screens carry the hidden columns under the code. */}
                      <td className="px-3 py-2 align-middle sm:px-4">
                        <span className="block font-mono font-bold break-all text-slate-900">
                          {offerLabel(offer)}
                        </span>
                        <span className="block text-xs break-words text-slate-500">
                          {offer.offerDescription}
                        </span>
                        <span className="block text-xs text-slate-500 lg:hidden">
                          <span className="md:hidden">{offer.offerType} · </span>
                          {offerScope(offer)}
                          <span className="sm:hidden"> · {offer.discount}% off</span>
                        </span>
                        <span className="mt-1 block text-xs text-slate-500 md:hidden">
                          <OfferExpiry offer={offer} />
                        </span>
                      </td>
                      <td className="hidden px-3 py-2 align-middle sm:px-4 md:table-cell">
                        {offer.offerType}
                      </td>
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
                        <button
                          type="button"
                          onClick={() => setTarget(offer)}
                          aria-label={`Delete offer ${offerLabel(offer)}`}
                          className={adminRowButtonClass.destructive}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-slate-600">
                      {PROMOTION_MESSAGES.noOffers}
                    </td>
                  </tr>
                )
              ) : (
                <TableSkeleton rows={3} cells={SKELETON_CELLS} label="Loading offers…" />
              )}
            </tbody>
          </table>
          {shown && shown.pages > 1 ? (
            <AdminPagination
              page={shown.page}
              pages={shown.pages}
              total={shown.total}
              pageSize={PROMOTIONS_PAGE_SIZE}
              noun="offers"
              onPageChange={onPageChange}
            />
          ) : null}
        </div>
      )}

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
    </section>
  );
}

/** The loading rows: one placeholder per column, shown where the column shows. */
const SKELETON_CELLS: SkeletonCell[] = [
  { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' },
  { cell: 'hidden md:table-cell', bar: 'h-4 w-16 rounded bg-slate-100' },
  { cell: 'hidden lg:table-cell', bar: 'h-4 w-40 max-w-full rounded bg-slate-100' },
  { cell: 'hidden sm:table-cell', bar: 'ml-auto h-4 w-10 rounded bg-slate-100' },
  { cell: 'hidden md:table-cell', bar: 'h-4 w-24 rounded bg-slate-100' },
  { bar: 'ml-auto h-8 w-20 rounded-lg bg-slate-100' },
];
