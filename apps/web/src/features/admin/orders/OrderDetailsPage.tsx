import { useRef } from 'react';
import { useParams } from 'react-router';
import { GoBack } from './GoBack';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderCreditNotes } from './OrderCreditNotes';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderInvoiceButton } from './OrderInvoiceButton';
import { OrderLevelActions } from './OrderLevelActions';
import { OrderMoneySection } from './OrderMoneySection';
import { OrderLoadState } from './OrderPageStates';
import { OrderReturnedPayments } from './OrderReturnedPayments';
import { OrderShipping } from './OrderShipping';
import { OrderSummary, ShippingAddress } from './OrderSummary';
import { placedAt } from './order-labels';
import { useAdminOrder } from './use-admin-order';
import { useOrderActions } from './use-order-actions';
import { useParcelActions } from './use-parcel-actions';

/**
 * /admin/orders/:orderId (back-office.md §2 Order Details): the order, its customer, money,
 * invoice and address, and its items with what may be done to each; the acts on the whole order
 * above them; its parcels with the courier (Book courier, each parcel's papers and scans) under
 * them; the money it moved (payments, refunds, what is left), the credit notes against its
 * invoice, and the card payments it did not need and how each is given back, under them.
 * Every act that cannot be undone asks first; the page then shows the order the server returns.
 */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const actions = useOrderActions(itemsHeading);
  const parcelActions = useParcelActions();
  // One act at a time on the order, whether it goes to the shop or to the courier.
  const busy = actions.pending || parcelActions.pending;

  if (!order.data) {
    return (
      <div className="flex flex-col gap-4">
        <title>Order · Admin Panel · Little Loom</title>
        <GoBack fallback="/admin/orders" />
        <OrderLoadState
          error={order.error}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
          loadingLabel="Loading the order…"
        />
      </div>
    );
  }

  const current = order.data;
  return (
    <div className="flex flex-col gap-4">
      <title>{`Order ${current.orderNumber} · Admin Panel · Little Loom`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Order {current.orderNumber}</h1>
          <p className="text-sm break-all text-slate-600">
            Order id <span className="font-mono text-xs">{current._id}</span> · placed{' '}
            {placedAt(current.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderInvoiceButton order={current} />
          <GoBack fallback="/admin/orders" />
        </div>
      </div>

      <OrderLevelActions order={current} busy={busy} onAction={actions.request} />

      <div className="grid gap-4 lg:grid-cols-2">
        <OrderSummary order={current} />
        <ShippingAddress address={current.address} />
      </div>

      <OrderItemsTable
        order={current}
        busy={busy}
        onAction={actions.request}
        headingRef={itemsHeading}
      />

      <OrderShipping
        order={current}
        busy={busy}
        parcelActions={parcelActions}
        onOrderAction={actions.request}
      />

      <OrderMoneySection order={current} />

      <OrderCreditNotes order={current} />

      <OrderReturnedPayments order={current} />

      <OrderActionDialog actions={actions} />
    </div>
  );
}
