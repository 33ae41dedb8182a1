import type { Cart } from '@littleloom/shared';
import { AppliedPromotion } from './AppliedPromotion';
import { CouponForm } from './CouponForm';
import { OfferPicker } from './OfferPicker';

/**
 * Offers and the coupon (storefront.md §2, Cart). A cart holds one or the other, never both: the
 * server refuses the second with its reason, which shows beside the form that asked.
 */
export function Promotions({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="promotions-heading"
      className="flex flex-col gap-6 rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="promotions-heading" className="text-xl font-bold text-ink">
        Offers and Coupons
      </h2>
      <AppliedPromotion cart={cart} />
      <OfferPicker cart={cart} />
      <div className="border-t border-line pt-5">
        <CouponForm />
      </div>
    </section>
  );
}
