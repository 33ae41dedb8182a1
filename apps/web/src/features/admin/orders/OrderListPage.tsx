import { ADMIN_ORDER_FILTER_LABELS, ADMIN_ORDER_MESSAGES, PAGE_SIZE } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { LoadError } from '../catalog/catalog-admin-ui';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { TableSkeleton, type SkeletonCell } from '../ui/TableSkeleton';
import { useSearchParam } from '../ui/use-search-param';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderFilters } from './OrderFilters';
import { OrderRow } from './OrderRow';
import { adminOrdersKey, fetchAdminOrders, type OrderListQuery } from './orders-admin-api';
import { useOrderActions } from './use-order-actions';
import { useRefocusAfterAct } from './use-refocus-after-act';
import { useStatusFilter } from './use-status-filter';

const COLUMNS = 7;

/**
 * /admin/orders (back-office.md §2 Admin Order Management): every order, newest first, seven to
 * a page, with its status and payment in §4's colours. Beyond the spec, a status filter and a
 * search by order number or customer e-mail, both in the address with the page.
 */
export function OrderListPage() {
  const { page, goToPage } = usePageParam();
  const { search, draft, setDraft } = useSearchParam();
  const { status, setStatus, clearAll } = useStatusFilter();
  const actions = useOrderActions();
  const heading = useRef<HTMLHeadingElement>(null);
  useRefocusAfterAct(heading, actions.asking !== null || actions.pending);

  const query: OrderListQuery = { page, status, search };
  const orders = useQuery({
    queryKey: adminOrdersKey.list(query),
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, orders.data?.totalPages, !orders.isPlaceholderData, goToPage);

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
        {/* Screen readers hear the table's own loading line; this is for the eyes. */}
        {orders.isFetching ? (
          <span aria-hidden="true" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="text-coral-strong" />
            Loading…
          </span>
        ) : null}
      </div>

      <OrderFilters
        status={status}
        onStatusChange={setStatus}
        searchDraft={draft}
        onSearchChange={setDraft}
      />

      {orders.isError && !orders.data ? (
        <LoadError
          title={ADMIN_ORDER_MESSAGES.fetchFailed}
          error={orders.error}
          retrying={orders.isFetching}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
          <table
            className="w-full table-fixed text-left text-sm"
            aria-busy={orders.isFetching || undefined}
          >
            <caption className="sr-only">Orders, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-bold sm:w-44 sm:px-4">
                  #
                </th>
                <th scope="col" className="hidden px-3 py-2.5 font-bold sm:px-4 md:table-cell">
                  User
                </th>
                <th scope="col" className="hidden px-3 py-2.5 font-bold sm:px-4 lg:table-cell">
                  Items
                </th>
                <th
                  scope="col"
                  className="hidden w-32 px-3 py-2.5 text-right font-bold sm:table-cell sm:px-4"
                >
                  Total Price
                </th>
                <th scope="col" className="hidden w-32 px-3 py-2.5 font-bold sm:table-cell sm:px-4">
                  Status
                </th>
                <th scope="col" className="hidden w-32 px-3 py-2.5 font-bold sm:px-4 md:table-cell">
                  Payment Status
                </th>
                <th scope="col" className="w-36 px-3 py-2.5 text-right font-bold sm:px-4 xl:w-64">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody
              className={`divide-y divide-slate-100 transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {orders.data ? (
                orders.data.orders.length > 0 ? (
                  orders.data.orders.map((order) => (
                    <OrderRow
                      key={order._id}
                      order={order}
                      busy={actions.pending}
                      onAction={actions.request}
                    />
                  ))
                ) : (
                  <tr>
                    <td colSpan={COLUMNS} className="px-4 py-10 text-center text-slate-600">
                      {narrowed ? (
                        <>
                          <p>
                            {noMatch(status ? ADMIN_ORDER_FILTER_LABELS[status] : null, search)}
                          </p>
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
                      )}
                    </td>
                  </tr>
                )
              ) : (
                <TableSkeleton
                  rows={PAGE_SIZE.adminOrders}
                  cells={SKELETON_CELLS}
                  label="Loading orders…"
                />
              )}
            </tbody>
          </table>
          {/* back-office.md §2: the controls show when there is more than one page. */}
          {orders.data && orders.data.totalPages > 1 ? (
            <AdminPagination
              page={orders.data.currentPage}
              pages={orders.data.totalPages}
              total={orders.data.totalOrders}
              pageSize={PAGE_SIZE.adminOrders}
              noun="orders"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null}
        </div>
      )}

      {actions.asking ? (
        <OrderActionDialog
          action={actions.asking}
          pending={actions.pending}
          onConfirm={actions.confirm}
          onCancel={actions.dismiss}
        />
      ) : null}
    </div>
  );
}

/** What matched nothing, in the admin's own terms: "No orders with the status “Pending” match “asha”." */
function noMatch(filterLabel: string | null, search: string): string {
  const filtered = filterLabel ? ` with the status “${filterLabel}”` : '';
  const searched = search ? ` match “${search}”` : '';
  return `No orders${filtered}${searched}.`;
}

/** The loading rows: one placeholder per column, shown where the column shows. */
const SKELETON_CELLS: SkeletonCell[] = [
  { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' },
  { cell: 'hidden md:table-cell', bar: 'h-4 w-36 max-w-full rounded bg-slate-100' },
  { cell: 'hidden lg:table-cell', bar: 'h-4 w-44 max-w-full rounded bg-slate-100' },
  { cell: 'hidden sm:table-cell', bar: 'ml-auto h-4 w-16 rounded bg-slate-100' },
  { cell: 'hidden sm:table-cell', bar: 'h-5 w-20 rounded-full bg-slate-100' },
  { cell: 'hidden md:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
];
