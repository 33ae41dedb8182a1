import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHIPPING_MESSAGES } from '@littleloom/shared';
import { manualClock } from '../../platform/clock';
import { BENGALURU_PICKUP, setPickup } from '../../testing/parcels';
import {
  SHIPROCKET_STAND_IN_PINS,
  SHIPROCKET_TEST_LOGIN,
  shiprocketStandIn,
  type ShiprocketStandIn,
} from '../../testing/shiprocket';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { SERVICEABILITY_CACHE_MS } from './service';

/** 01:30 on 11 March in India, still 10 March in UTC: the shop's day is India's. */
const EVENING_IN_UTC = new Date('2026-03-10T20:00:00Z');

const check = (ctx: TestContext, pin: string, from = '127.0.0.1') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/shipping/serviceability?pin=${encodeURIComponent(pin)}`,
    remoteAddress: from,
  });

describe('GET /api/shipping/serviceability with the courier simulator', () => {
  let ctx: TestContext;
  const clock = manualClock(EVENING_IN_UTC);

  beforeAll(async () => {
    ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('counts from the farthest ordinary zone while the shop has no pickup address', async () => {
    expect(ctx.app.courier.provider).toBe('simulator');
    const res = await check(ctx, '560001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      pin: '560001',
      serviceable: true,
      cod: true,
      estimatedDelivery: '2026-03-17',
    });
  });

  it('counts the days from the pickup PIN, from the shop’s today', async () => {
    await setPickup(ctx, BENGALURU_PICKUP);
    const within = await check(ctx, '560 001');
    expect(within.json()).toEqual({
      success: true,
      pin: '560001',
      serviceable: true,
      cod: true,
      estimatedDelivery: '2026-03-13',
    });
    expect((await check(ctx, '500001')).json().estimatedDelivery).toBe('2026-03-16');
    expect((await check(ctx, '600001')).json().estimatedDelivery).toBe('2026-03-17');
    expect((await check(ctx, '781001')).json().estimatedDelivery).toBe('2026-03-19');
  });

  it('says where it does not deliver, and where it takes no cash', async () => {
    expect((await check(ctx, '744101')).json()).toEqual({
      success: true,
      pin: '744101',
      serviceable: false,
      cod: false,
      estimatedDelivery: null,
    });
    expect((await check(ctx, '737101')).json()).toEqual({
      success: true,
      pin: '737101',
      serviceable: true,
      cod: false,
      estimatedDelivery: '2026-03-19',
    });
  });

  it('refuses a malformed PIN code with the shop’s words', async () => {
    for (const pin of ['56000', '5600011', '060001', 'abcdef', '56 00 0x']) {
      const res = await check(ctx, pin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: SHIPPING_MESSAGES.pinInvalid });
    }
    const none = await ctx.app.inject({ method: 'GET', url: '/api/shipping/serviceability' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(SHIPPING_MESSAGES.pinInvalid);
  });

  it('keeps each answer a few minutes, per PIN and pickup', async () => {
    const asked = vi.spyOn(ctx.app.courier, 'serviceability');
    try {
      await check(ctx, '400050');
      await check(ctx, '400050');
      await check(ctx, '400 050');
      expect(asked).toHaveBeenCalledTimes(1);
      expect(asked).toHaveBeenLastCalledWith({
        pickupPin: '560025',
        deliveryPin: '400050',
        weightGrams: 500,
        cod: false,
      });
      await check(ctx, '400051');
      expect(asked).toHaveBeenCalledTimes(2);

      clock.advance(SERVICEABILITY_CACHE_MS);
      await check(ctx, '400050');
      expect(asked).toHaveBeenCalledTimes(2);
      clock.advance(1);
      await check(ctx, '400050');
      expect(asked).toHaveBeenCalledTimes(3);

      // A new pickup address is a new route: asked afresh at once.
      await setPickup(ctx, { ...BENGALURU_PICKUP, pin: '400001' });
      const nearer = await check(ctx, '400050');
      expect(asked).toHaveBeenCalledTimes(4);
      expect(nearer.json().estimatedDelivery).toBe('2026-03-13');
    } finally {
      asked.mockRestore();
      await setPickup(ctx, BENGALURU_PICKUP);
    }
  });

  it('is limited per address, as other public lookups are', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 60; i += 1) expect((await check(ctx, '560001', from)).statusCode).toBe(200);
    const refused = await check(ctx, '560001', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect((await check(ctx, '560001', '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('GET /api/shipping/serviceability without a courier (shipping by hand)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ SHIPPING_SIMULATOR: 'off' });
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('serves every PIN code, takes cash, and gives no date', async () => {
    expect(ctx.app.courier.provider).toBe('none');
    for (const pin of ['744101', '737101', '560001']) {
      expect((await check(ctx, pin)).json()).toEqual({
        success: true,
        pin,
        serviceable: true,
        cod: true,
        estimatedDelivery: null,
      });
    }
  });
});

describe('GET /api/shipping/serviceability through Shiprocket', () => {
  let ctx: TestContext;
  let standIn: ShiprocketStandIn;

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
    ctx = await createTestApp(
      {
        SHOP_TIMEZONE: 'Asia/Kolkata',
        SHIPROCKET_EMAIL: SHIPROCKET_TEST_LOGIN.email,
        SHIPROCKET_PASSWORD: SHIPROCKET_TEST_LOGIN.password,
        SHIPROCKET_API_URL: standIn.url,
      },
      { clock: manualClock(EVENING_IN_UTC) },
    );
  });

  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it('asks Shiprocket from the pickup PIN and dates its estimate from the shop’s today', async () => {
    expect(ctx.app.courier.provider).toBe('shiprocket');
    // No pickup PIN yet: nothing to ask Shiprocket from, so every PIN is served with no date.
    expect((await check(ctx, SHIPROCKET_STAND_IN_PINS.notServiceable)).json()).toMatchObject({
      serviceable: true,
      estimatedDelivery: null,
    });
    expect(standIn.checks).toHaveLength(0);

    await setPickup(ctx, BENGALURU_PICKUP);
    expect((await check(ctx, '400001')).json()).toEqual({
      success: true,
      pin: '400001',
      serviceable: true,
      cod: true,
      estimatedDelivery: '2026-03-15',
    });
    expect(standIn.checks.at(-1)!.query).toMatchObject({
      pickup_postcode: '560025',
      delivery_postcode: '400001',
    });
    expect((await check(ctx, SHIPROCKET_STAND_IN_PINS.notServiceable)).json()).toMatchObject({
      serviceable: false,
      cod: false,
      estimatedDelivery: null,
    });
    expect((await check(ctx, SHIPROCKET_STAND_IN_PINS.noCod)).json()).toMatchObject({
      serviceable: true,
      cod: false,
    });
  });

  it('answers 503 with the shop’s words, and no details, when Shiprocket fails', async () => {
    standIn.behave('failing');
    try {
      const res = await check(ctx, '400099');
      expect(res.statusCode).toBe(503);
      // The whole reply: no stack, no word of the courier's.
      expect(res.json()).toEqual({ success: false, message: SHIPPING_MESSAGES.checkFailed });
    } finally {
      standIn.behave('normal');
    }
    // A failure is not kept: the next check asks again.
    expect((await check(ctx, '400099')).json()).toMatchObject({ serviceable: true });
  });
});
