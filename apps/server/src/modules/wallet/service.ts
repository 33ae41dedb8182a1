import { and, eq, gte, sql } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@littleloom/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { users, wallets, walletTransactions } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** What a wallet movement is about, kept on its ledger line. */
export interface WalletEntry {
  amountPaise: number;
  description: string;
  orderId?: string;
  gatewayPaymentId?: string;
}

export interface WalletMovement {
  transactionId: string;
  balanceAfterPaise: number;
}

/**
 * Wallets: a balance per shopper and the ledger of every movement. Each movement is one
 * conditional update of the balance (never below zero) plus its ledger line holding the balance
 * after, inside the caller's transaction; the balance always equals the sum of its ledger.
 */
export class WalletService {
  async balancePaise(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ balance: wallets.balancePaise })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    return row?.balance ?? 0;
  }

  async accountExists(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  async credit(tx: Tx, userId: string, entry: WalletEntry): Promise<WalletMovement> {
    await tx.insert(wallets).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .update(wallets)
      .set({
        balancePaise: sql`${wallets.balancePaise} + ${entry.amountPaise}`,
        updatedAt: new Date(),
      })
      .where(eq(wallets.userId, userId))
      .returning({ balance: wallets.balancePaise });
    return this.record(tx, userId, 'CREDIT', entry, row!.balance);
  }

  /** Takes money out only if it is there; otherwise refuses and changes nothing. */
  async debit(tx: Tx, userId: string, entry: WalletEntry): Promise<WalletMovement> {
    const [row] = await tx
      .update(wallets)
      .set({
        balancePaise: sql`${wallets.balancePaise} - ${entry.amountPaise}`,
        updatedAt: new Date(),
      })
      .where(and(eq(wallets.userId, userId), gte(wallets.balancePaise, entry.amountPaise)))
      .returning({ balance: wallets.balancePaise });
    if (!row) throw badRequest(WALLET_MESSAGES.insufficient);
    return this.record(tx, userId, 'DEBIT', entry, row.balance);
  }

  private async record(
    tx: Tx,
    userId: string,
    type: 'CREDIT' | 'DEBIT',
    entry: WalletEntry,
    balanceAfterPaise: number,
  ): Promise<WalletMovement> {
    const [line] = await tx
      .insert(walletTransactions)
      .values({
        userId,
        type,
        amountPaise: entry.amountPaise,
        description: entry.description,
        balanceAfterPaise,
        orderId: entry.orderId ?? null,
        gatewayPaymentId: entry.gatewayPaymentId ?? null,
      })
      .returning({ id: walletTransactions.id });
    return { transactionId: line!.id, balanceAfterPaise };
  }
}
