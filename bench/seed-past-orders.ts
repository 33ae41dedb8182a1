import { ensureAccount } from '../apps/server/src/modules/accounts/bootstrap';
import type { Database } from '../apps/server/src/db/client';
import { orderItems, orders, users } from '../apps/server/src/db/schema';
import { eq } from 'drizzle-orm';

const ADDRESS = {
  fullname: 'Bench Shopper',
  phone: '9876543210',
  street: '1 Bench Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

/**
 * Writes `count` delivered orders of 1-3 lines over the given products, skewed so some sell far
 * more than others, straight into the database: the best-seller endpoints then rank real sales
 * instead of an empty table.
 */
export async function seedPastOrders(
  db: Database,
  productIds: readonly string[],
  count: number,
): Promise<void> {
  await ensureAccount(db, {
    name: 'Bench Shopper',
    email: 'past-orders@bench.example',
    password: 'Bench@Only-2026',
    role: 'user',
  });
  const [shopper] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'past-orders@bench.example'));
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const lines = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      return Array.from({ length: 1 + (i % 3) }, (_, j) => ({
        // Squaring the position favours the first products: a long tail, as real sales have.
        productId:
          productIds[Math.floor((((i * 7 + j * 13) % 1000) ** 2 / 1000 ** 2) * productIds.length)]!,
        quantity: 1 + ((i + j) % 2),
        unitPricePaise: 49_900,
      }));
    });
    const rows = await db
      .insert(orders)
      .values(
        lines.map((orderLines) => {
          const subtotal = orderLines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
          return {
            userId: shopper!.id,
            paymentMethod: 'COD' as const,
            paymentStatus: 'Paid' as const,
            subtotalPaise: subtotal,
            deliveryChargePaise: 5000,
            finalPricePaise: subtotal + 5000,
            totalQuantity: orderLines.reduce((sum, l) => sum + l.quantity, 0),
            address: ADDRESS,
          };
        }),
      )
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      rows.flatMap((row, k) =>
        lines[k]!.map((line) => ({
          orderId: row.id,
          ...line,
          name: 'Past order line',
          brand: 'Little Loom',
          size: '4-5Y',
          trackingStatus: 'DELIVERED' as const,
        })),
      ),
    );
  }
}
