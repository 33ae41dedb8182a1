import { expect } from 'vitest';
import type {
  AdminOrder,
  PickupAddress,
  SellerDetailsInput,
  ShipOrderReply,
} from '@littleloom/shared';
import { adminSession, bearer } from './accounts';
import type { TestContext } from './test-app';

export const TEST_SELLER: SellerDetailsInput = {
  legalName: 'Little Loom Retail Private Limited',
  tradeName: 'Little Loom',
  address: '42 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: null,
  grievanceOfficer: { name: 'Anita Rao', email: 'grievance@littleloom.in', phone: '9876543210' },
};

export const BENGALURU_PICKUP: PickupAddress = {
  phone: '9845054321',
  street: '42 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560025',
};

/** Saves the seller's details with this pickup address (or none). */
export async function setPickup(ctx: TestContext, pickupAddress: PickupAddress | null) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(await adminSession(ctx)),
    payload: { ...TEST_SELLER, pickupAddress },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The admin's Ship on an order, as the back office sends it. */
export async function ship(ctx: TestContext, orderId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/ship`,
    headers: bearer(await adminSession(ctx)),
  });
}

/** Ships an order and answers the reply, failing the test unless it was booked. */
export async function shipped(ctx: TestContext, orderId: string): Promise<ShipOrderReply> {
  const res = await ship(ctx, orderId);
  expect(res.statusCode, res.body).toBe(200);
  const reply: ShipOrderReply = res.json();
  expect(reply.parcel.awb).not.toBeNull();
  return reply;
}

/** The order as the back office reads it. */
export async function adminOrder(ctx: TestContext, orderId: string): Promise<AdminOrder> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: bearer(await adminSession(ctx)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}
