import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { statesForPin, toPaise } from '@littleloom/shared';
import { productSizes, users } from '../db/schema';
import { WalletService } from '../modules/wallet/service';
import { bearer, shopperSession } from './accounts';
import { TEST_ADDRESS } from './fixtures';
import type { TestContext } from './test-app';

export interface CartLineFixture {
  productId: string;
  size?: string;
  quantity: number;
}

let shopperCount = 0;

/** The test address, moved to another PIN code with the state that PIN code is in. */
export const addressAtPin = (zip?: string) =>
  zip === undefined
    ? TEST_ADDRESS
    : { ...TEST_ADDRESS, zip, state: statesForPin(zip)?.[0] ?? TEST_ADDRESS.state };

/**
 * A signed-in shopper with a saved address and the given lines in the cart, who places orders
 * through the API as the checkout page does.
 */
export async function orderingShopper(
  ctx: TestContext,
  lines: CartLineFixture[] = [],
  addressChanges: { zip?: string } = {},
) {
  shopperCount += 1;
  const email = `buyer${shopperCount}-${Date.now()}@example.com`;
  const headers = bearer(await shopperSession(ctx, email));
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const address = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/address',
      headers,
      payload: addressAtPin(addressChanges.zip),
    })
  ).json().address;
  const addToCart = async (more: CartLineFixture[]) => {
    for (const line of more) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/cart/add',
        headers,
        payload: { size: 'M', ...line },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  await addToCart(lines);
  return {
    id: account!.id,
    email,
    headers,
    address,
    addToCart,
    place: (payload: object = {}, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/orders/create',
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { address, paymentMethod: 'COD', ...payload },
      }),
    cart: () => ctx.app.inject({ method: 'GET', url: '/api/user/cart/me', headers }),
  };
}

export type OrderingShopper = Awaited<ReturnType<typeof orderingShopper>>;

/** The stock left of one size of a product. */
export async function stockOf(ctx: TestContext, productId: string, size = 'M'): Promise<number> {
  const [row] = await ctx.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row!.stock;
}

/** Money in a shopper's wallet, as a top-up would put it there. */
export async function fundWallet(ctx: TestContext, userId: string, rupees: number): Promise<void> {
  await ctx.db.transaction((tx) =>
    new WalletService().credit(tx, userId, { amountPaise: toPaise(rupees), description: 'Top-up' }),
  );
}
