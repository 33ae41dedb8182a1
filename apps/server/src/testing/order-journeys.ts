import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlacedOrder } from '@littleloom/shared';
import { orders } from '../db/schema';
import { addProduct } from './fixtures';
import { fundWallet, orderingShopper, type CartLineFixture, type OrderingShopper } from './orders';
import type { TestContext } from './test-app';

let productCount = 0;

/** A product with one size, M, and its stock. */
export const sizedProduct = (ctx: TestContext, categoryId: string, price: number, stock = 10) =>
  addProduct(ctx.db, categoryId, {
    name: `Cotton Romper ${(productCount += 1)}`,
    price,
    sizes: [{ size: 'M', stock }],
    images: [`romper-${productCount}`],
  });

export interface PlacedFor {
  buyer: OrderingShopper;
  order: PlacedOrder;
}

/**
 * A shopper who has placed an order for `lines`: paid from the wallet (funded just enough), or
 * cash on delivery.
 */
export async function placedOrder(
  ctx: TestContext,
  lines: CartLineFixture[],
  paymentMethod: 'Wallet' | 'COD' = 'Wallet',
  extra: { couponCode?: string; zip?: string } = {},
): Promise<PlacedFor> {
  const buyer = await orderingShopper(ctx, lines, extra.zip ? { zip: extra.zip } : {});
  if (extra.couponCode) {
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/apply-coupon',
      headers: buyer.headers,
      payload: { couponCode: extra.couponCode },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  if (paymentMethod === 'Wallet') {
    const cart = (await buyer.cart()).json();
    await fundWallet(ctx, buyer.id, cart.finalPrice);
  }
  const res = await buyer.place({ paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, order: res.json().order };
}

export const orderRow = async (ctx: TestContext, orderId: string) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
};
