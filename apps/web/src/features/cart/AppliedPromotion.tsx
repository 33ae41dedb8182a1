import { OFFER_CART_MESSAGES } from '@littleloom/shared';
import type { Cart, CartReply } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { TagIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { removeCouponRequest, removeOfferRequest } from './cart-api';
import { useCartChange } from './use-cart-change';

/**
 * The coupon or offer the cart holds (never both: storefront.md §4), with Remove. Nothing when it
 * holds neither.
 */
export function AppliedPromotion({ cart }: { cart: Pick<Cart, 'coupon' | 'offer'> }) {
  const { coupon, offer } = cart;
  const remove = useCartChange({
    request: (): Promise<CartReply> => (coupon ? removeCouponRequest() : removeOfferRequest()),
    failure: OFFER_CART_MESSAGES.removeFailed,
    announce: true,
  });
  if (!coupon && !offer) return null;

  const what = coupon ? `Coupon ${coupon.code}` : `Offer: ${offer?.offerDescription ?? ''}`;
  const percent = coupon?.discount ?? offer?.discount ?? 0;
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-mint-soft px-4 py-3">
      <p className="flex min-w-0 items-start gap-2 text-ink">
        <TagIcon size={20} className="mt-0.5 shrink-0 text-mint-strong" />
        <span className="min-w-0">
          <span className="block font-bold break-words">{what}</span>
          <span className="text-sm">{percent}% off · applied</span>
        </span>
      </p>
      <button
        type="button"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        aria-label={`Remove ${coupon ? `coupon ${coupon.code}` : 'offer'}`}
        className={buttonClass('secondary', 'shrink-0 px-4 text-sm')}
      >
        {remove.isPending ? <Spinner /> : null}
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
    </div>
  );
}
