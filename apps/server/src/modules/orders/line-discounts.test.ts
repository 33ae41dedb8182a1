import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { moveItem, setSeller } from '../../testing/invoicing';
import { sizedProduct } from '../../testing/order-journeys';
import { fundWallet, orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let girls: string;
let boys: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = bearer(await adminSession(ctx));
  girls = await addCategory(ctx.db, 'Girls');
  boys = await addCategory(ctx.db, 'Boys');
  await setSeller(ctx, admin, 'Maharashtra', '27AAPFU0939F1ZV');
});

afterAll(async () => {
  await ctx.close();
});

/**
 * A ₹3,000 frock (Girls) and ₹2,700 shorts (Boys) bought with 20% off Girls, from the wallet:
 * ₹600 off the frock alone, ₹5,150 with delivery.
 */
async function orderWithCategoryOffer() {
  const frock = await sizedProduct(ctx, girls, 3000);
  const shorts = await sizedProduct(ctx, boys, 2700);
  const offer = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/offers/category',
    headers: admin,
    payload: {
      offerType: 'Category',
      offerCode: `GIRLS20-${Date.now()}`,
      offerDescription: 'Girls week',
      discount: 20,
      expiryDate: '2099-01-01',
      categoryId: girls,
    },
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const buyer = await orderingShopper(ctx, [
    { productId: frock, quantity: 1 },
    { productId: shorts, quantity: 1 },
  ]);
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/cart/apply-offer',
    headers: buyer.headers,
    payload: { offerId: offer.json().data._id },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json().cart).toMatchObject({ discountAmount: 600, finalPrice: 5150 });
  await fundWallet(ctx, buyer.id, 5150);
  const placed = await buyer.place({ paymentMethod: 'Wallet' });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as { _id: string; items: { _id: string; price: number }[] };
  const itemOf = (price: number) => order.items.find((item) => item.price === price)!._id;
  return { buyer, orderId: order._id, frockItem: itemOf(3000), shortsItem: itemOf(2700) };
}

const storedItem = async (itemId: string) => {
  const [row] = await ctx.db.select().from(orderItems).where(eq(orderItems.id, itemId));
  return row!;
};

describe("an offer's discount", () => {
  it('stays on the line it covers: tax, refunds and credit notes each read that line alone', async () => {
    const { buyer, orderId, frockItem, shortsItem } = await orderWithCategoryOffer();

    // Each line's own share, stored once.
    const frock = await storedItem(frockItem);
    const shorts = await storedItem(shortsItem);
    expect(frock.discountPaise).toBe(60_000);
    expect(shorts.discountPaise).toBe(0);
    // The ₹2,500-a-piece threshold is decided on each line's own value: the frock, ₹2,400 after
    // its discount, pays 5%; the shorts, a full ₹2,700 (₹2,571 before tax), pay 18%.
    expect(frock.gstRateBp).toBe(500);
    expect(shorts.gstRateBp).toBe(1_800);
    for (const line of [frock, shorts]) {
      const tax = line.cgstPaise! + line.sgstPaise! + line.igstPaise!;
      expect(line.taxablePaise! + tax).toBe(line.unitPricePaise - line.discountPaise);
    }

    // Invoiced, then each line cancelled: each gives back what it cost.
    await moveItem(ctx, admin, orderId, frockItem, 'SHIPPED');
    const cancel = (itemId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/user/orders/${orderId}?itemId=${itemId}`,
        headers: buyer.headers,
      });
    const first = await cancel(frockItem);
    expect(first.json()).toMatchObject({ refundedAmount: 2400 });
    const second = await cancel(shortsItem);
    expect(second.json()).toMatchObject({ refundedAmount: 2750 });
    const wallet = await walletState(ctx.db, buyer.id);
    expect(wallet).toEqual({ balancePaise: 515_000, ledgerSumPaise: 515_000 });

    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/${orderId}/credit-notes`,
      headers: buyer.headers,
    });
    expect(notes.json().creditNotes).toMatchObject([
      { reason: 'cancelled', amount: 2400 },
      // The shorts and, nothing being left to deliver, the delivery charge.
      { reason: 'cancelled', amount: 2750 },
    ]);
  });

  it('is shown on each line of the order', async () => {
    const { buyer, orderId } = await orderWithCategoryOffer();
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${orderId}`,
      headers: buyer.headers,
    });
    const lines = shown.json().order.items as { price: number; discount: number }[];
    expect(lines.map((line) => [line.price, line.discount]).sort()).toEqual([
      [2700, 0],
      [3000, 600],
    ]);
  });
});
