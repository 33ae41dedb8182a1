import {
  adminMovesFrom,
  formatRupees,
  orderLineName,
  type AdminOrder,
  type OrderLine,
} from '@littleloom/shared';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { adminRowButtonClass } from '../ui/admin-styles';
import type { OrderAction } from './order-actions';
import { TrackingBadge } from './OrderBadges';
import { OrderLineImage } from './OrderLineImage';
import { itemName } from './order-labels';
import { StatusMoveSelect } from './StatusMoveSelect';

interface OrderItemsTableProps {
  order: AdminOrder;
  /** True while an act on the order is with the server: the controls wait. */
  busy: boolean;
  onAction: (action: OrderAction) => void;
  /** Where focus goes when the control that started an act is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The order's items (back-office.md §2 Order Details): picture, name and size, quantity, price,
 * total and tracking status, and per item what may be done with it now.
 */
export function OrderItemsTable({ order, busy, onAction, headingRef }: OrderItemsTableProps) {
  return (
    <section
      aria-labelledby="order-items-heading"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="order-items-heading"
        className="px-4 pt-4 text-base font-bold text-slate-900 sm:px-5"
      >
        Items
      </h2>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">Items of order {order.orderNumber}</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-bold sm:px-4">
              Item
            </th>
            <th
              scope="col"
              className="hidden w-20 px-3 py-2.5 text-right font-bold sm:px-4 md:table-cell"
            >
              Quantity
            </th>
            <th
              scope="col"
              className="hidden w-28 px-3 py-2.5 text-right font-bold sm:px-4 md:table-cell"
            >
              Price
            </th>
            <th
              scope="col"
              className="hidden w-28 px-3 py-2.5 text-right font-bold sm:table-cell sm:px-4"
            >
              Total
            </th>
            <th scope="col" className="hidden w-40 px-3 py-2.5 font-bold sm:px-4 lg:table-cell">
              Tracking status
            </th>
            <th scope="col" className="w-36 px-3 py-2.5 text-right font-bold sm:w-44 sm:px-4">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <ItemRow key={item._id} order={order} item={item} busy={busy} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface ItemRowProps extends Omit<OrderItemsTableProps, 'headingRef'> {
  item: OrderLine;
}

function ItemRow({ order, item, busy, onAction }: ItemRowProps) {
  // Open items (not yet delivered or cancelled) are the ones the admin may still move.
  const moves = adminMovesFrom(item.trackingStatus);
  const open = moves.length > 0;
  const name = itemName(item);
  return (
    <tr className="hover:bg-slate-50/70">
      <td className="px-3 py-2 align-top sm:px-4">
        <div className="flex items-start gap-3">
          <OrderLineImage item={item} size={48} />
          <div className="min-w-0">
            <span className="block font-bold break-words text-slate-900">
              {orderLineName(item)}
            </span>
            <span className="block text-xs text-slate-500">
              Size {item.size}
              <span className="md:hidden">
                {' '}
                · {item.quantity} × {formatRupees(item.price)}
              </span>
              <span className="sm:hidden"> = {formatRupees(item.lineTotal)}</span>
            </span>
            <span className="mt-1 block lg:hidden">
              <TrackingBadge status={item.trackingStatus} />
            </span>
            {item.returnRejectionReason ? (
              <span className="mt-1 block text-xs break-words text-slate-600">
                Reason: {item.returnRejectionReason}
              </span>
            ) : null}
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-2 text-right align-top tabular-nums sm:px-4 md:table-cell">
        {item.quantity}
      </td>
      <td className="hidden px-3 py-2 text-right align-top tabular-nums sm:px-4 md:table-cell">
        {formatRupees(item.price)}
      </td>
      <td className="hidden px-3 py-2 text-right align-top font-bold tabular-nums sm:table-cell sm:px-4">
        {formatRupees(item.lineTotal)}
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 lg:table-cell">
        <TrackingBadge status={item.trackingStatus} />
      </td>
      <td className="px-3 py-2 text-right align-top sm:px-4">
        <div className="flex flex-col items-end gap-1.5">
          {open ? (
            <>
              <StatusMoveSelect
                size="row"
                label={`Change status of ${name}`}
                moves={moves}
                disabled={busy}
                onChoose={(to) => onAction({ kind: 'item-status', order, item, to })}
              />
              <button
                type="button"
                disabled={busy}
                onClick={() => onAction({ kind: 'item-status', order, item, to: 'CANCELLED' })}
                aria-label={`Cancel ${name}`}
                className={adminRowButtonClass.destructive}
              >
                Cancel
              </button>
            </>
          ) : null}
          {item.trackingStatus === 'RETURN_REQUESTED' ? (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAction({ kind: 'return', order, item, decision: 'APPROVED' })}
                aria-label={`Approve return of ${name}`}
                className={adminRowButtonClass.neutral}
              >
                Approve Return
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAction({ kind: 'return', order, item, decision: 'REJECTED' })}
                aria-label={`Reject return of ${name}`}
                className={adminRowButtonClass.destructive}
              >
                Reject Return
              </button>
            </>
          ) : null}
          <Link
            to={`/admin/orders/${order._id}/products/${item.productId}`}
            aria-label={`View details of ${name}`}
            className={adminRowButtonClass.neutral}
          >
            View Details
          </Link>
        </div>
      </td>
    </tr>
  );
}
