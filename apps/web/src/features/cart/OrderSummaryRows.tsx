import { formatRupees, type Cart } from '@littleloom/shared';
import { DiscountAmount } from '../../ui/DiscountAmount';
import { MoneySummaryRow } from '../../ui/MoneySummaryRow';

/**
 * The money as the server worked it out: subtotal, discount, delivery and the total
 * (storefront.md §9: subtotal minus discount plus 50). Never computed here, so the cart and
 * checkout cannot disagree with the order the server places.
 */
export function OrderSummaryRows({ cart }: { cart: Cart }) {
  const pieces = cart.totalQuantity === 1 ? '1 item' : `${cart.totalQuantity} items`;
  return (
    <dl className="mt-4 flex flex-col gap-2.5">
      <MoneySummaryRow label={`Subtotal (${pieces})`}>
        {formatRupees(cart.totalPrice)}
      </MoneySummaryRow>
      <MoneySummaryRow label="Discount">
        {cart.discountAmount > 0 ? (
          <DiscountAmount amount={cart.discountAmount} />
        ) : (
          formatRupees(0)
        )}
      </MoneySummaryRow>
      <MoneySummaryRow label="Delivery">{formatRupees(cart.deliveryCharge)}</MoneySummaryRow>
      <MoneySummaryRow label="Total" strong>
        {formatRupees(cart.finalPrice)}
      </MoneySummaryRow>
    </dl>
  );
}
