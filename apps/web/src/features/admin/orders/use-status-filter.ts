import { ADMIN_ORDER_FILTERS, type AdminOrderFilter } from '@littleloom/shared';
import { useSearchParams } from 'react-router';

/** True for a value the server can filter orders by. */
export const isOrderFilter = (value: string | null): value is AdminOrderFilter =>
  (ADMIN_ORDER_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The order list's status filter, kept in the address as ?status= beside ?page= and ?search=,
 * so a reload or a shared link shows the same orders. Anything unknown there means all orders.
 * Choosing a filter goes back to page 1: the old page number means nothing in the new list.
 */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderFilter(raw) ? raw : null;

  const setStatus = (next: AdminOrderFilter | null) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });
  };

  /** Back to every order: no filter, no search, page 1. */
  const clearAll = () => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of ['page', 'status', 'search']) updated.delete(key);
      return updated;
    });
  };

  return { status, setStatus, clearAll };
}
