import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { adminOrdersKey, fetchAdminOrder } from './orders-admin-api';

/** One order, as its page and the product-in-order page read it (they share the cache entry). */
export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrdersKey.one(orderId),
    queryFn: ({ signal }) => fetchAdminOrder(orderId, signal),
  });
}

/** The order does not exist: 404, or 400 for an address whose id could never be one. */
export const isOrderMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
