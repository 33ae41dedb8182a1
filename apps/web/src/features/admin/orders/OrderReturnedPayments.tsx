import type { AdminOrder, ReturnedPayment } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ReturnedPaymentList } from '../../../ui/ReturnedPaymentList';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { placedAt } from './order-labels';
import { adminOrdersKey, fetchReturnedPayments } from './orders-admin-api';

const STATUS_LABELS: Record<ReturnedPayment['status'], string> = {
  pending: 'Refund on its way to the card',
  refunded: 'Refunded to the card',
  credited: 'Added to the shopper’s wallet',
};

/**
 * Card payments the order did not need (a second payment, one of a replaced attempt, one for an
 * order already paid or cancelled), each named by its gateway id, and how the shop gives it back:
 * refunded to the card, or credited to the shopper's wallet when the gateway refuses. Only a card
 * order has gateway payments, so no other order is asked; with none, nothing shows.
 */
export function OrderReturnedPayments({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const returned = useQuery({
    queryKey: adminOrdersKey.returnedPayments(order._id),
    queryFn: ({ signal }) => fetchReturnedPayments(order._id, signal),
    enabled: order.paymentMethod === 'Razorpay',
  });

  if (!returned.isError && !returned.data?.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xs sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-base font-bold">
        Payments given back
      </h2>
      {returned.data ? (
        <>
          <p className="mb-3 text-slate-600">
            Captured card payments this order did not need; each is given back once.
          </p>
          <ReturnedPaymentList
            returnedPayments={returned.data}
            formatDate={placedAt}
            statusLabels={STATUS_LABELS}
            showPaymentId
            mutedClassName="text-slate-600"
          />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-600">The payments given back could not be loaded.</p>
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={returned.isFetching}
            onClick={() => void returned.refetch()}
          >
            Retry
          </button>
        </div>
      )}
    </section>
  );
}
