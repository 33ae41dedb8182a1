import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, SELLER_MESSAGES, type SellerDetailsInput } from '@littleloom/shared';
import { sellerDetails } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let shopper: Record<string, string>;

const details: SellerDetailsInput = {
  legalName: 'Little Loom Retail Private Limited',
  tradeName: 'Little Loom',
  address: '42 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29aagcb7383j1z4',
  grievanceOfficer: { name: 'Anita Rao', email: 'grievance@littleloom.in', phone: '9876543210' },
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  shopper = bearer(await shopperSession(ctx, 'seller-shopper@example.com'));
});

afterAll(async () => {
  await ctx.close();
});

const save = (payload: unknown, headers = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: payload as object,
  });

describe('seller details', () => {
  it('are empty until an administrator fills them in', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    expect(own.json()).toEqual({ success: true, seller: null });
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/seller' });
    expect(shown.json()).toEqual({ success: true, seller: null });
  });

  it('are kept by administrators only', async () => {
    for (const headers of [{}, shopper]) {
      const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
      expect(read.statusCode).toBe(headers === shopper ? 403 : 401);
      const write = await save(details, headers);
      expect(write.statusCode).toBe(headers === shopper ? 403 : 401);
    }
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/seller' });
    expect(shown.json().seller).toBeNull();
  });

  it('are saved, read back, and changed again in place', async () => {
    const saved = await save(details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: SELLER_MESSAGES.saved });
    expect(saved.json().seller.gstin).toBe('29AAGCB7383J1Z4');
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    // Details saved without a pickup address (as before there was one) have none.
    expect(read.json().seller).toEqual({
      ...details,
      gstin: '29AAGCB7383J1Z4',
      pickupAddress: null,
    });

    const changed = await save({ ...details, tradeName: 'Little Loom Kids', gstin: '' });
    expect(changed.json().seller).toMatchObject({ tradeName: 'Little Loom Kids', gstin: null });
  });

  it('are shown to shoppers without the grievance officer’s phone', async () => {
    await save(details);
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/seller' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().seller).toEqual({
      legalName: details.legalName,
      tradeName: details.tradeName,
      address: details.address,
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      grievanceOfficer: { name: 'Anita Rao', email: 'grievance@littleloom.in' },
    });
    expect(shown.body).not.toContain('9876543210');
  });

  it('refuse a GSTIN that does not fit, and change nothing', async () => {
    await save(details);
    for (const [gstin, state, message] of [
      ['29AAGCB7383J1Z5', 'Karnataka', GSTIN_MESSAGES.checksum],
      ['29AAGCB7383J1Z4', 'Kerala', GSTIN_MESSAGES.state],
      ['29AAGCB7383J1', 'Karnataka', GSTIN_MESSAGES.length],
    ] as const) {
      const res = await save({ ...details, legalName: 'Someone Else', gstin, state });
      expect(res.statusCode, gstin).toBe(400);
      expect(res.json(), gstin).toEqual({ success: false, message });
    }
    const blank = await save({
      ...details,
      grievanceOfficer: { ...details.grievanceOfficer, phone: '12' },
    });
    expect(blank.json().message).toBe(SELLER_MESSAGES.officerPhone);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(read.json().seller.legalName).toBe(details.legalName);
  });

  it('keep a pickup address, whole or not at all, out of what shoppers are shown', async () => {
    const pickupAddress = {
      phone: '98450 54321',
      street: '4 Old Airport Road, Domlur',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560 071',
    };
    const saved = await save({ ...details, pickupAddress });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().message).toBe(SELLER_MESSAGES.pickupPhone);

    const kept = await save({
      ...details,
      pickupAddress: { ...pickupAddress, phone: '9845054321' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const expected = { ...pickupAddress, phone: '9845054321', pin: '560071' };
    expect(kept.json().seller.pickupAddress).toEqual(expected);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(read.json().seller.pickupAddress).toEqual(expected);
    const [row] = await ctx.db.select().from(sellerDetails);
    expect(row).toMatchObject({ pickupPin: '560071', pickupCity: 'Bengaluru' });

    const shown = await ctx.app.inject({ method: 'GET', url: '/api/seller' });
    expect(shown.json().seller).not.toHaveProperty('pickupAddress');
    expect(shown.body).not.toContain('Domlur');
    expect(shown.body).not.toContain('9845054321');

    for (const [partial, message] of [
      [{ ...expected, street: ' ' }, SELLER_MESSAGES.pickupStreet],
      [{ ...expected, city: '' }, SELLER_MESSAGES.pickupCity],
      [{ ...expected, state: 'Atlantis' }, SELLER_MESSAGES.pickupState],
      [{ ...expected, pin: '060001' }, SELLER_MESSAGES.pickupPin],
      [{ phone: expected.phone }, SELLER_MESSAGES.pickupStreet],
    ] as const) {
      const res = await save({ ...details, pickupAddress: partial });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json()
        .seller.pickupAddress,
    ).toEqual(expected);

    const cleared = await save({ ...details, pickupAddress: null });
    expect(cleared.json().seller.pickupAddress).toBeNull();
    const [emptied] = await ctx.db.select().from(sellerDetails);
    expect(emptied).toMatchObject({ pickupPhone: null, pickupStreet: null, pickupPin: null });
  });

  it('keep a pickup address all there or all missing, whatever writes it', async () => {
    await save(details);
    await expect(
      ctx.db.update(sellerDetails).set({ pickupPin: '560001', pickupPhone: null }),
    ).rejects.toThrow();
  });
});
