import type { PlacedOrder, ReturnedPayment } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { ReturnedPaymentList } from '../../ui/ReturnedPaymentList';
import { orderDate } from './order-format';
import { OrderPanel } from './OrderPanel';
import { useReturnedPayments } from './orders-api';

const TITLE = 'Payments given back';

const STATUS_LABELS: Record<ReturnedPayment['status'], string> = {
  pending: 'Refund on its way to your card',
  refunded: 'Refunded to your card',
  credited: 'Added to your wallet',
};

/**
 * Card payments the order did not need (paid twice, or paid after it was paid or cancelled), each
 * given back once: to the card, or to the wallet when the card cannot take it. Nothing shows
 * while there are none; a failed read offers Retry.
 */
export function ReturnedPayments({ order }: { order: PlacedOrder }) {
  const returned = useReturnedPayments(order);

  if (returned.isError) {
    return (
      <OrderPanel title={TITLE}>
        <p className="text-ink-muted">The payments given back could not be loaded.</p>
        <button
          type="button"
          className={buttonClass('secondary', 'self-start')}
          disabled={returned.isFetching}
          onClick={() => void returned.refetch()}
        >
          Retry
        </button>
      </OrderPanel>
    );
  }
  if (!returned.data?.length) return null;

  return (
    <OrderPanel title={TITLE}>
      <p className="text-sm text-ink-muted">
        This order did not need these card payments, so each one is given back to you.
      </p>
      <ReturnedPaymentList
        returnedPayments={returned.data}
        formatDate={orderDate}
        statusLabels={STATUS_LABELS}
        mutedClassName="text-ink-muted"
      />
    </OrderPanel>
  );
}
