import {
  dayIn,
  formatRupees,
  SHOP_TIME_ZONE,
  type WalletTransactionType,
} from '@littleloom/shared';

/** "23-11-2026" (DD-MM-YYYY): the day of a wallet movement, in the shop's time. */
export function walletDate(createdAt: string): string {
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) return createdAt;
  const [year, month, day] = dayIn(at, SHOP_TIME_ZONE).split('-');
  return `${day}-${month}-${year}`;
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
