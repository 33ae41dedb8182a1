import { inArray } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { categories, products, productSizes, users } from '../apps/server/src/db/schema';
import { ensureAccount } from '../apps/server/src/modules/accounts/bootstrap';
import { WalletService } from '../apps/server/src/modules/wallet/service';

/** One size of a product on sale, and how many pieces of it the run started with. */
export interface StockedSize {
  productId: string;
  size: string;
  initial: number;
}

export interface BenchShopper {
  userId: string;
  email: string;
  password: string;
  paymentMethod: 'COD' | 'Wallet';
}

const SIZES = ['S', 'M'];
export const SHOPPER_PASSWORD = 'Bench@Shopper-2026';
/** Enough for every order a shopper can place in a run: none is refused for want of money. */
const WALLET_FUNDS_PAISE = 10_00_000 * 100;

/**
 * A few products with little stock, written directly: two sizes each, priced so that two pieces
 * stay under the cash-on-delivery limit (₹1,000).
 */
export async function stockTheShop(
  db: Database,
  name: string,
  productCount: number,
  unitsPerSize: number,
): Promise<StockedSize[]> {
  const [category] = await db
    .insert(categories)
    .values({ name, description: 'Products the checkout benchmark sells' })
    .returning({ id: categories.id });
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        name: `${name} Tee No. ${i + 1}`,
        description: 'Sold out by the checkout benchmark.',
        brand: 'Little Loom',
        categoryId: category!.id,
        pricePaise: 29_900 + i * 5_000,
      })),
    )
    .returning({ id: products.id });
  const sizes = rows.flatMap((row) =>
    SIZES.map((size, position) => ({ productId: row.id, size, stock: unitsPerSize, position })),
  );
  await db.insert(productSizes).values(sizes);
  return sizes.map(({ productId, size }) => ({ productId, size, initial: unitsPerSize }));
}

/**
 * Verified accounts made directly, as the shop's own bootstrap makes them (registering through the
 * API needs a mailed code). Every other shopper pays from a wallet, funded through the wallet
 * service so the balance has its ledger line; the rest pay cash on delivery.
 */
export async function makeShoppers(db: Database, count: number): Promise<BenchShopper[]> {
  const emails = Array.from({ length: count }, (_, i) => `shopper-${i + 1}@bench.example`);
  for (const email of emails) {
    await ensureAccount(db, {
      name: 'Bench Shopper',
      email,
      password: SHOPPER_PASSWORD,
      role: 'user',
    });
  }
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const wallet = new WalletService();
  const shoppers: BenchShopper[] = [];
  for (const [i, email] of emails.entries()) {
    const userId = accounts.find((account) => account.email === email)!.id;
    const paymentMethod = i % 2 === 0 ? 'Wallet' : 'COD';
    if (paymentMethod === 'Wallet') {
      await db.transaction((tx) =>
        wallet.credit(tx, userId, { amountPaise: WALLET_FUNDS_PAISE, description: 'Top-up' }),
      );
    }
    shoppers.push({ userId, email, password: SHOPPER_PASSWORD, paymentMethod });
  }
  return shoppers;
}
