import { useEffect, useId, useRef } from 'react';
import { adminPrimaryButtonClass } from '../ui/admin-styles';
import type { OrderSelection } from './use-order-selection';

interface BulkShipBarProps {
  selection: OrderSelection;
  /** Orders on the page: with none, there is nothing to select. */
  onPage: number;
  /** True while the orders are with the courier, or another act on an order runs. */
  busy: boolean;
  shipping: boolean;
  onShip: () => void;
}

/**
 * Above the order list when a courier is set up: Select all on this page, how many are ticked,
 * and Ship selected, which books them all with the courier at once.
 */
export function BulkShipBar({ selection, onPage, busy, shipping, onShip }: BulkShipBarProps) {
  const boxId = useId();
  const box = useRef<HTMLInputElement>(null);
  const count = selection.selected.length;
  // A tri-state box has no attribute for its middle state: it is set on the element.
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-xs sm:px-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <label
          htmlFor={boxId}
          className="flex min-h-11 items-center gap-2 text-sm font-bold text-slate-800"
        >
          <input
            ref={box}
            id={boxId}
            type="checkbox"
            checked={selection.allSelected}
            disabled={onPage === 0 || busy}
            onChange={selection.toggleAll}
            className="size-5 accent-coral-strong"
          />
          Select all on this page
        </label>
        <span role="status" className="text-sm text-slate-600">
          {count === 0 ? 'No orders selected' : `${count} selected`}
        </span>
      </div>
      <button
        type="button"
        disabled={count === 0 || busy}
        onClick={onShip}
        className={adminPrimaryButtonClass}
      >
        {shipping ? 'Booking…' : 'Ship selected'}
      </button>
    </div>
  );
}
