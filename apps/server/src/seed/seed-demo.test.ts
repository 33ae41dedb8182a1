import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  categories,
  coupons,
  offers,
  orderItems,
  orders,
  productImages,
  productSizes,
  products,
  walletTransactions,
} from '../db/schema';
import { MediaService } from '../modules/media/service';
import { SellerService } from '../modules/settings/seller-service';
import { DiskImageStorage } from '../platform/storage';
import { openTestDatabase } from '../testing/test-app';
import { walletState } from '../testing/wallet';
import { DEMO_PRODUCTS } from './demo-catalog';
import { seedDemoCatalogue } from './seed-demo';

let handle: DatabaseHandle;
let dataDir: string;
let storage: DiskImageStorage;

beforeAll(async () => {
  handle = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-seed-'));
  storage = new DiskImageStorage(dataDir);
});

afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('fills an empty shop with products, sizes and rendered images', async () => {
    const result = await seedDemoCatalogue(handle.db, new MediaService(storage));
    expect(result).toEqual({ seeded: true, products: DEMO_PRODUCTS.length, orders: 80 });

    const [productCount] = await handle.db.select({ n: count() }).from(products);
    expect(productCount!.n).toBe(DEMO_PRODUCTS.length);
    expect(productCount!.n).toBeGreaterThanOrEqual(60);
    const [categoryCount] = await handle.db.select({ n: count() }).from(categories);
    expect(categoryCount!.n).toBeGreaterThanOrEqual(5);
    // Every category has the HSN code of its goods, and the seller is set up without a GSTIN.
    const codes = await handle.db.select({ hsn: categories.hsnCode }).from(categories);
    expect(codes.every(({ hsn }) => /^6[1-4]\d{2}$/.test(hsn))).toBe(true);
    const seller = await new SellerService(handle.db).read();
    expect(seller).toMatchObject({ state: 'Karnataka', gstin: null });
    const sizes = await handle.db.select().from(productSizes);
    expect(sizes.some((s) => s.stock === 0)).toBe(true);

    const images = await handle.db.select().from(productImages);
    expect(images.length).toBeGreaterThanOrEqual(2 * DEMO_PRODUCTS.length);
    const sample = new MediaService(storage).describe(images[0]!.storageKey);
    const large = path.join(storage.localRoot, path.basename(sample.url));
    const thumbnail = path.join(storage.localRoot, path.basename(sample.thumbnailUrl));
    expect(existsSync(large)).toBe(true);
    const meta = await sharp(large).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });

    // Past orders give the best sellers something to rank, and every one adds up.
    const pastOrders = await handle.db.select().from(orders);
    expect(pastOrders).toHaveLength(80);
    const items = await handle.db.select().from(orderItems);
    for (const order of pastOrders) {
      expect(order.finalPricePaise).toBe(
        order.subtotalPaise - order.discountPaise + order.deliveryChargePaise,
      );
      const own = items.filter((i) => i.orderId === order.id);
      expect(own.reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0)).toBe(
        order.subtotalPaise,
      );
      expect(own.reduce((sum, i) => sum + i.quantity, 0)).toBe(order.totalQuantity);
      if (order.paymentMethod !== 'COD') {
        expect(own.some((i) => i.trackingStatus === 'CANCELLED')).toBe(false);
      }
    }
    const statuses = new Set(items.map((i) => i.trackingStatus));
    expect(statuses).toEqual(
      new Set(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED']),
    );

    // Wallet history: top-ups, order payments and refunds, each wallet equal to its ledger and
    // every "balance after" right in time order.
    const ledger = await handle.db
      .select()
      .from(walletTransactions)
      .orderBy(asc(walletTransactions.createdAt));
    const descriptions = ledger.map((line) => line.description);
    expect(descriptions).toContain('Wallet top-up');
    expect(descriptions.some((d) => d.startsWith('Payment for order'))).toBe(true);
    expect(descriptions.some((d) => d.startsWith('Refund for returned items'))).toBe(true);
    const oldest = Date.now() - ledger[0]!.createdAt.getTime();
    expect(oldest).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
    const running = new Map<string, number>();
    for (const line of ledger) {
      const before = running.get(line.userId) ?? 0;
      const after = before + (line.type === 'CREDIT' ? line.amountPaise : -line.amountPaise);
      expect(line.balanceAfterPaise).toBe(after);
      running.set(line.userId, after);
    }
    for (const [userId, sum] of running) {
      expect(await walletState(handle.db, userId)).toEqual({
        balancePaise: sum,
        ledgerSumPaise: sum,
      });
    }
    expect(pastOrders.filter((o) => o.paymentMethod === 'Wallet').length).toBeGreaterThan(0);

    // Promotions to try in the cart: live codes (one with a minimum), an expired and a paused one,
    // and an offer of each type.
    const demoCoupons = await handle.db.select().from(coupons);
    const live = demoCoupons.filter((c) => c.isActive && c.expiresAt > new Date());
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.some((c) => c.minPurchasePaise > 100)).toBe(true);
    expect(demoCoupons.some((c) => c.expiresAt <= new Date())).toBe(true);
    expect(demoCoupons.some((c) => !c.isActive)).toBe(true);
    const demoOffers = await handle.db.select().from(offers);
    expect(new Set(demoOffers.map((o) => o.type))).toEqual(
      new Set(['product', 'category', 'referral']),
    );
  }, 120_000);

  it('does nothing the second time', async () => {
    const again = await seedDemoCatalogue(handle.db, new MediaService(storage));
    expect(again).toEqual({ seeded: false, products: 0, orders: 0 });
    const [productCount] = await handle.db.select({ n: count() }).from(products);
    expect(productCount!.n).toBe(DEMO_PRODUCTS.length);
  });
});
