import {
  ADMIN_SETTABLE_STATUSES,
  adminMovesFrom,
  type AdminSettableStatus,
  type OrderLine,
} from '@littleloom/shared';
import { TRACKING_LABELS, itemName } from './order-labels';

const isSettable = (value: string): value is AdminSettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(value);

interface ItemStatusSelectProps {
  item: OrderLine;
  disabled: boolean;
  onChoose: (to: AdminSettableStatus) => void;
}

/**
 * The Change dropdown of an item (back-office.md §2): only the moves the server accepts from the
 * item's status (order-rules.ts). It always shows "Change…": the badge beside it says where the
 * item is, and a choice is an act, not a setting.
 */
export function ItemStatusSelect({ item, disabled, onChoose }: ItemStatusSelectProps) {
  const moves = adminMovesFrom(item.trackingStatus);
  return (
    <select
      value=""
      disabled={disabled}
      aria-label={`Change status of ${itemName(item)}`}
      onChange={(event) => {
        const to = event.target.value;
        if (isSettable(to)) onChoose(to);
      }}
      className="min-h-8 rounded-lg border border-slate-300 bg-white px-2 text-xs font-bold text-slate-800 hover:border-slate-400 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <option value="">Change…</option>
      {moves.map((to) => (
        <option key={to} value={to}>
          {TRACKING_LABELS[to]}
        </option>
      ))}
    </select>
  );
}
