import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinStateMessage } from '@littleloom/shared';
import { addresses } from '../../db/schema';
import { bearer, shopperSession } from '../../testing/accounts';
import { TEST_ADDRESS } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let shopperCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

/** Typed as a shopper might: spaces in the phone and PIN, the state in lower case. */
const HOME = { ...TEST_ADDRESS, phone: '98765 43210', state: 'maharashtra', zip: '411 001' };

async function newShopper() {
  shopperCount += 1;
  const headers = bearer(await shopperSession(ctx, `address${shopperCount}@example.com`));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: () => call('GET', '/api/user/address'),
    add: (payload: object) => call('POST', '/api/user/address', payload),
    update: (id: string, payload: object) => call('PUT', `/api/user/address/${id}`, payload),
    remove: (id: string) => call('DELETE', `/api/user/address/${id}`),
  };
}

describe('addresses', () => {
  it('saves an Indian address, tidying the phone, PIN and state', async () => {
    const shopper = await newShopper();
    const res = await shopper.add({ ...HOME, userId: 'someone-else' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Address added successfully',
      address: { ...HOME, phone: '9876543210', zip: '411001', state: 'Maharashtra' },
    });
    const list = await shopper.list();
    expect(list.json()).toMatchObject({ success: true, addresses: [{ fullname: 'Meera Iyer' }] });
  });

  it('words each problem as the profile form does', async () => {
    const shopper = await newShopper();
    const cases: [object, string][] = [
      [{ ...HOME, fullname: '' }, 'All fields are required.'],
      [{ ...HOME, city: '   ' }, 'All fields are required.'],
      [{ ...HOME, zip: undefined }, 'All fields are required.'],
      [{ ...HOME, phone: '12345' }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
      [
        { ...HOME, phone: '5876543210' },
        'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      ],
      [{ ...HOME, zip: '011001' }, 'Enter a 6-digit PIN code that does not start with 0'],
      [{ ...HOME, zip: '41100' }, 'Enter a 6-digit PIN code that does not start with 0'],
      [{ ...HOME, state: 'Atlantis' }, 'Choose a state or union territory from the list'],
      [{ ...HOME, country: 'Nepal' }, 'We deliver within India only'],
    ];
    for (const [payload, message] of cases) {
      const res = await shopper.add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await shopper.list()).json().addresses).toEqual([]);
  });

  it('refuses a state the PIN code is not in, saying which state it is in', async () => {
    const shopper = await newShopper();
    const bengaluru = { ...HOME, city: 'Bengaluru', zip: '560001', state: 'Kerala' };
    const refused = await shopper.add(bengaluru);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: pinStateMessage('560001') });
    expect((await shopper.list()).json().addresses).toEqual([]);

    const { _id } = (await shopper.add({ ...bengaluru, state: 'Karnataka' })).json().address;
    const moved = await shopper.update(_id, { ...bengaluru, zip: '682001', state: 'Karnataka' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'PIN code 682001 is in Kerala or Lakshadweep: choose one of those, or check the PIN code',
    );
    expect((await shopper.list()).json().addresses).toMatchObject([{ state: 'Karnataka' }]);
  });

  it('changes and deletes only the caller’s own addresses', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const { _id } = (await owner.add(HOME)).json().address;
    const moved = await owner.update(_id, { ...HOME, city: 'Mumbai', zip: '400001' });
    expect(moved.json()).toMatchObject({
      message: 'Address updated successfully',
      address: { _id, city: 'Mumbai', zip: '400001' },
    });
    for (const res of [await other.update(_id, HOME), await other.remove(_id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Address not found' });
    }
    expect((await other.list()).json().addresses).toEqual([]);
    const removed = await owner.remove(_id);
    expect(removed.json()).toEqual({ success: true, message: 'Address deleted successfully' });
    expect((await owner.list()).json().addresses).toEqual([]);
    expect((await owner.remove('not-an-id')).statusCode).toBe(404);
  });

  it('keeps at most 20 addresses, and needs a session', async () => {
    const shopper = await newShopper();
    for (let i = 0; i < 20; i += 1) {
      expect((await shopper.add({ ...HOME, street: `${i} Lane` })).statusCode).toBe(201);
    }
    const more = await shopper.add(HOME);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(
      'You can keep up to 20 addresses. Delete one you no longer use first.',
    );
    expect(await ctx.db.$count(addresses)).toBeGreaterThanOrEqual(20);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/user/address' });
    expect(guest.statusCode).toBe(401);
  });
});
