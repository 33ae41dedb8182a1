import { formatRupees } from '@littleloom/shared';

/**
 * A discount as money taken off, in green: the minus sign is drawn for the eye, and screen readers
 * hear "minus" instead, since they may not read the sign at all.
 */
export function DiscountAmount({ amount }: { amount: number }) {
  return (
    <span className="text-mint-strong">
      <span aria-hidden="true">−</span>
      <span className="sr-only">minus </span>
      {formatRupees(amount)}
    </span>
  );
}
