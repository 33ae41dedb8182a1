import { formatRupees, type Cart } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import type { PayNowStage } from './use-place-order';

/** One line of the summary: a name and its amount; `strong` is the total, under a rule. */
function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? 'mt-1 border-t border-line pt-3 text-lg font-bold' : ''
      }`}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

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
}

/**
 * The money as the server worked it out (subtotal, discount, delivery ₹50, total: never computed
 * here), then Pay Now, which shows its progress and takes no second press while it runs.
 */
export function CheckoutSummary({ cart, stage, onPayNow }: CheckoutSummaryProps) {
  const pieces = cart.totalQuantity === 1 ? '1 item' : `${cart.totalQuantity} items`;
  const busy = stage !== 'idle';
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-bold text-ink">
        Order Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-2.5">
        <Row label={`Subtotal (${pieces})`}>{formatRupees(cart.totalPrice)}</Row>
        <Row label="Discount">
          {cart.discountAmount > 0 ? (
            <span className="text-mint-strong">
              <span aria-hidden="true">−</span>
              <span className="sr-only">minus </span>
              {formatRupees(cart.discountAmount)}
            </span>
          ) : (
            formatRupees(0)
          )}
        </Row>
        <Row label="Delivery">{formatRupees(cart.deliveryCharge)}</Row>
        <Row label="Total" strong>
          {formatRupees(cart.finalPrice)}
        </Row>
      </dl>
      <button
        type="button"
        className={buttonClass('primary', 'mt-5 w-full')}
        disabled={busy}
        aria-busy={stage === 'placing' || stage === 'paying' || undefined}
        onClick={onPayNow}
      >
        {stage === 'placing' || stage === 'paying' ? <Spinner /> : null}
        {PAY_NOW_WORDS[stage]}
      </button>
    </section>
  );
}
