import { formatRupees, type PlacedOrder } from '@littleloom/shared';
import { DiscountAmount } from '../../ui/DiscountAmount';
import { MoneySummaryRow } from '../../ui/MoneySummaryRow';

/**
 * What the order cost, as the server recorded it: subtotal, the discount when there was one,
 * delivery and the total (storefront.md §9). Never computed here. Once an item of a discounted
 * order is cancelled or returned, one line says how its refund was worked out: each item gives
 * back its own price less its share of the discount, and the items kept keep theirs.
 */
export function OrderTotals({ order }: { order: PlacedOrder }) {
  const givenBack = order.items.some(
    (item) => item.trackingStatus === 'CANCELLED' || item.trackingStatus === 'RETURNED',
  );
  return (
    <>
      <dl className="flex flex-col gap-2.5">
        <MoneySummaryRow label="Subtotal">{formatRupees(order.totalPrice)}</MoneySummaryRow>
        {order.discountAmount > 0 ? (
          <MoneySummaryRow label="Discount">
            <DiscountAmount amount={order.discountAmount} />
          </MoneySummaryRow>
        ) : null}
        <MoneySummaryRow label="Delivery">{formatRupees(order.deliveryCharge)}</MoneySummaryRow>
        <MoneySummaryRow label="Total" strong>
          {formatRupees(order.finalPrice)}
        </MoneySummaryRow>
      </dl>
      {order.discountAmount > 0 && givenBack ? (
        <p className="text-sm text-ink-muted">
          Refunds give back what each item was paid for, after its share of the discount. The
          discount on the items you keep stays as it was.
        </p>
      ) : null}
    </>
  );
}
