import type { AdminSettableStatus } from '@littleloom/shared';
import { TRACKING_LABELS } from './order-labels';

const SIZE_CLASSES = {
  /** In an item's row, above its buttons. */
  row: 'min-h-8 px-2 text-xs font-bold text-slate-800',
  /** Among the acts on the whole order. */
  bar: 'min-h-10 px-3 text-sm text-slate-900',
} as const;

interface StatusMoveSelectProps {
  /** The statuses it offers: only the moves the server accepts (order-rules.ts). */
  moves: readonly AdminSettableStatus[];
  disabled: boolean;
  onChoose: (to: AdminSettableStatus) => void;
  size: keyof typeof SIZE_CLASSES;
  /** For a <label> of its own. */
  id?: string;
  /** Its name where no label stands beside it. */
  label?: string;
}

/**
 * A Change dropdown of tracking statuses (back-office.md §2). It always shows "Change…": the badge
 * beside it says where things are, and a choice is an act, not a setting.
 */
export function StatusMoveSelect({
  moves,
  disabled,
  onChoose,
  size,
  id,
  label,
}: StatusMoveSelectProps) {
  return (
    <select
      id={id}
      value=""
      disabled={disabled}
      aria-label={label}
      onChange={(event) => {
        const to = moves.find((move) => move === event.target.value);
        if (to) onChoose(to);
      }}
      className={`rounded-lg border border-slate-300 bg-white hover:border-slate-400 disabled:cursor-not-allowed disabled:opacity-60 ${SIZE_CLASSES[size]}`}
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
