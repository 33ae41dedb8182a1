import {
  formatRupees,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  type PlacedOrder,
} from '@littleloom/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { orderDate, paymentStatusBadge } from './order-format';
import { orderDetailsPath } from './order-paths';
import { OrderStatusBadge } from './OrderStatusBadge';
import { RetryPaymentButton } from './RetryPaymentButton';

interface OrderRowProps {
  order: PlacedOrder;
  /** True while this order's payment is being retried. */
  retrying: boolean;
  /** False while another order's retry runs. */
  canRetry: boolean;
  onRetry: () => void;
}

/**
 * One order in the list: its number, date, status, total, how it is paid and the payment's state,
 * a link to its details, and Retry Payment when the card payment failed (storefront.md §4:
 * offered only when Failed).
 */
export function OrderRow({ order, retrying, canRetry, onRetry }: OrderRowProps) {
  const headingId = useId();
  const pieces = order.totalQuantity === 1 ? '1 item' : `${order.totalQuantity} items`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="font-bold text-ink">
            Order {order.orderNumber}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-ink-muted">
          Placed on {orderDate(order.createdAt)} · {pieces}
        </p>
        <dl className="mt-1 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Total</dt>
            <dd className="font-bold text-ink tabular-nums">{formatRupees(order.finalPrice)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Payment</dt>
            <dd className="text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Payment status</dt>
            <dd
              className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${paymentStatusBadge(paymentStatusLabel(order))}`}
            >
              {paymentStatusLabel(order)}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <RetryPaymentButton
          order={order}
          retrying={retrying}
          disabled={!canRetry}
          onRetry={onRetry}
          describedBy={headingId}
        />
        <Link
          to={orderDetailsPath(order._id)}
          className={buttonClass('secondary')}
          aria-describedby={headingId}
        >
          View details
        </Link>
      </div>
    </li>
  );
}
