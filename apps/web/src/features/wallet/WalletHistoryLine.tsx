import { formatRupees, type WalletTransactionView } from '@littleloom/shared';
import { StatusBadge } from '../orders/StatusBadge';
import { WALLET_TYPE_BADGE, WALLET_TYPE_LABELS, signedAmount, walletDate } from './wallet-format';

/** One movement of the wallet: what it was, when, in or out, how much, and what it left. */
export function WalletHistoryLine({ line }: { line: WalletTransactionView }) {
  const money = line.type === 'CREDIT' ? 'text-mint-strong' : 'text-coral-deep';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-4">
      <p className="font-bold text-ink">{line.description}</p>
      <p className={`text-right font-bold tabular-nums ${money}`}>
        <span className="sr-only">Amount: </span>
        {signedAmount(line.type, line.amount)}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <time dateTime={line.createdAt}>{walletDate(line.createdAt)}</time>
        <StatusBadge
          name="Type"
          label={WALLET_TYPE_LABELS[line.type]}
          colours={WALLET_TYPE_BADGE[line.type]}
        />
      </p>
      <p className="text-right text-sm text-ink-muted tabular-nums">
        Balance {formatRupees(line.balanceAfterTransaction)}
      </p>
    </li>
  );
}
