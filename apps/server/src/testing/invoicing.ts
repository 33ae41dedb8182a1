import { expect } from 'vitest';
import type { PlacedOrder } from '@littleloom/shared';
import type { TestContext } from './test-app';

/** The seller's details in a state, with a GSTIN or (empty) none. */
export async function setSeller(
  ctx: TestContext,
  admin: Record<string, string>,
  state: string,
  gstin = '',
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: {
      legalName: 'Little Loom Retail Private Limited',
      tradeName: 'Little Loom',
      address: '42 Residency Road, Pune 411001',
      state,
      gstin,
      grievanceOfficer: {
        name: 'Anita Rao',
        email: 'grievance@littleloom.in',
        phone: '9876543210',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An admin moves one item of an order; the order as it then stands. */
export async function moveItem(
  ctx: TestContext,
  admin: Record<string, string>,
  orderId: string,
  itemId: string,
  trackingStatus: string,
): Promise<PlacedOrder> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/item/${itemId}/tracking-status`,
    headers: admin,
    payload: { trackingStatus },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as PlacedOrder;
}
