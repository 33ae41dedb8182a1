import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { ensureAccount } from './modules/accounts/bootstrap';
import { addCategory, addProduct, TEST_ADDRESS } from './testing/fixtures';
import { startShopProcess } from './testing/shop-process';

// The shop started for real, as `NODE_ENV=production` runs it: without Razorpay keys its payment
// simulator would take card payments and wallet top-ups for nothing, so it is off unless
// PAYMENT_SIMULATOR=on, and the banner shouts when it is on.
const dataDir = mkdtempSync(path.join(tmpdir(), 'littleloom-prod-payments-'));
const SHOPPER = { email: 'meera@example.com', password: 'Meera@2026x' };
let productId: string;

beforeAll(async () => {
  // A shopper and a product written before the start, quicker than seeding the demo shop.
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  await ensureAccount(database.db, { name: 'Meera Iyer', ...SHOPPER, role: 'user' });
  const categoryId = await addCategory(database.db, 'Girls');
  productId = await addProduct(database.db, categoryId, {
    name: 'Cotton Frock',
    price: 400,
    sizes: [{ size: 'M', stock: 5 }],
  });
  await database.close();
}, 60_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The shop as `NODE_ENV=production` starts it, with an admin password of its own. */
const startShop = (env: Record<string, string> = {}) =>
  startShopProcess({
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'Owner@2026x',
    DATA_DIR: dataDir,
    ...env,
  });

async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const reply = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: reply.status, json: (await reply.json()) as Record<string, unknown> };
}

describe('payments in production', () => {
  it(
    'has no card gateway without Razorpay keys: card checkout and Add Money are refused, cash on delivery works',
    { timeout: 120_000 },
    async () => {
      const shop = await startShop();
      try {
        expect(shop.output()).toContain(
          'payments: no card gateway (no RAZORPAY_KEY_ID, PAYMENT_SIMULATOR off)',
        );
        expect(shop.output()).not.toContain('SIMULATED');
        // The embedded database's one copy is on this disk: production backs it up daily.
        expect(shop.output()).toContain(
          `backups:  every 24 h into ${path.join(dataDir, 'backups')}`,
        );
        const config = await call(shop.base, 'GET', '/api/config');
        expect(config.json).toMatchObject({ paymentProvider: null, razorpayKeyId: null });

        // Not there at all: not even asking who is calling.
        const simulator = await call(shop.base, 'POST', '/api/payments/simulator/pay', undefined, {
          razorpay_order_id: 'order_anything',
        });
        expect(simulator.status).toBe(404);

        const login = await call(shop.base, 'POST', '/api/login', undefined, SHOPPER);
        expect(login.status).toBe(200);
        const token = String(login.json.token);
        const address = await call(shop.base, 'POST', '/api/user/address', token, TEST_ADDRESS);
        const addressId = String((address.json.address as { _id: string })._id);
        const added = await call(shop.base, 'POST', '/api/user/cart/add', token, {
          productId,
          size: 'M',
          quantity: 1,
        });
        expect(added.status).toBe(200);

        const topUp = await call(shop.base, 'POST', '/api/wallet/create-order', token, {
          amount: 50_000,
        });
        expect(topUp.status).toBe(400);
        expect(topUp.json.message).toBe(
          'Adding money to your wallet is not available at the moment, as card payments are switched off.',
        );

        const card = await call(shop.base, 'POST', '/api/user/orders/create', token, {
          address: addressId,
          paymentMethod: 'Razorpay',
        });
        expect(card.status).toBe(400);
        expect(card.json.message).toBe(
          'Card payments are not available at the moment. Please pay by cash on delivery or from your wallet.',
        );

        const cod = await call(shop.base, 'POST', '/api/user/orders/create', token, {
          address: addressId,
          paymentMethod: 'COD',
        });
        expect(cod.status).toBe(201);
        expect(cod.json.order).toMatchObject({ paymentMethod: 'COD', finalPrice: 450 });
      } finally {
        await shop.stop();
      }
    },
  );

  it(
    'runs the simulator only when PAYMENT_SIMULATOR=on, and says so in capitals',
    { timeout: 120_000 },
    async () => {
      const shop = await startShop({ PAYMENT_SIMULATOR: 'on' });
      try {
        expect(shop.output()).toContain('PAYMENTS ARE SIMULATED: PAYMENT_SIMULATOR=on');
        const config = await call(shop.base, 'GET', '/api/config');
        expect(config.json.paymentProvider).toBe('simulator');
        // There, and for shoppers only.
        const simulator = await call(shop.base, 'POST', '/api/payments/simulator/pay', undefined, {
          razorpay_order_id: 'order_anything',
        });
        expect(simulator.status).toBe(401);
      } finally {
        await shop.stop();
      }
    },
  );
});
