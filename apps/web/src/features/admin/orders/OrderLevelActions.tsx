import { ADMIN_SETTABLE_STATUSES, isOpenItem, type AdminOrder } from '@littleloom/shared';
import { useId } from 'react';
import { adminPrimaryButtonClass } from '../ui/admin-styles';
import type { OrderAction } from './order-actions';
import { orderDestructiveButtonClass } from './order-buttons';
import { StatusMoveSelect } from './StatusMoveSelect';

interface OrderLevelActionsProps {
  order: AdminOrder;
  busy: boolean;
  onAction: (action: OrderAction) => void;
}

/**
 * The acts on the whole order: move every open item at once (PATCH …/status; cancelling is Cancel
 * Order), Cancel Order while an item is open, and Process Refund while a return is approved.
 * Nothing shows once there is nothing left to do.
 */
export function OrderLevelActions({ order, busy, onAction }: OrderLevelActionsProps) {
  const selectId = useId();
  const open = order.items.filter((item) => isOpenItem(item.trackingStatus));
  const refundDue = order.items.some((item) => item.trackingStatus === 'RETURN_APPROVED');
  // A status every open item already has is no move at all.
  const moves = ADMIN_SETTABLE_STATUSES.filter(
    (to) => to !== 'CANCELLED' && !open.every((item) => item.trackingStatus === to),
  );
  if (open.length === 0 && !refundDue) return null;

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      {open.length > 0 ? (
        <>
          <div>
            <label htmlFor={selectId} className="mb-1 block text-xs font-bold text-slate-600">
              Change every open item
            </label>
            <StatusMoveSelect
              id={selectId}
              size="bar"
              moves={moves}
              disabled={busy}
              onChoose={(to) => onAction({ kind: 'order-status', order, to })}
            />
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction({ kind: 'cancel-order', order })}
            className={orderDestructiveButtonClass}
          >
            Cancel Order
          </button>
        </>
      ) : null}
      {refundDue ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => onAction({ kind: 'refund', order })}
          className={adminPrimaryButtonClass}
        >
          Process Refund
        </button>
      ) : null}
      {busy ? (
        <span role="status" className="self-center text-sm text-slate-600">
          Saving…
        </span>
      ) : null}
    </div>
  );
}
