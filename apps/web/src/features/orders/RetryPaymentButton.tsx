import type { PlacedOrder } from '@littleloom/shared';
import { useShopConfig } from '../../lib/shop-config';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';

interface RetryPaymentButtonProps {
  order: PlacedOrder;
  /** True while this order's payment is being retried. */
  retrying: boolean;
  /** True while a retry, this order's or another's, runs: one at a time. */
  disabled: boolean;
  onRetry: () => void;
  /** The id of what names the order, where the button alone would not say which order it pays. */
  describedBy?: string;
}

/**
 * Retry Payment, offered only when the order's card payment failed (storefront.md §4) and the
 * server says a retry can still work (`canRetryPayment`: an order the payment window closed on is
 * Failed too, but cancelled), and only while the shop takes card payments: without a card gateway
 * there is nothing to retry with.
 */
export function RetryPaymentButton({
  order,
  retrying,
  disabled,
  onRetry,
  describedBy,
}: RetryPaymentButtonProps) {
  const config = useShopConfig();
  if (!order.canRetryPayment || config.data?.paymentProvider === null) return null;
  return (
    <button
      type="button"
      className={buttonClass('primary')}
      disabled={disabled}
      aria-busy={retrying || undefined}
      aria-describedby={describedBy}
      onClick={onRetry}
    >
      {retrying ? <Spinner /> : null}
      {retrying ? 'Retrying…' : 'Retry Payment'}
    </button>
  );
}
