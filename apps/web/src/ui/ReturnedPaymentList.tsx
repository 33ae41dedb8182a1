import { formatRupees, type ReturnedPayment } from '@littleloom/shared';

interface ReturnedPaymentListProps {
  returnedPayments: ReturnedPayment[];
  /** The date as the page around it writes dates. */
  formatDate: (iso: string) => string;
  /** Where each payment stands, in the words of the page's reader. */
  statusLabels: Record<ReturnedPayment['status'], string>;
  /** The back office names each payment by the gateway's id; the shopper has no use for it. */
  showPaymentId?: boolean;
  /** The page's muted text colour. */
  mutedClassName: string;
}

/**
 * Card payments an order did not need (a second payment, one of a replaced attempt, one for an
 * order already paid or cancelled), each with what it was, why it is given back, when, and where
 * it stands in words: on its way to the card, refunded to it (with the gateway's refund id), or
 * added to the wallet. Shared by the shopper's order page and the back office's, which give it
 * their own words and colours.
 */
export function ReturnedPaymentList({
  returnedPayments,
  formatDate,
  statusLabels,
  showPaymentId = false,
  mutedClassName,
}: ReturnedPaymentListProps) {
  return (
    <ul className="flex flex-col gap-4">
      {returnedPayments.map((payment) => (
        <li key={payment.paymentId} className="flex min-w-0 flex-col gap-0.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="font-bold tabular-nums">{formatRupees(payment.amount)}</p>
            <p className="font-bold">{statusLabels[payment.status]}</p>
          </div>
          <p className={`text-sm ${mutedClassName}`}>
            {payment.reason} · {formatDate(payment.createdAt)}
          </p>
          {payment.status === 'refunded' && payment.refundId ? (
            <p className={`text-sm break-all ${mutedClassName}`}>
              Refund id <span className="font-mono">{payment.refundId}</span>
            </p>
          ) : null}
          {showPaymentId ? (
            <p className={`text-sm break-all ${mutedClassName}`}>
              Payment id <span className="font-mono">{payment.paymentId}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
