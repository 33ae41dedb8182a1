import { eq, sql } from 'drizzle-orm';
import { WALLET_TOP_UP_DESCRIPTION } from '@littleloom/shared';
import type { Tx } from '../db/client';
import { walletTransactions } from '../db/schema';
import type { WalletService } from '../modules/wallet/service';

/** Top-ups come in round amounts of this many paise (₹500). */
const TOP_UP_STEP = 50_000;
/** A shopper tops up just before paying. */
const TOP_UP_LEAD_MS = 60_000;

/**
 * Money a demo customer adds to their wallet just before paying `amountPaise` from it, when what
 * is there falls short: the shortfall and up to ₹500 more, in whole ₹500s, credited as a top-up is
 * and dated a minute before the payment.
 */
export async function topUpBefore(
  tx: Tx,
  wallet: WalletService,
  userId: string,
  amountPaise: number,
  paidAt: Date,
): Promise<void> {
  const short = amountPaise - (await wallet.balancePaise(tx, userId));
  if (short <= 0) return;
  const { transactionId } = await wallet.credit(tx, userId, {
    amountPaise: Math.ceil((short + TOP_UP_STEP) / TOP_UP_STEP) * TOP_UP_STEP,
    description: WALLET_TOP_UP_DESCRIPTION,
  });
  await tx
    .update(walletTransactions)
    .set({ createdAt: new Date(paidAt.getTime() - TOP_UP_LEAD_MS) })
    .where(eq(walletTransactions.id, transactionId));
}

/**
 * The ledger reads lines in the order their balances changed (`seq`). The demo's lines are written
 * as its history runs and dated to their moments afterwards, a top-up a minute before the payment
 * it funds though written with it, so they are numbered again by the time they are dated: the
 * order they would have had if they had happened then. The shop is empty before the demo, so
 * these are all the lines there are.
 */
export async function numberLinesByTime(tx: Tx): Promise<void> {
  await tx.execute(sql`UPDATE wallet_transactions SET seq = -seq`);
  await tx.execute(sql`
    UPDATE wallet_transactions SET seq = numbered.place
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS place FROM wallet_transactions) AS numbered
    WHERE wallet_transactions.id = numbered.id`);
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('wallet_transactions', 'seq'), coalesce((SELECT max(seq) FROM wallet_transactions), 0) + 1, false)`,
  );
}
