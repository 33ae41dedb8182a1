import type { PlacedOrder } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { OrderMoneyList, type MoneyWords } from '../../ui/OrderMoneyList';
import { orderDate } from './order-format';
import { OrderPanel } from './OrderPanel';
import { useOrderMoney } from './orders-api';

const TITLE = 'Payments and refunds';

const WORDS: MoneyWords = {
  wallet: 'to your wallet',
  card: 'to your card',
  cardPending: 'on its way to your card',
};

/**
 * What the shopper paid for the order and what came back, each refund with its date, where it
 * went and which items it was for, and what is left paid: the server's figures, shown as they
 * are. A failed read offers Retry.
 */
export function OrderMoney({ order }: { order: PlacedOrder }) {
  const money = useOrderMoney(order);

  return (
    <OrderPanel title={TITLE}>
      {money.data ? (
        <OrderMoneyList
          money={money.data}
          formatDate={orderDate}
          words={WORDS}
          mutedClassName="text-ink-muted"
          ruleClassName="border-line"
        />
      ) : money.isError ? (
        <>
          <p className="text-ink-muted">The payments and refunds could not be loaded.</p>
          <button
            type="button"
            className={buttonClass('secondary', 'self-start')}
            disabled={money.isFetching}
            onClick={() => void money.refetch()}
          >
            Retry
          </button>
        </>
      ) : (
        <p className="text-ink-muted" role="status">
          Loading…
        </p>
      )}
    </OrderPanel>
  );
}
