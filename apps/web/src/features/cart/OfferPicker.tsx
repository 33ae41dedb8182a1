import { OFFER_CART_MESSAGES, formatShopDay, type Cart } from '@littleloom/shared';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import { applyOfferRequest } from './cart-api';
import { offerScope } from './offer-words';
import { offersThatFit, useActiveOffers } from './offers-api';
import { useCartChange } from './use-cart-change';

/**
 * The live offers that fit the cart, to pick one and Apply (storefront.md §2, §5): 'Please select
 * an offer.' when none is picked, 'No applicable offers found.' when none fits. The server's
 * refusal (a coupon is applied, the offer ended) shows under the list.
 */
export function OfferPicker({ cart }: { cart: Pick<Cart, 'items' | 'offer'> }) {
  const offers = useActiveOffers(cart.items.length > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const problemId = useId();
  const apply = useCartChange({
    request: (offerId: string) => applyOfferRequest(offerId),
    failure: OFFER_CART_MESSAGES.applyFailed,
    announce: true,
    onDone: () => setChosen(null),
    onRefused: (_error, message) => {
      setProblem(message);
      return true;
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(OFFER_CART_MESSAGES.required);
      return;
    }
    setProblem(null);
    apply.mutate(chosen);
  };

  const heading = (
    <h3 id={headingId} className="font-bold text-ink">
      Available Offers
    </h3>
  );

  if (offers.isPending) {
    return (
      <div aria-busy="true" aria-labelledby={headingId}>
        {heading}
        <div aria-hidden="true" className="mt-3 flex animate-pulse flex-col gap-2">
          <div className="h-16 rounded-2xl bg-line/70" />
          <div className="h-16 rounded-2xl bg-line/70" />
        </div>
      </div>
    );
  }
  if (offers.isError) {
    return (
      <div>
        {heading}
        <p className="mt-2 text-ink-muted">We couldn’t load the offers just now.</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-2 text-sm')}
          onClick={() => void offers.refetch()}
          disabled={offers.isFetching}
        >
          {offers.isFetching ? 'Trying again…' : 'Retry'}
        </button>
      </div>
    );
  }

  const fitting = offersThatFit(offers.data, cart);
  if (fitting.length === 0) {
    return (
      <div>
        {heading}
        <p className="mt-2 text-ink-muted">{OFFER_CART_MESSAGES.noneApplicable}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset aria-describedby={problem ? problemId : undefined}>
        {/* The legend names the radios' group; the heading inside keeps the page's outline. */}
        <legend>{heading}</legend>
        <ul className="mt-3 flex flex-col gap-2">
          {fitting.map((offer) => {
            const applied = cart.offer?._id === offer._id;
            return (
              <li key={offer._id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-line px-4 py-3 has-checked:border-ink has-checked:bg-cream">
                  <input
                    type="radio"
                    name="offer"
                    value={offer._id}
                    checked={chosen === offer._id}
                    onChange={() => {
                      setChosen(offer._id);
                      setProblem(null);
                    }}
                    className="mt-1 size-4 shrink-0 accent-coral-strong"
                  />
                  <span className="min-w-0">
                    <span className="block font-bold break-words text-ink">
                      {offer.offerDescription}
                    </span>
                    <span className="block text-sm text-ink">
                      {offer.discount}% off {offerScope(offer)}
                      {applied ? (
                        <span className="font-bold text-mint-strong"> · applied</span>
                      ) : null}
                    </span>
                    <span className="block text-sm text-ink-muted">
                      Ends {formatShopDay(offer.expiryDate)}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-bold text-coral-strong">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={apply.isPending}
        aria-busy={apply.isPending || undefined}
        aria-label={apply.isPending ? undefined : 'Apply offer'}
        className={buttonClass('secondary', 'mt-3 w-full')}
      >
        {apply.isPending ? <Spinner /> : null}
        {apply.isPending ? 'Applying…' : 'Apply'}
      </button>
    </form>
  );
}
