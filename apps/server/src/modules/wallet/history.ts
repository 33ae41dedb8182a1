import { count, desc, eq } from 'drizzle-orm';
import { toRupees, type WalletHistoryReply } from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';

/**
 * A shopper's own wallet history (storefront.md §7 Wallet, 5 a page): the ledger lines of their
 * wallet, newest first, each with the balance it left.
 */
export class WalletHistory {
  async page(db: DbOrTx, userId: string, page: number, limit: number): Promise<WalletHistoryReply> {
    const where = eq(walletTransactions.userId, userId);
    const [total] = await db.select({ n: count() }).from(walletTransactions).where(where);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(where)
      // In the order the balance changed, so each line's balance follows from the one below it.
      .orderBy(desc(walletTransactions.seq))
      .limit(limit)
      .offset((page - 1) * limit);
    const totalTransactions = total?.n ?? 0;
    return {
      success: true,
      transactions: rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        type: row.type,
        amount: toRupees(row.amountPaise),
        description: row.description,
        balanceAfterTransaction: toRupees(row.balanceAfterPaise),
      })),
      totalTransactions,
      totalPages: Math.ceil(totalTransactions / limit),
      currentPage: page,
    };
  }
}
