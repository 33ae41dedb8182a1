import { expect } from 'vitest';
import type { TestContext } from './test-app';

/** A live coupon with no real minimum, created as an admin would, for tests that use one. */
export async function createCoupon(
  ctx: TestContext,
  admin: Record<string, string>,
  coupon: { code: string; discount: number },
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/coupon',
    headers: admin,
    payload: { ...coupon, minPurchaseAmount: 1, expiryDate: '2099-01-01' },
  });
  expect(res.statusCode, res.body).toBe(201);
}
