import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderItems, orders, walletTransactions } from '../db/schema';
import { itemValuePaise } from '../modules/orders/refunds';
import { WalletService, type WalletEntry } from '../modules/wallet/service';
import type { DemoOrder } from './demo-orders';
import { seededRandom } from './seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Customers whose card orders were paid from the wallet instead: enough for every report. */
const WALLET_CUSTOMERS = 4;
/** Top-ups come in round amounts of this many paise (₹500). */
const TOP_UP_STEP = 50_000;

interface WalletEvent {
  at: Date;
  kind: 'pay' | 'refund';
  order: DemoOrder;
  amountPaise: number;
}

/**
 * Wallet history for the demo shop: some customers top their wallet up, pay orders from it and
 * get refunds for returned items. Every movement goes through the wallet service (conditional
 * balance update plus its ledger line) and is then dated when it happened, in order, so each
 * balance equals its ledger and every "balance after" reads right in time.
 */
export async function seedDemoWallet(tx: Tx, demoOrders: DemoOrder[]): Promise<void> {
  const wallet = new WalletService();
  const random = seededRandom(20261123);
  const customers = [...new Set(demoOrders.map((order) => order.userId))].slice(
    0,
    WALLET_CUSTOMERS,
  );
  for (const userId of customers) {
    const paidFromWallet = demoOrders
      .filter((order) => order.userId === userId && order.card && order.paid)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (paidFromWallet.length === 0) continue;
    await tx
      .update(orders)
      .set({ paymentMethod: 'Wallet' })
      .where(
        inArray(
          orders.id,
          paidFromWallet.map((order) => order.id),
        ),
      );
    const events: WalletEvent[] = paidFromWallet.map((order) => ({
      at: order.createdAt,
      kind: 'pay',
      order,
      amountPaise: order.finalPricePaise,
    }));
    for (const order of paidFromWallet) {
      if (random() < 0.4) {
        const refund = await returnOneItem(tx, order);
        if (refund) events.push(refund);
      }
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());

    let balance = 0;
    const dated = async (
      at: Date,
      movement: Promise<{ transactionId: string; balanceAfterPaise: number }>,
    ) => {
      const { transactionId, balanceAfterPaise } = await movement;
      await tx
        .update(walletTransactions)
        .set({ createdAt: at })
        .where(eq(walletTransactions.id, transactionId));
      balance = balanceAfterPaise;
    };
    for (const event of events) {
      const entry: WalletEntry = {
        amountPaise: event.amountPaise,
        orderId: event.order.id,
        description:
          event.kind === 'pay'
            ? `Payment for order ${event.order.orderNumber}`
            : `Refund for returned items of order ${event.order.orderNumber}`,
      };
      if (event.kind === 'refund') {
        await dated(event.at, wallet.credit(tx, userId, entry));
        continue;
      }
      if (balance < event.amountPaise) {
        const short = event.amountPaise - balance;
        const topUp = Math.ceil((short + TOP_UP_STEP) / TOP_UP_STEP) * TOP_UP_STEP;
        await dated(
          new Date(event.at.getTime() - 2 * HOUR_MS),
          wallet.credit(tx, userId, { amountPaise: topUp, description: 'Wallet top-up' }),
        );
      }
      await dated(event.at, wallet.debit(tx, userId, entry));
    }
  }
  await numberLinesByTime(tx);
}

/**
 * The ledger reads lines in the order their balances changed (`seq`). The demo writes each
 * customer's history in turn and dates it afterwards, so its lines are numbered again by the time
 * they are dated: the order they would have had if they had happened then. The shop is empty
 * before the demo, so these are all the lines there are.
 */
async function numberLinesByTime(tx: Tx): Promise<void> {
  await tx.execute(sql`UPDATE wallet_transactions SET seq = -seq`);
  await tx.execute(sql`
    UPDATE wallet_transactions SET seq = numbered.place
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS place FROM wallet_transactions) AS numbered
    WHERE wallet_transactions.id = numbered.id`);
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('wallet_transactions', 'seq'), coalesce((SELECT max(seq) FROM wallet_transactions), 0) + 1, false)`,
  );
}

/**
 * A delivered item of an order with several lines sent back and refunded six days after the
 * order: its line marked RETURNED, the order's refund processed. Undefined when nothing fits.
 */
async function returnOneItem(tx: Tx, order: DemoOrder): Promise<WalletEvent | undefined> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const index = items.findIndex((item) => item.trackingStatus === 'DELIVERED');
  if (items.length < 2 || index < 0) return undefined;
  const returned = items[index]!;
  const at = new Date(order.createdAt.getTime() + 6 * DAY_MS);
  await tx
    .update(orderItems)
    .set({ trackingStatus: 'RETURNED', updatedAt: at })
    .where(eq(orderItems.id, returned.id));
  await tx.update(orders).set({ refundProcessed: true }).where(eq(orders.id, order.id));
  return { at, kind: 'refund', order, amountPaise: itemValuePaise(returned) };
}
