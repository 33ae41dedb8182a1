import { useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { ACCOUNT_QUERY_KEY, useShopperId } from '../accounts/use-session';

/** Under the account's prefix, so a logout drops it with the rest of the shopper's data. */
export const walletBalanceQueryKey = (userId: string) =>
  [ACCOUNT_QUERY_KEY, userId, 'wallet', 'balance'] as const;

/** GET /api/user/wallet/balance: what the shopper's wallet holds, in rupees. */
export function useWalletBalance() {
  const userId = useShopperId();
  return useQuery({
    queryKey: walletBalanceQueryKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const reply = await authFetch<{ success: true; walletBalance: number }>(
        '/api/user/wallet/balance',
        { signal },
      );
      return reply.walletBalance;
    },
    enabled: userId !== null,
  });
}
