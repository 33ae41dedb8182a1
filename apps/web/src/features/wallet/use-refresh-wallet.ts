import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useShopperId } from '../accounts/use-session';
import { walletBalanceQueryKey } from './wallet-balance';
import { walletHistoryQueryKey } from './wallet-api';

/** After money moves, the balance (here and at checkout) and every page of the history reload. */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: walletHistoryQueryKey(userId) }),
    ]);
  }, [queryClient, userId]);
}
