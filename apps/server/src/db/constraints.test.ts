import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';
import type { Database, DatabaseHandle } from './client';
import {
  categories,
  orders,
  products,
  productSizes,
  users,
  wallets,
  walletTransactions,
} from './schema';

let handle: DatabaseHandle;
let db: Database;
let userId: string;
let productId: string;

/** The database's own refusal, whichever driver reports it. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return String((cause as { message?: string }).message ?? cause);
  }
  throw new Error('the database accepted it');
}

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ name: 'Asha', email: 'asha@example.com' })
    .returning();
  userId = user!.id;
  const [category] = await db
    .insert(categories)
    .values({ name: 'Girls', description: 'For girls' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      name: 'Frock',
      description: 'Cotton frock',
      brand: 'H&M',
      categoryId: category!.id,
      pricePaise: 49900,
    })
    .returning();
  productId = product!.id;
  await db.insert(productSizes).values({ productId, size: '2-3Y', stock: 3 });
  await db.insert(wallets).values({ userId });
});

afterAll(async () => {
  await handle.close();
});

describe('constraints that protect money and stock', () => {
  it('keeps e-mails unique whatever their case', async () => {
    expect(
      await refusal(db.insert(users).values({ name: 'Other', email: 'ASHA@Example.com' })),
    ).toContain('users_email_lower_key');
  });

  it('never lets stock go below zero', async () => {
    expect(
      await refusal(
        db
          .update(productSizes)
          .set({ stock: sql`${productSizes.stock} - 4` })
          .where(eq(productSizes.productId, productId)),
      ),
    ).toContain('product_sizes_stock_check');
    const [row] = await db.select().from(productSizes).where(eq(productSizes.productId, productId));
    expect(row?.stock).toBe(3);
  });

  it('never lets a wallet balance go below zero', async () => {
    expect(
      await refusal(db.update(wallets).set({ balancePaise: -1 }).where(eq(wallets.userId, userId))),
    ).toContain('wallets_balance_check');
    expect(
      await refusal(
        db.insert(walletTransactions).values({
          userId,
          type: 'DEBIT',
          amountPaise: 0,
          description: 'nothing',
          balanceAfterPaise: 0,
        }),
      ),
    ).toContain('wallet_transactions_amount_check');
  });

  it('keeps a sale price below the price', async () => {
    expect(
      await refusal(
        db.update(products).set({ discountPricePaise: 49900 }).where(eq(products.id, productId)),
      ),
    ).toContain('products_discount_price_check');
    expect(
      await refusal(db.update(products).set({ pricePaise: 0 }).where(eq(products.id, productId))),
    ).toContain('products_price_check');
  });

  it('keeps an order total equal to subtotal - discount + delivery', async () => {
    const address = {
      fullname: 'A',
      phone: '9876543210',
      street: 'S',
      city: 'C',
      state: 'K',
      zip: '560001',
      country: 'India',
    };
    expect(
      await refusal(
        db.insert(orders).values({
          userId,
          paymentMethod: 'COD',
          subtotalPaise: 10000,
          discountPaise: 1000,
          deliveryChargePaise: 5000,
          finalPricePaise: 15000,
          totalQuantity: 1,
          address,
        }),
      ),
    ).toContain('orders_final_price_check');
    const [ok] = await db
      .insert(orders)
      .values({
        userId,
        paymentMethod: 'COD',
        subtotalPaise: 10000,
        discountPaise: 1000,
        deliveryChargePaise: 5000,
        finalPricePaise: 14000,
        totalQuantity: 1,
        address,
      })
      .returning({ id: orders.id });
    expect(ok?.id).toBeDefined();
  });

  it('refuses references to rows that do not exist', async () => {
    expect(
      await refusal(
        db
          .insert(productSizes)
          .values({ productId: '00000000-0000-4000-8000-000000000000', size: 'M' }),
      ),
    ).toContain('product_sizes_product_id_products_id_fk');
  });
});
