import type { AdminOrder, OrdersPage } from '@littleloom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { adminOrdersKey } from './orders-admin-api';

/**
 * An order as a move left it, shown at once wherever it is on screen: its own page, and its row
 * on any list page held in the cache. The lists are then fetched again, since the move may take
 * the order out of a filter (a refunded order is no longer "Refund due"), and so are its credit
 * notes, since a cancellation or a refund after its invoice issues one, and its money, which a
 * cancellation or a refund moves.
 */
export function showOrderChange(queryClient: QueryClient, order: AdminOrder): void {
  queryClient.setQueryData(adminOrdersKey.one(order._id), order);
  queryClient.setQueriesData<OrdersPage<AdminOrder>>({ queryKey: adminOrdersKey.lists }, (page) =>
    page ? { ...page, orders: page.orders.map((o) => (o._id === order._id ? order : o)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminOrdersKey.lists });
  void queryClient.invalidateQueries({ queryKey: adminOrdersKey.creditNotes(order._id) });
  void queryClient.invalidateQueries({ queryKey: adminOrdersKey.money(order._id) });
}
