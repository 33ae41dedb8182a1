import { PAYMENT_METHOD_LABELS, paymentStatusLabel, type PlacedOrder } from '@littleloom/shared';
import { useId } from 'react';
import { AddressDetails } from '../addresses/AddressDetails';
import { CreditNotes } from './CreditNotes';
import { InvoiceButton } from './InvoiceButton';
import { orderDate, paymentStatusBadge } from './order-format';
import { OrderItems } from './OrderItems';
import { OrderMoney } from './OrderMoney';
import { OrderPanel } from './OrderPanel';
import { OrderParcels } from './OrderParcels';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTotals } from './OrderTotals';
import { RetryPaymentButton } from './RetryPaymentButton';
import { ReturnedPayments } from './ReturnedPayments';
import { StatusBadge } from './StatusBadge';
import { useRetryPayment } from './use-retry-payment';

/**
 * One order in full (storefront.md §2, order details): its number, date and status, Retry Payment
 * when the card payment failed, the invoice and its number, the items with their tracking, the
 * parcels they travel in with the courier, how it is paid, where it goes, what it cost, the money
 * it moved (paid, refunded, left), the credit notes against its invoice and the card payments it
 * did not need, given back.
 */
export function OrderDetails({ order }: { order: PlacedOrder }) {
  const retry = useRetryPayment();
  const headingId = useId();

  return (
    <article aria-labelledby={headingId}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Order {order.orderNumber}
            </h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-ink-muted">Placed on {orderDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <div className="flex flex-wrap gap-2">
            <RetryPaymentButton
              order={order}
              retrying={retry.retryingId === order._id}
              disabled={retry.retryingId !== null}
              onRetry={() => void retry.retry(order)}
            />
            <InvoiceButton order={order} />
          </div>
          {order.invoiceNumber ? (
            <p className="text-ink-muted">Invoice {order.invoiceNumber}</p>
          ) : null}
        </div>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderItems order={order} />
          <OrderParcels order={order} />
        </div>
        <div className="flex flex-col gap-4">
          <OrderPanel title="Payment">
            <dl className="flex flex-col gap-2">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-ink-muted">Method</dt>
                <dd className="font-bold text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
              </div>
              <div className="flex items-center justify-between gap-4">
                <dt className="text-ink-muted">Status</dt>
                <dd>
                  <StatusBadge
                    name="Payment status"
                    label={paymentStatusLabel(order)}
                    colours={paymentStatusBadge(paymentStatusLabel(order))}
                  />
                </dd>
              </div>
            </dl>
          </OrderPanel>
          <OrderPanel title="Delivery address">
            <AddressDetails address={order.address} />
          </OrderPanel>
          <OrderPanel title="Order summary">
            <OrderTotals order={order} />
          </OrderPanel>
          <OrderMoney order={order} />
          <CreditNotes order={order} />
          <ReturnedPayments order={order} />
        </div>
      </div>
      {retry.dialog}
    </article>
  );
}
