import { formatRupees, type WalletTransactionType } from '@littleloom/shared';

const dayParts = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "23-11-2026" (DD-MM-YYYY): the day of a wallet movement, in the shopper's time. */
export function walletDate(createdAt: string): string {
  const parts = dayParts.formatToParts(new Date(createdAt));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** Money in is mint, money out is coral: each pair keeps AA contrast on its ground. */
export const WALLET_TYPE_BADGE: Record<WalletTransactionType, string> = {
  CREDIT: 'bg-mint-soft text-mint-strong',
  DEBIT: 'bg-peach-soft text-coral-deep',
};

export const WALLET_TYPE_LABELS: Record<WalletTransactionType, string> = {
  CREDIT: 'Credit',
  DEBIT: 'Debit',
};

/** "+₹500.00" for money in, "−₹250.50" for money out. */
export const signedAmount = (type: WalletTransactionType, amount: number) =>
  `${type === 'CREDIT' ? '+' : '−'}${formatRupees(amount)}`;
