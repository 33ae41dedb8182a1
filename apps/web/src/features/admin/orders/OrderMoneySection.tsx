import { formatRupees, type AdminOrder } from '@littleloom/shared';
import { useId } from 'react';
import { OrderMoneyList, type MoneyWords } from '../../../ui/OrderMoneyList';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { placedAt } from './order-labels';
import { useAdminOrderMoney } from './use-admin-order-money';

const WORDS: MoneyWords = {
  wallet: 'to the shopper’s wallet',
  card: 'to the card',
  cardPending: 'on its way to the card',
};

/**
 * The money the order moved: each payment, each refund (when, where to, for which items) and
 * what is left paid, as the server worked it out. A failed read offers Retry.
 */
export function OrderMoneySection({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const money = useAdminOrderMoney(order);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xs sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-base font-bold">
        Payments and refunds
      </h2>
      {money.data ? (
        <OrderMoneyList
          money={money.data}
          formatDate={placedAt}
          words={WORDS}
          mutedClassName="text-slate-600"
          ruleClassName="border-slate-200"
        />
      ) : money.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-600">The payments and refunds could not be loaded.</p>
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={money.isFetching}
            onClick={() => void money.refetch()}
          >
            Retry
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          Loading…
        </p>
      )}
    </section>
  );
}

/**
 * "Refund processed" in the order's summary, from the same figures as the section above: yes and
 * how much once anything went back (a cancellation's refund too), and what approved returns still
 * wait for; the order's own flag says only that Process Refund was pressed once.
 */
export function RefundProcessed({ order }: { order: AdminOrder }) {
  const money = useAdminOrderMoney(order);
  if (!money.data) return <span className="text-slate-600">…</span>;
  const { refunded, refundDue } = money.data;
  const done = refunded > 0 ? `Yes, ${formatRupees(refunded)}` : 'No';
  return <>{refundDue > 0 ? `${done} · ${formatRupees(refundDue)} due` : done}</>;
}
