import {
  PAYMENT_METHOD_LABELS,
  formatRupees,
  type OrderMoney,
  type OrderPaymentIn,
  type OrderRefundOut,
} from '@littleloom/shared';
import type { ReactNode } from 'react';

/** How each way of paying is named beside a payment: as everywhere else the shop names it. */
const METHOD_LABELS: Record<OrderPaymentIn['method'], string> = {
  card: PAYMENT_METHOD_LABELS.Razorpay,
  wallet: PAYMENT_METHOD_LABELS.Wallet,
  cash: PAYMENT_METHOD_LABELS.COD,
};

const REASON_LABELS: Record<OrderRefundOut['reason'], string> = {
  cancelled: 'Cancelled',
  returned: 'Returned',
  'payment not needed': 'Payment not needed',
};

/** Where a refund went, in the reader's words ("To your wallet", "To the shopper's wallet"). */
export interface MoneyWords {
  wallet: string;
  card: string;
  /** A card refund the gateway has not confirmed yet. */
  cardPending: string;
}

interface OrderMoneyListProps {
  money: OrderMoney;
  /** The date as the page around it writes dates. */
  formatDate: (iso: string) => string;
  words: MoneyWords;
  /** The page's muted text colour, and the rule between the lines and the totals. */
  mutedClassName: string;
  ruleClassName: string;
}

function Row({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="font-bold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The money an order moved, as the server worked it out: each payment in (how and when), each
 * refund out (how much, when, to the wallet or the card, and for which items), what is left paid,
 * and what approved returns still wait for. Shared by the shopper's order page and the back
 * office's, which give it their own words and colours; nothing here adds anything up.
 */
export function OrderMoneyList({
  money,
  formatDate,
  words,
  mutedClassName,
  ruleClassName,
}: OrderMoneyListProps) {
  const where = (refund: OrderRefundOut) =>
    refund.to === 'wallet'
      ? words.wallet
      : refund.state === 'pending'
        ? words.cardPending
        : words.card;
  return (
    <div className="flex flex-col gap-3">
      {money.payments.length === 0 ? (
        <p className={mutedClassName}>Nothing has been paid for this order yet.</p>
      ) : (
        <ul aria-label="Payments" className="flex flex-col gap-2">
          {money.payments.map((payment, index) => (
            <li key={payment.paymentId ?? index} className="flex flex-col">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p className="font-bold">Paid · {METHOD_LABELS[payment.method]}</p>
                <p className="font-bold tabular-nums">{formatRupees(payment.amount)}</p>
              </div>
              {payment.paidAt ? (
                <p className={`text-sm ${mutedClassName}`}>{formatDate(payment.paidAt)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {money.refunds.length > 0 ? (
        <ul aria-label="Refunds" className="flex flex-col gap-3">
          {money.refunds.map((refund, index) => (
            <li key={`${refund.at}-${index}`} className="flex flex-col gap-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p className="font-bold">Refund · {where(refund)}</p>
                <p className="font-bold tabular-nums">−{formatRupees(refund.amount)}</p>
              </div>
              <p className={`text-sm ${mutedClassName}`}>
                {REASON_LABELS[refund.reason]}
                {refund.detail ? `: ${refund.detail}` : ''} · {formatDate(refund.at)}
              </p>
              {refund.items.length > 0 || refund.delivery > 0 ? (
                <ul className={`text-sm ${mutedClassName}`}>
                  {refund.items.map((item) => (
                    <li key={item.itemId} className="flex justify-between gap-4">
                      <span className="min-w-0 break-words">
                        {item.name} (size {item.size}) × {item.quantity}
                      </span>
                      <span className="tabular-nums">{formatRupees(item.amount)}</span>
                    </li>
                  ))}
                  {refund.delivery > 0 ? (
                    <li className="flex justify-between gap-4">
                      <span>Delivery charge</span>
                      <span className="tabular-nums">{formatRupees(refund.delivery)}</span>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={`flex flex-col gap-1.5 border-t pt-3 ${ruleClassName}`}>
        <Row label="Paid">{formatRupees(money.paid)}</Row>
        <Row label="Refunded">{formatRupees(money.refunded)}</Row>
        <Row label="Paid after refunds" strong>
          {formatRupees(money.left)}
        </Row>
        {money.refundDue > 0 ? (
          <Row label="Refund due for approved returns">{formatRupees(money.refundDue)}</Row>
        ) : null}
      </dl>
    </div>
  );
}
