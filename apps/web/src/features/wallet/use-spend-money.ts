import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import type { AmountResult } from './amount-result';
import { useRefreshWallet } from './use-refresh-wallet';
import { spendRequest } from './wallet-api';

/**
 * Spend (storefront.md §7 Wallet: the debit call). The server takes the money only if it is there;
 * its refusal ('Insufficient wallet balance.') goes beside the amount.
 */
export function useSpendMoney() {
  const refresh = useRefreshWallet();
  const [spending, setSpending] = useState(false);

  const spend = async (amount: number): Promise<AmountResult> => {
    if (spending) return null;
    setSpending(true);
    try {
      const reply = await spendRequest(amount);
      toast.success(reply.message);
      return { kind: 'done' };
    } catch (error) {
      if (endedSession(error)) return null;
      return { kind: 'refused', problem: errorMessage(error) };
    } finally {
      // A refusal means the balance shown was out of date: show the one the server has.
      void refresh();
      setSpending(false);
    }
  };

  return { spend, spending };
}
