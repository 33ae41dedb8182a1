import {
  ADMIN_ORDER_FILTER_LABELS,
  ADMIN_WAITING_FILTERS,
  DERIVED_ORDER_STATUSES,
  type AdminOrderFilter,
} from '@littleloom/shared';
import { useId } from 'react';
import { adminInputClass } from '../ui/admin-styles';
import { AdminSearchBox } from '../ui/AdminSearchBox';
import { isOrderFilter } from './use-status-filter';

interface OrderFiltersProps {
  status: AdminOrderFilter | null;
  onStatusChange: (status: AdminOrderFilter | null) => void;
  searchDraft: string;
  onSearchChange: (value: string) => void;
}

/**
 * Above the order list: which orders (by the order's status, or by what waits for the admin) and
 * a search by order number, e-mail or invoice number.
 */
export function OrderFilters({
  status,
  onStatusChange,
  searchDraft,
  onSearchChange,
}: OrderFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-52">
        <label htmlFor={id} className="mb-1 block text-xs font-bold text-slate-600">
          Status
        </label>
        <select
          id={id}
          value={status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onStatusChange(isOrderFilter(value) ? value : null);
          }}
          className={adminInputClass}
        >
          <option value="">All</option>
          <optgroup label="Order status">
            {DERIVED_ORDER_STATUSES.map((filter) => (
              <option key={filter} value={filter}>
                {ADMIN_ORDER_FILTER_LABELS[filter]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Waiting for you">
            {ADMIN_WAITING_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {ADMIN_ORDER_FILTER_LABELS[filter]}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="flex-1">
        <AdminSearchBox
          label="Orders"
          value={searchDraft}
          onChange={onSearchChange}
          placeholder="Order number, e-mail or invoice number"
        />
      </div>
    </div>
  );
}
