import {
  formatRupees,
  ORDER_DETAIL_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  type PlacedOrder,
} from '@littleloom/shared';
import { Link, useLocation, useParams } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { SectionHeading } from '../../ui/SectionHeading';
import type { OrderPlacedState } from './order-paths';
import { useOrder } from './orders-api';
import { PageMeta } from '../../ui/PageMeta';

/**
 * /orders/placed/:orderId: where a placed order lands (COD, wallet, or a verified card payment).
 * The order comes with the navigation; after a reload it is asked for by its id.
 */
export function OrderPlacedPage() {
  const { orderId = '' } = useParams();
  const handed = (useLocation().state as OrderPlacedState | null)?.order;
  const fromNavigation = handed && handed._id === orderId ? handed : undefined;
  const reread = useOrder(orderId, fromNavigation === undefined);
  const order = fromNavigation ?? reread.data;

  return (
    <div className="container-page py-10 sm:py-14">
      <title>Order placed · Little Loom</title>
      <PageMeta noindex />
      {order ? (
        <PlacedOrderDetails order={order} />
      ) : reread.isError ? (
        <ErrorState
          message={serverMessageOr(reread.error, ORDER_DETAIL_MESSAGES.fetchFailed)}
          onRetry={() => void reread.refetch()}
          retrying={reread.isFetching}
        />
      ) : reread.isSuccess ? (
        <div className="flex flex-col items-start gap-4">
          <SectionHeading title={PAYMENT_MESSAGES.orderNotFound} level={1} align="start" />
          <Link to="/orders" className={buttonClass('primary')}>
            View your orders
          </Link>
        </div>
      ) : (
        <p aria-busy="true" className="text-ink-muted">
          Loading your order…
        </p>
      )}
    </div>
  );
}

/** What the shopper will want to know now: which order, how much, and how it is paid. */
function paymentNote(order: PlacedOrder): string {
  if (order.paymentMethod === 'COD')
    return `Pay ${formatRupees(order.finalPrice)} when it arrives.`;
  if (order.paymentMethod === 'Wallet') return 'Paid from your wallet.';
  return order.paymentStatus === 'Paid'
    ? 'Your payment is received.'
    : `Payment: ${paymentStatusLabel(order)}`;
}

function PlacedOrderDetails({ order }: { order: PlacedOrder }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 rounded-3xl border border-line bg-white px-6 py-10 text-center sm:px-10">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-mint-soft text-3xl text-mint-strong"
      >
        ✓
      </span>
      <SectionHeading title="Thank you! Your order is placed." level={1}>
        {paymentNote(order)}
      </SectionHeading>
      <dl className="grid w-full gap-3 rounded-2xl bg-cream px-5 py-4 text-left sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">Order number</dt>
          <dd className="font-bold text-ink">{order.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Total</dt>
          <dd className="font-bold text-ink tabular-nums">{formatRupees(order.finalPrice)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Payment method</dt>
          <dd className="font-bold text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/orders" className={buttonClass('primary')}>
          View your orders
        </Link>
        <Link to="/collection" className={buttonClass('secondary')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
