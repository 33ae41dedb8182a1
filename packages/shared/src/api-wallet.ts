import { z } from './zod';
import { PAGE_SIZE, type WalletTransactionType } from './constants';
import { hasAtMostTwoDecimals } from './money';

/**
 * The shopper's wallet (storefront.md §7 Wallet): its balance, its history, spending from it and
 * adding money through a card payment. Amounts are rupees, except a gateway order's (paise, §9).
 */

export const WALLET_MESSAGES = {
  invalidAmount: 'Invalid amount: Please enter a valid amount.',
  insufficient: 'Insufficient wallet balance.',
  balanceFailed: 'Failed to fetch wallet balance',
  historyFailed: 'Error fetching wallet history',
  paymentFailed: 'Wallet Payment Failed',
  notFound: 'Wallet not found',
  topUpStarted: 'Pay to add the money to your wallet',
  toppedUp: 'Money added to your wallet',
  topUpGivenBack:
    'This top-up was already paid, so this second payment is being refunded to you. Your wallet was credited once.',
  debited: 'Wallet debited',
  /** Money is added by card; without a card gateway there is no way to add it. */
  topUpUnavailable:
    'Adding money to your wallet is not available at the moment, as card payments are switched off.',
  /** Spend takes money out of the wallet for good: nothing is paid out anywhere. */
  spendExplained:
    'Takes money out of your wallet balance. It is not paid out to you, your bank or an order.',
  spendWarning: (amount: string) =>
    `${amount} will leave your wallet balance and will not be paid out anywhere: not to your bank, your card or an order. This cannot be undone.`,
} as const;

/** Rupees one top-up may add: a whole rupee at least, and no more than this at a time. */
export const WALLET_TOP_UP_LIMITS = { min: 1, max: 50_000 } as const;

/** The ledger line a top-up writes. */
export const WALLET_TOP_UP_DESCRIPTION = 'Wallet top-up';

const amountOf = (max: number) =>
  z
    .number({ error: WALLET_MESSAGES.invalidAmount })
    .positive(WALLET_MESSAGES.invalidAmount)
    .max(max, WALLET_MESSAGES.invalidAmount)
    .refine(hasAtMostTwoDecimals, WALLET_MESSAGES.invalidAmount);

/** POST /wallet/create-order: rupees to add, 1 to 50,000 with at most 2 decimals. */
export const walletTopUpSchema = z.object({
  amount: amountOf(WALLET_TOP_UP_LIMITS.max).refine(
    (amount) => amount >= WALLET_TOP_UP_LIMITS.min,
    WALLET_MESSAGES.invalidAmount,
  ),
});

/** GET /user/wallet/details: 5 lines a page unless asked otherwise. */
export const walletHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.walletHistory),
});

/**
 * What a shopper typed as an amount, as rupees: digits with at most 2 decimals, else null (the
 * form then says 'Invalid amount: Please enter a valid amount.').
 */
export function readRupeeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}

/** GET /user/wallet/balance/:userId. */
export interface WalletBalanceOfReply {
  success: true;
  balance: number;
}

export interface WalletTransactionView {
  _id: string;
  createdAt: string;
  type: WalletTransactionType;
  amount: number;
  description: string;
  balanceAfterTransaction: number;
}

/** GET /user/wallet/details?page=&limit=: newest first. */
export interface WalletHistoryReply {
  success: true;
  transactions: WalletTransactionView[];
  totalTransactions: number;
  totalPages: number;
  currentPage: number;
}

/** POST /user/wallet/debit. */
export interface WalletDebitReply {
  success: true;
  message: string;
  transactionId: string;
  /** Rupees left. */
  balance: number;
}

/** POST /wallet/create-order: the gateway order to pay for the top-up. */
export interface WalletTopUpOrderReply {
  success: true;
  message: string;
  /** Paise. */
  amount: number;
  order: { id: string; amount: number; currency: string };
  keyId: string;
}

/** POST /wallet/verify-payment. */
export interface WalletTopUpReply {
  success: true;
  message: string;
  /** Rupees, after the top-up. */
  walletBalance: number;
}
