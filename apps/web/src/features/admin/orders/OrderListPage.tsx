import { ADMIN_ORDER_FILTER_LABELS, ADMIN_ORDER_MESSAGES, PAGE_SIZE } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { useSearchParam } from '../ui/use-search-param';
import { BulkShipBar } from './BulkShipBar';
import { BulkShipResult } from './BulkShipResult';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderFilters } from './OrderFilters';
import { OrderRow } from './OrderRow';
import { adminOrdersKey, fetchAdminOrders, type OrderListQuery } from './orders-admin-api';
import { useBulkShip } from './use-bulk-ship';
import { useCourierSetUp } from './use-courier';
import { useOrderActions } from './use-order-actions';
import { useOrderSelection } from './use-order-selection';
import { useStatusFilter } from './use-status-filter';

/**
 * /admin/orders (back-office.md §2 Admin Order Management): every order, newest first, seven to
 * a page, with its status and payment in §4's colours. Beyond the spec, a status filter and a
 * search by order number, customer e-mail or invoice number, both in the address with the page;
 * and, when a courier is set up, a tick per order and Ship selected, which books them with it.
 */
export function OrderListPage() {
  const { page, goToPage } = usePageParam();
  const { search, draft, setDraft } = useSearchParam();
  const { status, setStatus, clearAll } = useStatusFilter();
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useOrderActions(heading);

  const query: OrderListQuery = { page, status, search };
  const orders = useQuery({
    queryKey: adminOrdersKey.list(query),
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, orders.data?.totalPages, !orders.isPlaceholderData, goToPage);
  const courier = useCourierSetUp();
  const pageOrders = orders.data?.orders;
  const selection = useOrderSelection(pageOrders?.map((order) => order._id) ?? []);
  const bulk = useBulkShip(selection.clear);
  const busy = actions.pending || bulk.pending;

  const narrowed = status !== null || search !== '';

  return (
    <div className="flex flex-col gap-4">
      <title>Orders · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
            Orders
          </h1>
          <p className="text-sm text-slate-600">
            Every order, newest first. Open one to move its items, cancel it or settle a return.
          </p>
        </div>
        {orders.isFetching ? <LoadingIndicator /> : null}
      </div>

      <OrderFilters
        status={status}
        onStatusChange={setStatus}
        searchDraft={draft}
        onSearchChange={setDraft}
      />

      {courier ? (
        <BulkShipBar
          selection={selection}
          onPage={pageOrders?.length ?? 0}
          busy={busy}
          shipping={bulk.pending}
          // A page holds at most 50 orders, MAX_ORDERS_SHIPPED_AT_ONCE: one call books them all.
          onShip={() => bulk.ship(selection.selected)}
        />
      ) : null}
      {bulk.outcome ? <BulkShipResult outcome={bulk.outcome} onDismiss={bulk.dismiss} /> : null}

      <AdminTable
        caption="Orders, newest first"
        query={orders}
        loadError={ADMIN_ORDER_MESSAGES.fetchFailed}
        columns={COLUMNS}
        rows={pageOrders?.map((order) => (
          <OrderRow
            key={order._id}
            order={order}
            selection={
              courier
                ? {
                    checked: selection.isSelected(order._id),
                    onToggle: () => selection.toggle(order._id),
                    disabled: bulk.pending,
                  }
                : undefined
            }
            busy={busy}
            onAction={actions.request}
          />
        ))}
        empty={
          narrowed ? (
            <>
              <p>{noMatch(status ? ADMIN_ORDER_FILTER_LABELS[status] : null, search)}</p>
              <button
                type="button"
                onClick={clearAll}
                className={`${adminSecondaryButtonClass} mt-4`}
              >
                Show all orders
              </button>
            </>
          ) : (
            'No orders yet. They appear here as soon as a customer checks out.'
          )
        }
        loadingRows={PAGE_SIZE.adminOrders}
        loadingLabel="Loading orders…"
        pager={
          // back-office.md §2: the controls show when there is more than one page.
          orders.data && orders.data.totalPages > 1 ? (
            <AdminPagination
              page={orders.data.currentPage}
              pages={orders.data.totalPages}
              total={orders.data.totalOrders}
              pageSize={PAGE_SIZE.adminOrders}
              noun="orders"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null
        }
      />

      <OrderActionDialog actions={actions} />
    </div>
  );
}

/** What matched nothing, in the admin's own terms: "No orders with the status “Pending” match “asha”." */
function noMatch(filterLabel: string | null, search: string): string {
  const filtered = filterLabel ? ` with the status “${filterLabel}”` : '';
  const searched = search ? ` match “${search}”` : '';
  return `No orders${filtered}${searched}.`;
}

/** # and Actions always show; on narrow screens the # cell carries the rest. */
const COLUMNS: AdminColumn[] = [
  {
    title: '#',
    className: 'sm:w-44',
    skeleton: { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' },
  },
  {
    title: 'User',
    className: 'hidden md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-36 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Items',
    className: 'hidden lg:table-cell',
    skeleton: { cell: 'hidden lg:table-cell', bar: 'h-4 w-44 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Total Price',
    className: 'hidden w-32 text-right sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'ml-auto h-4 w-16 rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-32 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-20 rounded-full bg-slate-100' },
  },
  {
    title: 'Payment Status',
    className: 'hidden w-32 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-36 text-right xl:w-64',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
