import { PAYMENT_MESSAGES, ORDER_LIST_MESSAGES } from '@littleloom/shared';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { requestedPage } from '../../lib/page-of';
import { AlertDialog } from '../../ui/AlertDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { BagIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { pageHref } from '../catalog/collection/collection-params';
import { PageLinks } from '../catalog/PageLinks';
import type { OrdersPageState } from './order-paths';
import { OrderRow } from './OrderRow';
import { OrdersSkeleton } from './OrdersSkeleton';
import { useOrdersPage } from './orders-api';
import { useRetryPayment } from './use-retry-payment';
import { PageMeta } from '../../ui/PageMeta';

/**
 * /orders (storefront.md §2): the shopper's orders, newest first, 10 to a page as the server pages
 * them (the page is kept in the URL, `?page=`), each linking to its details, with Retry Payment on
 * those whose card payment failed. Guarded. A card payment that could not be verified lands here
 * with the spec's 'Payment Verification Failed' dialog.
 */
export function OrdersPage() {
  const [params] = useSearchParams();
  const orders = useOrdersPage(requestedPage(params));
  const retry = useRetryPayment();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as OrdersPageState | null)?.paymentNotice;
  const reply = orders.data;
  // A page past the end (an old link, or a hand-edited URL) shows the last page instead.
  const pastTheEnd = reply !== undefined && reply.orders.length === 0 && reply.totalPages > 0;

  return (
    <div className="container-page py-8 sm:py-12">
      <title>My Orders · Little Loom</title>
      <PageMeta noindex />
      <SectionHeading title="My Orders" level={1} align="start" />
      <div className="mt-8">
        {pastTheEnd ? (
          <Navigate to={pageHref(params, reply.totalPages)} replace />
        ) : orders.isSuccess ? (
          orders.data.totalOrders === 0 ? (
            <NoOrders />
          ) : (
            <ul className="flex flex-col gap-4" aria-busy={orders.isPlaceholderData || undefined}>
              {orders.data.orders.map((order) => (
                <OrderRow
                  key={order._id}
                  order={order}
                  retrying={retry.retryingId === order._id}
                  canRetry={retry.retryingId === null}
                  onRetry={() => void retry.retry(order)}
                />
              ))}
            </ul>
          )
        ) : orders.isError ? (
          <ErrorState
            message={serverMessageOr(orders.error, ORDER_LIST_MESSAGES.fetchFailed)}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : (
          <OrdersSkeleton />
        )}
      </div>
      {reply ? <PageLinks page={reply.currentPage} pages={reply.totalPages} /> : null}
      <AlertDialog
        open={notice === 'verificationFailed'}
        title={PAYMENT_MESSAGES.verificationFailed}
        description={PAYMENT_MESSAGES.verificationFailedText}
        // Said once: a reload or Back does not say it again.
        onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
      />
      {retry.dialog}
    </div>
  );
}

function NoOrders() {
  return (
    <EmptyState icon={<BagIcon size={32} />} title="You have not placed any orders yet.">
      When you do, they will be listed here with how they are paid.
    </EmptyState>
  );
}
