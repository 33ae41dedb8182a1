import { formatRupees, type SalesReportOrder } from '@littleloom/shared';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../orders/OrderBadges';
import { placedAt } from '../../orders/order-labels';
import { SalesPager } from './SalesPager';

interface SalesOrdersTableProps {
  /** Newest first. */
  orders: readonly SalesReportOrder[];
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

const headingClass = 'px-3 py-2.5 font-bold sm:px-4';
const moneyClass = 'px-3 py-2 text-right tabular-nums sm:px-4';

/** Orders placed before the shop recorded tax have no taxable value or GST: a dash. */
const moneyOrDash = (amount: number | null) => (amount === null ? '—' : formatRupees(amount));

/**
 * The report's orders (back-office.md §2): Order ID, Total Price, Final Price, Discount, our
 * Taxable Value and GST, and Status, ten to a page with first, previous, numbered, next and last controls.
 */
export function SalesOrdersTable({ orders, page, pageSize, onPageChange }: SalesOrdersTableProps) {
  const pages = Math.ceil(orders.length / pageSize);
  const current = Math.min(Math.max(page, 1), Math.max(pages, 1));
  const shown = orders.slice((current - 1) * pageSize, current * pageSize);
  return (
    <section
      aria-labelledby="sales-orders-heading"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <h2
        id="sales-orders-heading"
        className="border-b border-slate-200 px-4 py-3 text-base font-bold text-slate-900"
      >
        Orders
      </h2>
      <div className="overflow-x-auto">
        <table
          className="w-full min-w-[48rem] text-left text-sm"
          aria-labelledby="sales-orders-heading"
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className={headingClass}>
                Order ID
              </th>
              <th scope="col" className={`${headingClass} text-right`}>
                Total Price
              </th>
              <th scope="col" className={`${headingClass} text-right`}>
                Final Price
              </th>
              <th scope="col" className={`${headingClass} text-right`}>
                Discount
              </th>
              <th scope="col" className={`${headingClass} text-right`}>
                Taxable Value
              </th>
              <th scope="col" className={`${headingClass} text-right`}>
                GST
              </th>
              <th scope="col" className={headingClass}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-4 py-10 text-center text-slate-600">
                  No sales in this period.
                </td>
              </tr>
            ) : (
              shown.map((order) => (
                <tr key={order._id} className="hover:bg-slate-50/70">
                  <td className="px-3 py-2 sm:px-4">
                    <Link
                      to={`/admin/orders/${order._id}`}
                      className="font-bold break-words text-slate-900 underline-offset-2 hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                    <span className="block text-xs text-slate-500">
                      {placedAt(order.createdAt)}
                    </span>
                  </td>
                  <td className={`${moneyClass} text-slate-700`}>
                    {formatRupees(order.totalPrice)}
                  </td>
                  <td className={`${moneyClass} font-bold text-slate-900`}>
                    {formatRupees(order.finalPrice)}
                  </td>
                  <td className={`${moneyClass} text-slate-700`}>
                    {formatRupees(order.discountAmount)}
                  </td>
                  <td className={`${moneyClass} text-slate-700`}>
                    {moneyOrDash(order.taxableValue)}
                  </td>
                  <td className={`${moneyClass} text-slate-700`}>{moneyOrDash(order.tax)}</td>
                  <td className="px-3 py-2 sm:px-4">
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 ? <SalesPager page={current} pages={pages} onPageChange={onPageChange} /> : null}
    </section>
  );
}
