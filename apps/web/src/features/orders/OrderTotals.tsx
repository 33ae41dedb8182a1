import { formatRupees, type PlacedOrder } from '@littleloom/shared';
import type { ReactNode } from 'react';

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
 * What the order cost, as the server recorded it: subtotal, the discount when there was one,
 * delivery and the total (storefront.md §9). Never computed here.
 */
export function OrderTotals({ order }: { order: PlacedOrder }) {
  return (
    <dl className="flex flex-col gap-2.5">
      <Row label="Subtotal">{formatRupees(order.totalPrice)}</Row>
      {order.discountAmount > 0 ? (
        <Row label="Discount">
          <span className="text-mint-strong">
            <span aria-hidden="true">−</span>
            <span className="sr-only">minus </span>
            {formatRupees(order.discountAmount)}
          </span>
        </Row>
      ) : null}
      <Row label="Delivery">{formatRupees(order.deliveryCharge)}</Row>
      <Row label="Total" strong>
        {formatRupees(order.finalPrice)}
      </Row>
    </dl>
  );
}
