import { formatRupees, type PlacedOrder } from '@littleloom/shared';
import { DiscountAmount } from '../../ui/DiscountAmount';
import { MoneySummaryRow } from '../../ui/MoneySummaryRow';

/**
 * What the order cost, as the server recorded it: subtotal, the discount when there was one,
 * delivery and the total (storefront.md §9). Never computed here.
 */
export function OrderTotals({ order }: { order: PlacedOrder }) {
  return (
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
  );
}
