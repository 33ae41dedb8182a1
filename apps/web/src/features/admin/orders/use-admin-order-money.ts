import type { AdminOrder } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { adminOrdersKey, fetchOrderMoney } from './orders-admin-api';

/** The money an order moved, as the server worked it out: its summary and its own section read it. */
export function useAdminOrderMoney(order: AdminOrder) {
  return useQuery({
    queryKey: adminOrdersKey.money(order._id),
    queryFn: ({ signal }) => fetchOrderMoney(order._id, signal),
  });
}
