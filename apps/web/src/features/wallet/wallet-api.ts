import {
  PAGE_SIZE,
  type PaymentProof,
  type WalletDebitReply,
  type WalletHistoryReply,
  type WalletTopUpOrderReply,
  type WalletTopUpReply,
} from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { ACCOUNT_QUERY_KEY, useShopperId } from '../accounts/use-session';

/**
 * The wallet page's calls (storefront.md §7 Wallet). The balance is wallet-balance.ts's, shared
 * with the checkout; every call acts on the caller's own wallet.
 */

/** Every page of the history, under the account's prefix so a logout drops it. */
export const walletHistoryQueryKey = (userId: string) =>
  [ACCOUNT_QUERY_KEY, userId, 'wallet', 'history'] as const;

/** GET /api/user/wallet/details: one page of the history, newest first, 5 to a page. */
export const fetchWalletHistory = (page: number, signal?: AbortSignal) =>
  authFetch<WalletHistoryReply>(
    `/api/user/wallet/details?page=${page}&limit=${PAGE_SIZE.walletHistory}`,
    { signal },
  );

export function useWalletHistory(page: number) {
  const userId = useShopperId();
  return useQuery({
    queryKey: [...walletHistoryQueryKey(userId ?? ''), page],
    queryFn: ({ signal }) => fetchWalletHistory(page, signal),
    enabled: userId !== null,
    // The page being left stays on screen until the next arrives, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/user/wallet/debit: spends from the wallet; never below zero. */
export const spendRequest = (amount: number) =>
  authFetch<WalletDebitReply>('/api/user/wallet/debit', { method: 'POST', body: { amount } });

/** POST /api/wallet/create-order: a gateway order for the money to add. */
export const startTopUpRequest = (amount: number) =>
  authFetch<WalletTopUpOrderReply>('/api/wallet/create-order', {
    method: 'POST',
    body: { amount },
  });

/** POST /api/wallet/verify-payment: the signed payment; the server credits what it stored. */
export const verifyTopUpRequest = (proof: PaymentProof) =>
  authFetch<WalletTopUpReply>('/api/wallet/verify-payment', { method: 'POST', body: proof });
