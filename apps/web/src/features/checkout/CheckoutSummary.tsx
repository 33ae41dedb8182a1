import type { Cart } from '@littleloom/shared';
import { useId } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import { OrderSummaryRows } from '../cart/OrderSummaryRows';
import type { PayNowStage } from './use-place-order';

const PAY_NOW_WORDS: Record<PayNowStage, string> = {
  idle: 'Pay Now',
  placing: 'Placing your order…',
  paying: 'Waiting for the payment…',
  done: 'Pay Now',
};

interface CheckoutSummaryProps {
  cart: Cart;
  stage: PayNowStage;
  onPayNow: () => void;
  /** Why the order cannot be placed as it stands (the shop does not deliver there), or null. */
  blockedBy: string | null;
}

/**
 * The order summary on /checkout, then Pay Now, which shows its progress and takes no second
 * press while it runs. While the order cannot be placed, Pay Now waits, with the reason under it.
 */
export function CheckoutSummary({ cart, stage, onPayNow, blockedBy }: CheckoutSummaryProps) {
  const busy = stage !== 'idle';
  const reasonId = useId();
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-bold text-ink">
        Order Summary
      </h2>
      <OrderSummaryRows cart={cart} />
      <button
        type="button"
        className={buttonClass('primary', 'mt-5 w-full')}
        disabled={busy || blockedBy !== null}
        aria-busy={stage === 'placing' || stage === 'paying' || undefined}
        aria-describedby={blockedBy ? reasonId : undefined}
        onClick={onPayNow}
      >
        {stage === 'placing' || stage === 'paying' ? <Spinner /> : null}
        {PAY_NOW_WORDS[stage]}
      </button>
      {blockedBy ? (
        <p id={reasonId} className="mt-3 text-sm font-bold text-coral-strong">
          {blockedBy}
        </p>
      ) : null}
    </section>
  );
}
