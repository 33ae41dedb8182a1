import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wallets, walletTransactions } from '../db/schema';

/**
 * A wallet's balance and the sum of its ledger, in paise: the invariant every wallet test checks
 * (the balance is never negative and always equals its ledger).
 */
export async function walletState(
  db: Database,
  userId: string,
): Promise<{ balancePaise: number; ledgerSumPaise: number }> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const ledger = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return {
    balancePaise: wallet?.balancePaise ?? 0,
    ledgerSumPaise: ledger.reduce(
      (sum, line) => sum + (line.type === 'CREDIT' ? line.amountPaise : -line.amountPaise),
      0,
    ),
  };
}
