import { ORDER_DETAIL_MESSAGES } from '@littleloom/shared';
import { Link, useParams } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { ChevronLeftIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { OrderDetails } from './OrderDetails';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
import { ORDERS_PATH } from './order-paths';
import { useOrder } from './orders-api';
import { PageMeta } from '../../ui/PageMeta';

/**
 * /orders/:orderId (storefront.md §2): one of the shopper's orders, with its items' tracking,
 * Cancel and Request Return, Retry Payment and the invoice. Guarded. An id that is not one of the
 * shopper's orders says 'Order not found!' (§8).
 */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);

  return (
    <div className="container-page py-8 sm:py-12">
      <title>
        {order.data
          ? `Order ${order.data.orderNumber} · Little Loom`
          : 'Order details · Little Loom'}
      </title>
      <PageMeta noindex />
      <Link
        to={ORDERS_PATH}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-bold text-ink hover:text-coral-strong"
      >
        <ChevronLeftIcon size={20} />
        Back to my orders
      </Link>
      <div className="mt-4">
        {order.isSuccess ? (
          order.data ? (
            <OrderDetails order={order.data} />
          ) : (
            <div className="flex flex-col items-start gap-4">
              <SectionHeading title={ORDER_DETAIL_MESSAGES.notFound} level={1} align="start">
                Check the link, or find the order in your list of orders.
              </SectionHeading>
              <Link to={ORDERS_PATH} className={buttonClass('primary')}>
                View your orders
              </Link>
            </div>
          )
        ) : order.isError ? (
          <ErrorState
            message={serverMessageOr(order.error, ORDER_DETAIL_MESSAGES.fetchFailed)}
            onRetry={() => void order.refetch()}
            retrying={order.isFetching}
          />
        ) : (
          <OrderDetailsSkeleton />
        )}
      </div>
    </div>
  );
}
