import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  toPaise,
  type Product,
  type ProductReviewsPage,
  type SalesReportData,
} from '@littleloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  addresses,
  categories,
  couponUses,
  coupons,
  creditNotes,
  offers,
  mailQueue,
  orderRefunds,
  orderItems,
  orders,
  productImages,
  productReviews,
  productSizes,
  products,
  users,
  walletTransactions,
} from '../db/schema';
import { DEMO_SHOPPER } from '../demo-accounts';
import { ensureAccount } from '../modules/accounts/bootstrap';
import { MediaService } from '../modules/media/service';
import { SellerService } from '../modules/settings/seller-service';
import { DiskImageStorage } from '../platform/storage';
import { adminSession, bearer } from '../testing/accounts';
import { createTestApp, openTestDatabase } from '../testing/test-app';
import { walletState } from '../testing/wallet';
import { DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_CUSTOMERS } from './demo-orders';
import { DEMO_REVIEW_TEXTS, SHOWCASE_REVIEWS } from './demo-review-texts';
import { DEMO_REVIEWERS } from './demo-reviewers';
import { shownName } from './demo-reviews';
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
    await ensureAccount(handle.db, { ...DEMO_SHOPPER, role: 'user' });
    const result = await seedDemoCatalogue(handle.db, new MediaService(storage), {
      customerEmails: [DEMO_SHOPPER.email],
    });
    // The demo's customers' orders, and one of each parent who reviewed a showcase product.
    const orderCount = 80 + DEMO_REVIEWERS.length;
    expect(result).toEqual({ seeded: true, products: DEMO_PRODUCTS.length, orders: orderCount });

    const [productCount] = await handle.db.select({ n: count() }).from(products);
    expect(productCount!.n).toBe(DEMO_PRODUCTS.length);
    expect(productCount!.n).toBeGreaterThanOrEqual(60);
    const [categoryCount] = await handle.db.select({ n: count() }).from(categories);
    expect(categoryCount!.n).toBeGreaterThanOrEqual(5);
    // Every category has the HSN code of its goods, and the seller is set up without a GSTIN.
    const codes = await handle.db.select({ hsn: categories.hsnCode }).from(categories);
    expect(codes.every(({ hsn }) => /^6[1-4]\d{2}$/.test(hsn))).toBe(true);
    // Each category packs as its goods do; a few products pack on their own figures.
    const [footwear] = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Footwear'));
    expect(footwear).toMatchObject({ weightGrams: 700, lengthCm: 32, breadthCm: 20, heightCm: 12 });
    const [jacket] = await handle.db
      .select()
      .from(products)
      .where(eq(products.name, 'Zip-Up Hooded Sweatjacket'))
      .limit(1);
    expect(jacket).toMatchObject({ weightGrams: 550, lengthCm: 35, breadthCm: 30, heightCm: 8 });
    const seller = await new SellerService(handle.db).read();
    expect(seller).toMatchObject({
      state: 'Karnataka',
      gstin: null,
      pickupAddress: { city: 'Bengaluru', state: 'Karnataka', pin: '560025' },
    });
    const sizes = await handle.db.select().from(productSizes);
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    // The past orders were sold from earlier stock: the shelves hold the catalogue's figures.
    const seeded = await handle.db
      .select({
        id: products.id,
        name: products.name,
        colourName: products.colourName,
        colourHex: products.colourHex,
        styleId: products.styleId,
      })
      .from(products);
    // The colours of a style share a name: a product is its name and its colour.
    const demoOf = (row: (typeof seeded)[number]) =>
      DEMO_PRODUCTS.find((p) => p.name === row.name && p.colour.name === row.colourName)!;
    const productIds = seeded.map((row) => [row.id, demoOf(row)] as const);
    for (const row of seeded) expect(row.colourHex).toBe(demoOf(row).colour.hex);
    // Each demo style is one style in the shop, and only its colours are in it.
    const styleIdOf = new Map<string, Set<string | null>>();
    for (const row of seeded) {
      const style = demoOf(row).style ?? `alone: ${row.id}`;
      styleIdOf.set(style, (styleIdOf.get(style) ?? new Set()).add(row.styleId));
    }
    const demoStyles = new Set(DEMO_PRODUCTS.flatMap((p) => (p.style ? [p.style] : [])));
    for (const [style, ids] of styleIdOf) {
      expect(ids.size, style).toBe(1);
      expect([...ids][0] === null, style).toBe(!demoStyles.has(style));
    }
    expect(new Set(seeded.map((row) => row.styleId).filter(Boolean)).size).toBe(demoStyles.size);
    for (const [id, demo] of productIds) {
      for (const size of demo.sizes) {
        expect(sizes.find((s) => s.productId === id && s.size === size.size)?.stock).toBe(
          size.stock,
        );
      }
    }

    const images = await handle.db.select().from(productImages);
    expect(images.length).toBeGreaterThanOrEqual(2 * DEMO_PRODUCTS.length);
    const sample = new MediaService(storage).describe(images[0]!.storageKey);
    const large = path.join(storage.location, path.basename(sample.url));
    const thumbnail = path.join(storage.location, path.basename(sample.thumbnailUrl));
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
    expect(pastOrders).toHaveLength(orderCount);
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
    }
    const statuses = new Set(items.map((i) => i.trackingStatus));
    expect(statuses).toEqual(
      new Set(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED']),
    );
    // Nobody is mailed about the demo's past.
    expect(await handle.db.select().from(mailQueue)).toEqual([]);

    // Wallet history: top-ups, order payments and refunds, each wallet equal to its ledger and
    // every "balance after" right in time order.
    const ledger = await handle.db
      .select()
      .from(walletTransactions)
      .orderBy(asc(walletTransactions.seq));
    // Numbered in the order the lines are dated, which is the order their balances changed.
    for (const [i, line] of ledger.entries()) {
      if (i > 0)
        expect(line.createdAt.getTime()).toBeGreaterThanOrEqual(ledger[i - 1]!.createdAt.getTime());
    }
    const descriptions = ledger.map((line) => line.description);
    expect(descriptions).toContain('Wallet top-up');
    expect(descriptions.some((d) => d.startsWith('Payment for order'))).toBe(true);
    expect(descriptions.some((d) => d.startsWith('Refund for returned items'))).toBe(true);
    expect(descriptions.some((d) => d.startsWith('Refund for cancelled items'))).toBe(true);
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
    // About 40 s of processor time, which on a machine shared with other builds can take three
    // times as long.
  }, 240_000);

  it('does nothing the second time', async () => {
    const again = await seedDemoCatalogue(handle.db, new MediaService(storage));
    expect(again).toEqual({ seeded: false, products: 0, orders: 0 });
    const [productCount] = await handle.db.select({ n: count() }).from(products);
    expect(productCount!.n).toBe(DEMO_PRODUCTS.length);
  });
});

describe("the demo shop's reviews", () => {
  it('come from its customers on products delivered to them, some critical, and add up on every product', async () => {
    const reviews = await handle.db
      .select({
        rating: productReviews.rating,
        title: productReviews.title,
        productId: productReviews.productId,
        createdAt: productReviews.createdAt,
        email: users.email,
        status: orderItems.trackingStatus,
        deliveredAt: orderItems.deliveredAt,
        itemProduct: orderItems.productId,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId));
    const written = [
      ...Object.values(DEMO_REVIEW_TEXTS).flat(),
      ...SHOWCASE_REVIEWS.flatMap((s) => s.reviews),
    ];
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    expect(new Set(reviews.map((r) => r.title)).size).toBe(reviews.length);
    expect(reviews.every((r) => written.some((t) => t.title === r.title))).toBe(true);
    expect(reviews.filter((r) => r.rating <= 2).length).toBeGreaterThanOrEqual(3);
    const customers = new Set([...DEMO_CUSTOMERS, ...DEMO_REVIEWERS].map((c) => c.email));
    for (const review of reviews) {
      expect(customers.has(review.email)).toBe(true);
      expect(review.status).toBe('DELIVERED');
      expect(review.itemProduct).toBe(review.productId);
      expect(review.createdAt.getTime()).toBeGreaterThan(review.deliveredAt!.getTime());
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    const figures = await handle.db
      .select({
        id: products.id,
        reviewCount: products.reviewCount,
        ratingTotal: products.ratingTotal,
      })
      .from(products);
    for (const product of figures) {
      const own = reviews.filter((r) => r.productId === product.id);
      expect(product.reviewCount).toBe(own.length);
      expect(product.ratingTotal).toBe(own.reduce((sum, r) => sum + r.rating, 0));
    }
  });
  it("give a few popular products of different categories a dozen or so reviews to page and sort, from parents who received them, with figures that are the reviews'", async () => {
    const ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { database: handle });
    try {
      const shopDay = (instant: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(instant);
      const shopHour = (instant: Date) =>
        Number(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Asia/Kolkata',
            hour: '2-digit',
            hourCycle: 'h23',
          }).format(instant),
        );
      const today = shopDay(new Date());
      const daysBefore = (days: number) =>
        shopDay(new Date(new Date(`${today}T12:00:00+05:30`).getTime() - days * 86_400_000));
      expect(
        new Set(
          SHOWCASE_REVIEWS.map((s) => DEMO_PRODUCTS.find((p) => p.name === s.product)!.category),
        ).size,
      ).toBe(SHOWCASE_REVIEWS.length);
      expect(SHOWCASE_REVIEWS.length).toBeGreaterThanOrEqual(3);

      for (const showcase of SHOWCASE_REVIEWS) {
        const [row] = await handle.db
          .select({ id: products.id })
          .from(products)
          .where(
            and(eq(products.name, showcase.product), eq(products.colourName, showcase.colour)),
          );
        const list = await ctx.app.inject({
          method: 'GET',
          url: `/api/products?search=${encodeURIComponent(showcase.product)}`,
        });
        const card = (list.json().products as Product[]).find((p) => p._id === row!.id)!;
        const pages: ProductReviewsPage[] = [];
        for (let page = 1; page === 1 || page <= pages[0]!.pages; page += 1) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/api/products/${row!.id}/reviews?page=${page}`,
          });
          expect(res.statusCode, res.body).toBe(200);
          pages.push(res.json());
        }
        const shown = pages.flatMap((p) => p.reviews);
        const { reviewCount, averageRating, starCounts } = pages[0]!;

        // A dozen or so, over three pages or more, from as many parents.
        expect(reviewCount, showcase.product).toBeGreaterThanOrEqual(10);
        expect(reviewCount, showcase.product).toBeLessThanOrEqual(14);
        expect(pages[0]!.pages).toBeGreaterThanOrEqual(3);
        expect(shown).toHaveLength(reviewCount);
        expect(new Set(shown.map((r) => r.reviewerName)).size).toBe(reviewCount);
        expect(shown.map((r) => r.reviewerName).sort()).toEqual(
          showcase.reviews.map((r) => shownName(r.by)).sort(),
        );

        // Mostly liked, some critical; the card and the page show the reviews' own figures.
        const stars = shown.map((r) => r.rating);
        const mean = stars.reduce((sum, n) => sum + n, 0) / stars.length;
        expect(stars.filter((n) => n >= 4).length / stars.length).toBeGreaterThanOrEqual(0.7);
        expect(stars.some((n) => n <= 3)).toBe(true);
        expect(mean).toBeGreaterThan(3.8);
        expect(mean).toBeLessThan(4.7);
        expect(averageRating).toBeCloseTo(mean, 1);
        expect(card).toMatchObject({ reviewCount });
        expect(card.averageRating).toBeCloseTo(mean, 1);
        for (const { stars: n, count: c } of starCounts) {
          expect(c).toBe(stars.filter((s) => s === n).length);
        }

        // Newest first, each on the day its parent wrote it, at a waking hour in India, in the
        // size they bought.
        const dates = shown.map((r) => new Date(r.createdAt).getTime());
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        for (const text of showcase.reviews) {
          const review = shown.find((r) => r.reviewerName === shownName(text.by))!;
          expect(review).toMatchObject({ title: text.title, rating: text.rating, size: text.size });
          expect(shopDay(new Date(review.createdAt))).toBe(daysBefore(text.daysAgo));
          expect(shopHour(new Date(review.createdAt))).toBeGreaterThanOrEqual(8);
          expect(shopHour(new Date(review.createdAt))).toBeLessThan(22);
        }
      }
    } finally {
      await ctx.close();
    }
  });
});

describe("the demo shop's past", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const taxOf = (part: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
    part.cgstPaise + part.sgstPaise + part.igstPaise;

  it('went through the shop’s own services: taxed, invoiced, credited and refunded, with nothing left pending from weeks ago', async () => {
    const pastOrders = await handle.db.select().from(orders);
    const items = await handle.db.select().from(orderItems);
    const notes = await handle.db.select().from(creditNotes);
    const refunds = await handle.db.select().from(orderRefunds);
    const ledger = await handle.db.select().from(walletTransactions);
    const credited = new Set(notes.flatMap((note) => note.lines.map((line) => line.itemId)));
    const fiveDaysAgo = Date.now() - 5 * DAY_MS;

    for (const order of pastOrders) {
      const own = items.filter((i) => i.orderId === order.id);
      // Its tax as placed: every line and the delivery charge add up to the final price.
      expect(order.sellerState).toBe('Karnataka');
      expect(order.placeOfSupply).toBe(order.address.state);
      const delivery = order.deliveryTax!;
      let taxed = delivery.taxablePaise + taxOf(delivery);
      for (const item of own) {
        expect(item.hsnCode).toMatch(/^6[1-4]\d{2}$/);
        expect([500, 1800]).toContain(item.gstRateBp);
        const value = item.unitPricePaise * item.quantity - item.discountPaise;
        expect(item.taxablePaise! + item.cgstPaise! + item.sgstPaise! + item.igstPaise!).toBe(
          value,
        );
        // Within Karnataka CGST and SGST, to any other state IGST.
        expect(item.igstPaise === 0).toBe(order.placeOfSupply === 'Karnataka');
        taxed += value;
      }
      expect(taxed).toBe(order.finalPricePaise);

      // Invoiced once anything went out; credited for what came back after.
      const wentOut = own.some((i) => !['PENDING', 'CANCELLED'].includes(i.trackingStatus));
      expect(order.invoiceNumber !== null).toBe(wentOut || own.some((i) => i.onInvoice));
      if (wentOut) expect(order.invoiceNumber).toMatch(/^LL\/\d{2}-\d{2}\/\d{6}$/);
      for (const item of own) {
        const takenBack =
          item.trackingStatus === 'RETURNED' ||
          (item.trackingStatus === 'CANCELLED' && item.onInvoice);
        expect(credited.has(item.id)).toBe(takenBack);
      }

      // Nothing from more than a few days ago is still waiting to go out or to be paid.
      if (order.createdAt.getTime() < fiveDaysAgo) {
        expect(own.filter((i) => ['PENDING', 'SHIPPED'].includes(i.trackingStatus))).toEqual([]);
        const wholeCancelled = own.every((i) => i.trackingStatus === 'CANCELLED');
        if (!wholeCancelled) expect(order.paymentStatus).not.toBe('Pending');
      }
    }

    // Promotions were used: coupons (never by the demo shopper, who keeps them to try) and offers.
    const couponed = pastOrders.filter((o) => o.couponId !== null);
    const offered = pastOrders.filter((o) => o.offerId !== null);
    expect(couponed.length).toBeGreaterThan(3);
    expect(offered.length).toBeGreaterThan(3);
    for (const order of [...couponed, ...offered]) expect(order.discountPaise).toBeGreaterThan(0);
    expect(new Set(couponed.map((o) => o.couponId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(offered.map((o) => o.offerId)).size).toBeGreaterThanOrEqual(2);
    const [shopper] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_SHOPPER.email));
    expect(pastOrders.some((o) => o.userId === shopper!.id)).toBe(true);
    expect(
      await handle.db.select().from(couponUses).where(eq(couponUses.userId, shopper!.id)),
    ).toEqual([]);
    expect(
      await handle.db.select().from(addresses).where(eq(addresses.userId, shopper!.id)),
    ).toHaveLength(1);

    // Cards, cash and wallet; a card order the payment window closed on.
    expect(new Set(pastOrders.map((o) => o.paymentMethod))).toEqual(
      new Set(['razorpay', 'COD', 'Wallet']),
    );
    expect(
      pastOrders.some((o) => o.paymentMethod === 'razorpay' && o.paymentStatus === 'Failed'),
    ).toBe(true);
    expect(notes.some((n) => n.reason === 'cancelled')).toBe(true);
    expect(notes.some((n) => n.reason === 'returned')).toBe(true);

    // Every refund is recorded with its order and is the wallet credit it points at, dated alike;
    // every refund credit of the ledger is one of them.
    expect(refunds.some((r) => r.reason === 'cancelled')).toBe(true);
    expect(refunds.some((r) => r.reason === 'returned')).toBe(true);
    for (const refund of refunds) {
      const line = ledger.find((l) => l.id === refund.walletTransactionId)!;
      expect(line).toMatchObject({
        type: 'CREDIT',
        amountPaise: refund.amountPaise,
        orderId: refund.orderId,
      });
      expect(line.createdAt).toEqual(refund.createdAt);
      expect(refund.items!.reduce((sum, i) => sum + i.amountPaise, 0) + refund.deliveryPaise).toBe(
        refund.amountPaise,
      );
    }
    const refundLines = ledger.filter((l) => l.description.startsWith('Refund for'));
    expect(refundLines.map((l) => l.id).sort()).toEqual(
      refunds.map((r) => r.walletTransactionId).sort(),
    );
  });

  it('shows in the reports: every order with its tax, gross and net sales, refunds that are the ledger’s, GST summaries that add up to the sales, best sellers', async () => {
    const ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { database: handle });
    try {
      const admin = bearer(await adminSession(ctx));
      const get = async (url: string) => {
        const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        return res;
      };
      const shopDay = (instant: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(instant);
      const today = shopDay(new Date());
      const startDate = shopDay(new Date(Date.now() - 130 * DAY_MS));
      const endDate = today;
      const report: SalesReportData = (
        await get(`/api/reports/generate?filter=custom&startDate=${startDate}&endDate=${endDate}`)
      ).json().data;
      expect(report.totalOrders).toBeGreaterThan(60);
      expect(report.orders.every((o) => o.taxableValue !== null && o.tax !== null)).toBe(true);
      expect(report.refunds).toBeGreaterThan(0);
      expect(toPaise(report.totalSales)).toBe(toPaise(report.grossSales) - toPaise(report.refunds));

      // The refunds are the ledger's refund credits of the same days.
      const ledger = await get(
        `/api/admin/export-ledger-csv?startDate=${startDate}&endDate=${endDate}`,
      );
      const refundCredits = (
        parse(ledger.rawPayload, { columns: true, bom: true }) as Record<string, string>[]
      )
        .filter((row) => row.Type === 'credit' && row.Description!.startsWith('Refund for'))
        .reduce((sum, row) => sum + toPaise(Number(row.Amount)), 0);
      expect(refundCredits).toBe(toPaise(report.refunds));

      // Month by month the GST summaries are the invoices less the credit notes; over the whole
      // history they add up to net sales, less what the orders not yet shipped are worth.
      const months = [...new Set(report.series.map((b) => b.startDate.slice(0, 7)))];
      const pastOrders = await handle.db.select().from(orders);
      const refunds = await handle.db.select().from(orderRefunds);
      const unshipped = report.orders
        .filter((o) => pastOrders.find((row) => row.id === o._id)!.invoiceNumber === null)
        .reduce(
          (sum, o) =>
            sum +
            toPaise(o.grossSale) -
            refunds.filter((r) => r.orderId === o._id).reduce((s, r) => s + r.amountPaise, 0),
          0,
        );
      let declared = 0;
      for (const month of [...new Set([...months, today.slice(0, 7)])]) {
        const rows = parse((await get(`/api/reports/gst-summary/csv?month=${month}`)).rawPayload, {
          columns: true,
          bom: true,
        }) as Record<string, string>[];
        declared += rows.reduce(
          (sum, row) =>
            sum +
            toPaise(Number(row['Taxable Value'])) +
            toPaise(Number(row.CGST)) +
            toPaise(Number(row.SGST)) +
            toPaise(Number(row.IGST)),
          0,
        );
      }
      expect(declared).toBe(toPaise(report.totalSales) - unshipped);

      const best = await ctx.app.inject({
        method: 'GET',
        url: '/api/products/best-selling-products',
      });
      expect(best.json().topProducts.length).toBeGreaterThanOrEqual(4);
    } finally {
      await ctx.close();
    }
  });
});
