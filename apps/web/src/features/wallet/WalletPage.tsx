import {
  WALLET_MESSAGES,
  WALLET_TOP_UP_LIMITS,
  formatRupees,
  walletTopUpSchema,
} from '@littleloom/shared';
import { useId } from 'react';
import { useShopConfig } from '../../lib/shop-config';
import { ProfileLayout } from '../accounts/profile/ProfileLayout';
import { AmountForm } from './AmountForm';
import { useAddMoney } from './use-add-money';
import { SpendForm } from './SpendForm';
import { WalletBalanceCard } from './WalletBalanceCard';
import { WalletHistory } from './WalletHistory';
import { PageMeta } from '../../ui/PageMeta';

const TOP_UP_RANGE = `${formatRupees(WALLET_TOP_UP_LIMITS.min)} to ${formatRupees(WALLET_TOP_UP_LIMITS.max)}`;

/**
 * /profile/wallet, Profile → Wallet (storefront.md §2, §7): the balance, Add Money by card (when
 * the shop takes card payments), Spend (after a confirmation), and the history 5 to a page.
 * Guarded. After money moves, the balance and history reload.
 */
export function WalletPage() {
  const ids = useId();
  const top = useAddMoney();
  // Money is added by card: a shop that takes no card payments offers no Add Money.
  const config = useShopConfig();

  return (
    <ProfileLayout>
      <title>Wallet · Little Loom</title>
      <PageMeta noindex />
      <section
        aria-labelledby={`${ids}-heading`}
        className="flex flex-col gap-6 rounded-3xl border border-line bg-white p-6 sm:p-8"
      >
        <h2 id={`${ids}-heading`} className="text-xl font-bold text-ink">
          Wallet
        </h2>
        <WalletBalanceCard />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {config.data?.paymentProvider === null ? (
            <div className="flex flex-col gap-1 rounded-3xl border border-line bg-white p-6">
              <h3 className="text-lg font-bold text-ink">Add Money</h3>
              <p className="text-sm text-ink-muted">{WALLET_MESSAGES.topUpUnavailable}</p>
            </div>
          ) : (
            <AmountForm
              title="Add Money"
              label="Amount to add"
              submitLabel="Add Money"
              busyLabel="Adding…"
              busy={top.adding}
              check={(amount) =>
                walletTopUpSchema.safeParse({ amount }).success
                  ? null
                  : WALLET_MESSAGES.invalidAmount
              }
              onSubmit={top.addMoney}
            >
              {`Pay by card or UPI, ${TOP_UP_RANGE} at a time.`}
            </AmountForm>
          )}
          <SpendForm />
        </div>
        <WalletHistory headingId={`${ids}-history`} />
      </section>
      {top.dialog}
    </ProfileLayout>
  );
}
