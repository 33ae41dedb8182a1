import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { bearer, shopperSession } from './accounts';
import { addOrder, type OrderLineFixture } from './fixtures';
import type { TestContext } from './test-app';

export interface Buyer {
  id: string;
  headers: Record<string, string>;
}

let buyers = 0;

/** A signed-in shopper with an order of the given items (delivered unless said otherwise). */
export async function buyer(ctx: TestContext, lines: OrderLineFixture[] = []): Promise<Buyer> {
  const email = `buyer${(buyers += 1)}@shop.test`;
  const token = await shopperSession(ctx, email);
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const id = account!.id;
  if (lines.length) await addOrder(ctx.db, id, lines);
  return { id, headers: bearer(token) };
}

/** A review a buyer might write, with any part changed. */
export const sampleReview = (rating = 5, extra: Record<string, unknown> = {}) => ({
  rating,
  title: 'Lovely frock',
  body: 'Soft cotton, true to size, and it washed well.',
  reviewerName: 'Meera I.',
  ...extra,
});

export const writeReview = (
  ctx: TestContext,
  productId: string,
  who: Buyer,
  body: object = sampleReview(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: who.headers,
    payload: body,
  });
