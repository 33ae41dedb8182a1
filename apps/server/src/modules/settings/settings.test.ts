import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let plain: TestContext;
let withGoogle: TestContext;
let byHand: TestContext;

beforeAll(async () => {
  plain = await createTestApp();
  withGoogle = await createTestApp({ GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com' });
  byHand = await createTestApp({ SHIPPING_SIMULATOR: 'off' });
});

afterAll(async () => {
  await plain.close();
  await withGoogle.close();
  await byHand.close();
});

describe('GET /api/config', () => {
  it('tells the web app the fees and that Google sign-in is off by default', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({
      success: true,
      currency: 'INR',
      currencySymbol: '₹',
      deliveryFee: 50,
      codLimit: 1000,
      googleClientId: null,
      paymentProvider: 'simulator',
      devOutbox: true,
      shipping: { courier: 'simulator' },
    });
    expect(res.headers['content-security-policy']).not.toContain('google');
  });

  it('gives the Google client id, and lets its script in, when configured', async () => {
    const res = await withGoogle.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().googleClientId).toBe('shop.apps.googleusercontent.com');
    expect(res.headers['content-security-policy']).toContain('https://accounts.google.com');
  });

  it('says no courier is set up when the simulator is off and Shiprocket has no login', async () => {
    const res = await byHand.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().shipping).toEqual({ courier: 'none' });
  });
});
