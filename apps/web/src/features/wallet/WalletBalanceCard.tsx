import { WALLET_MESSAGES, formatRupees } from '@littleloom/shared';
import { serverMessageOr } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { WalletIcon } from '../../ui/icons';
import { useWalletBalance } from './wallet-balance';

/** What the wallet holds, large; a still shape of the same size while it loads. */
export function WalletBalanceCard() {
  const balance = useWalletBalance();
  if (balance.isError) {
    return (
      <ErrorState
        message={serverMessageOr(balance.error, WALLET_MESSAGES.balanceFailed)}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  return (
    <div className="flex items-center gap-4 rounded-3xl bg-mint-soft px-6 py-5">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-mint-strong"
      >
        <WalletIcon size={28} />
      </span>
      <dl>
        <dt className="text-sm font-bold text-ink">Wallet balance</dt>
        <dd
          className="text-3xl font-bold text-ink tabular-nums"
          aria-busy={balance.isPending || undefined}
        >
          {balance.isSuccess ? (
            formatRupees(balance.data)
          ) : (
            <span className="inline-block h-9 w-40 animate-pulse rounded-lg bg-white/70" />
          )}
        </dd>
      </dl>
    </div>
  );
}
