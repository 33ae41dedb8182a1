import { formatRupees, type Cart } from '@littleloom/shared';
import type { ReactNode } from 'react';

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

/**
 * The money as the server worked it out: subtotal, discount, delivery and the total
 * (storefront.md §9: subtotal minus discount plus 50). Never computed here, so the cart and
 * checkout cannot disagree with the order the server places.
 */
export function OrderSummaryRows({ cart }: { cart: Cart }) {
  const pieces = cart.totalQuantity === 1 ? '1 item' : `${cart.totalQuantity} items`;
  return (
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
  );
}
