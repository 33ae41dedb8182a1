import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { CreateCouponForm } from './CreateCouponForm';
import { CreateOfferForm } from './CreateOfferForm';
import { ExistingCoupons } from './ExistingCoupons';
import { ExistingOffers } from './ExistingOffers';
import { showOffersChange, withOffer } from './offer-list-cache';
import { promotionsKey } from './promotions-api';

/**
 * /admin/coupon (back-office.md §2 Coupons and Offers page): Create Coupon, Existing Coupons,
 * Create Offer, Existing Offers, in that order. Offer Management (/admin/offers) edits offers.
 */
export function CouponsPage() {
  const queryClient = useQueryClient();
  // Both lists are newest first: after a create, each goes back to its first page to show it.
  const [couponPage, setCouponPage] = useState(1);
  const [offerPage, setOfferPage] = useState(1);

  return (
    <div className="flex flex-col gap-6">
      <title>Coupons and Offers · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Coupons and Offers</h1>
          <p className="text-sm text-slate-600">
            Coupons take a percent off orders above a minimum; offers take a percent off a product,
            a category or the whole cart. Each lasts to the end of its expiry day.
          </p>
        </div>
        <Link to="/admin/offers" className={adminSecondaryButtonClass}>
          Offer Management
        </Link>
      </div>

      <CreateCouponForm
        onCreated={(reply) => {
          toast.success(reply.message);
          setCouponPage(1);
          void queryClient.invalidateQueries({ queryKey: promotionsKey.coupons });
        }}
      />
      <ExistingCoupons page={couponPage} onPageChange={setCouponPage} />

      <CreateOfferForm
        onCreated={(reply) => {
          toast.success(reply.message);
          setOfferPage(1);
          showOffersChange(queryClient, (list) => withOffer(list, reply.data));
        }}
      />
      <ExistingOffers page={offerPage} onPageChange={setOfferPage} />
    </div>
  );
}
