import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownMigrations, migrationsUpTo } from '../modules/backups/schema-version';
import { addCategory, addProduct } from '../testing/fixtures';
import { openPglite } from './client';
import { orderItems, orders, users } from './schema';

describe('the migration that keeps an item’s colour', () => {
  it('gives items ordered before it their product’s colour, and none to a product without one', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'littleloom-item-colours-'));
    const database = await openPglite();
    try {
      const migrations = await knownMigrations();
      const mine = migrations.findIndex((entry) => entry.tag === '0031_order_items_keep_colour');
      expect(mine).toBeGreaterThan(0);
      await database.migrate(await migrationsUpTo(mine - 1, scratch));

      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({ name: 'Asha', email: 'asha@example.com' })
        .returning({ id: users.id });
      const girls = await addCategory(db, 'Girls');
      const rose = await addProduct(db, girls, {
        name: 'Blossom Puff-Sleeve Frock',
        price: 700,
        colour: { name: 'Rose', hex: '#d9667f' },
      });
      const plain = await addProduct(db, girls, { name: 'Knit Booties', price: 300 });
      const [order] = await db
        .insert(orders)
        .values({
          userId: user!.id,
          paymentMethod: 'COD',
          subtotalPaise: 100_000,
          deliveryChargePaise: 5_000,
          finalPricePaise: 105_000,
          totalQuantity: 2,
          address: {
            fullname: 'Asha Rao',
            phone: '9876543210',
            street: '1 Main Road',
            city: 'Pune',
            state: 'MH',
            zip: '411001',
            country: 'India',
          },
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      // Written as the shop wrote items then: the table has no colour column yet.
      for (const [productId, name, price] of [
        [rose, 'Blossom Puff-Sleeve Frock', 70_000],
        [plain, 'Knit Booties', 30_000],
      ] as const) {
        await db.execute(sql`
          INSERT INTO order_items (order_id, product_id, name, brand, size, quantity, unit_price_paise)
          VALUES (${orderId}, ${productId}, ${name}, 'Little Loom', 'M', 1, ${price})`);
      }

      await database.migrate();

      const items = await db
        .select({ productId: orderItems.productId, colourName: orderItems.colourName })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      expect(Object.fromEntries(items.map((item) => [item.productId, item.colourName]))).toEqual({
        [rose]: 'Rose',
        [plain]: null,
      });
    } finally {
      await database.close();
    }
  });
});
