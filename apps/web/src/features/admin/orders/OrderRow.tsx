import {
  formatRupees,
  orderLineName,
  PAYMENT_METHOD_LABELS,
  type AdminOrder,
} from '@littleloom/shared';
import { Link } from 'react-router';
import { adminRowButtonClass } from '../ui/admin-styles';
import type { OrderAction } from './order-actions';
import { OrderStatusBadge, PaymentBadge } from './OrderBadges';
import { itemName, latestParcelLine, placedAt } from './order-labels';

/** Lines named in the Items cell; the rest are counted. */
const ITEMS_SHOWN = 3;

interface OrderRowProps {
  order: AdminOrder;
  /** The row's tick for Ship selected; none when no courier is set up. */
  selection?: { checked: boolean; onToggle: () => void; disabled: boolean };
  /** True while an act on some order is with the server. */
  busy: boolean;
  onAction: (action: OrderAction) => void;
}

/**
 * One order in the list (back-office.md §2 Admin Order Management): its number, customer, items,
 * total, status (with where its latest parcel is) and payment, and what can be done from here:
 * View Order, Approve Return for each item whose return waits, and Process Refund once a return
 * is approved.
 */
export function OrderRow({ order, selection, busy, onAction }: OrderRowProps) {
  const requested = order.items.filter((item) => item.trackingStatus === 'RETURN_REQUESTED');
  const refundDue = order.items.some((item) => item.trackingStatus === 'RETURN_APPROVED');
  const status = <OrderStatusBadge status={order.status} />;
  const payment = <PaymentBadge order={order} />;
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  const parcel = latestParcelLine(order.parcels);
  return (
    <tr className="hover:bg-slate-50/70">
      {/* On narrow screens this cell also carries the columns that are hidden there. */}
      <td className="px-3 py-2 align-top sm:px-4">
        <span className="flex items-start gap-2">
          {selection ? (
            // The cell's padding and the label around it make a finger-sized target.
            <label className="-m-2 flex shrink-0 p-2">
              <input
                type="checkbox"
                checked={selection.checked}
                disabled={selection.disabled}
                onChange={selection.onToggle}
                aria-label={`Select order ${order.orderNumber}`}
                className="size-5 accent-coral-strong"
              />
            </label>
          ) : null}
          <span className="block min-w-0 font-bold break-words text-slate-900">
            {order.orderNumber}
          </span>
        </span>
        <span className="block text-xs text-slate-500">{placedAt(order.createdAt)}</span>
        <span className="mt-1 block text-xs break-words text-slate-700 md:hidden">
          {order.user.name}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs md:hidden">
          <span className="font-bold text-slate-900 tabular-nums sm:hidden">
            {formatRupees(order.finalPrice)}
          </span>
          <span className="sm:hidden">{status}</span>
          {payment}
          <span className="text-slate-600">{method}</span>
        </span>
        {/* Under the status, as in its own column on wider screens. */}
        {parcel ? (
          <span className="mt-1 block text-xs break-words text-slate-600 sm:hidden">{parcel}</span>
        ) : null}
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 md:table-cell">
        <span className="block font-bold break-words text-slate-900">{order.user.name}</span>
        <span className="block truncate text-xs text-slate-500" title={order.user.email}>
          {order.user.email}
        </span>
      </td>
      <td className="hidden px-3 py-2 align-top text-slate-700 sm:px-4 lg:table-cell">
        <ul className="flex flex-col gap-0.5">
          {order.items.slice(0, ITEMS_SHOWN).map((item) => (
            <li key={item._id} className="break-words">
              {itemName(item)}{' '}
              <span className="text-slate-500 tabular-nums">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        {order.items.length > ITEMS_SHOWN ? (
          <span className="text-xs text-slate-500">
            and {order.items.length - ITEMS_SHOWN} more
          </span>
        ) : null}
      </td>
      <td className="hidden px-3 py-2 text-right align-top font-bold text-slate-900 tabular-nums sm:table-cell sm:px-4">
        {formatRupees(order.finalPrice)}
      </td>
      <td className="hidden px-3 py-2 align-top sm:table-cell sm:px-4">
        {status}
        {parcel ? <p className="mt-1 text-xs break-words text-slate-600">{parcel}</p> : null}
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 md:table-cell">
        {payment}
        <p className="mt-1 text-xs text-slate-600">{method}</p>
      </td>
      {/* Up to three acts: they wrap rather than widen the table. */}
      <td className="px-3 py-2 text-right align-top sm:px-4">
        <div className="flex flex-col items-end gap-1.5 xl:flex-row xl:flex-wrap xl:justify-end">
          <Link
            to={`/admin/orders/${order._id}`}
            aria-label={`View order ${order.orderNumber}`}
            className={adminRowButtonClass.neutral}
          >
            View Order
          </Link>
          {requested.map((item) => (
            <button
              key={item._id}
              type="button"
              disabled={busy}
              onClick={() => onAction({ kind: 'return', order, item, decision: 'APPROVED' })}
              aria-label={`Approve return of ${itemName(item)} in order ${order.orderNumber}`}
              // Several returns in one order: the item's name tells the buttons apart.
              title={itemName(item)}
              className={adminRowButtonClass.neutral}
            >
              <span className="max-w-40 truncate">
                {requested.length > 1 ? `Approve: ${orderLineName(item)}` : 'Approve Return'}
              </span>
            </button>
          ))}
          {refundDue ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onAction({ kind: 'refund', order })}
              aria-label={`Process refund for order ${order.orderNumber}`}
              className={adminRowButtonClass.neutral}
            >
              Process Refund
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
