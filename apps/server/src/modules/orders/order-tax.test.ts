import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '@littleloom/shared';
import { orderItems, products } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { orderRow, placedOrder } from '../../testing/order-journeys';
import { createCoupon } from '../../testing/promotions';
import { setSeller as setSellerOf } from '../../testing/invoicing';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let garments: string;
let toys: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/category',
    headers: admin,
    payload: { name: 'Party Frocks', description: 'Frocks', hsnCode: '6204' },
  });
  expect(made.statusCode, made.body).toBe(201);
  garments = made.json().data._id;
  toys = await addCategory(ctx.db, 'Soft Toys');
  const toysRate = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/category/${toys}`,
    headers: admin,
    payload: { name: 'Soft Toys', description: 'Toys', hsnCode: '9503', gstRate: 5 },
  });
  expect(toysRate.json().data).toMatchObject({ hsnCode: '9503', gstRate: 5 });
  await createCoupon(ctx, admin, { code: 'TAXTEN', discount: 10 });
});

afterAll(async () => {
  await ctx.close();
});

/** The shoppers' saved address (testing/fixtures) is in Maharashtra. */
const setSeller = (state: string) => setSellerOf(ctx, admin, state);

let count = 0;
const product = (categoryId: string, price: number) =>
  addProduct(ctx.db, categoryId, {
    name: `Taxed piece ${(count += 1)}`,
    price,
    sizes: [{ size: 'M', stock: 20 }],
  });

const itemsOf = (orderId: string) =>
  ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.unitPricePaise));

describe('GST on an order, worked out when it is placed', () => {
  it('is IGST to another state, at 5% for apparel up to ₹2,500 a piece and 18% above', async () => {
    await setSeller('Karnataka');
    // ₹2,625 with 5% in it is ₹2,500 before tax: still the lower rate; a paisa more is not.
    const atEdge = await product(garments, 2625);
    const above = await product(garments, 2625.01);
    const { order } = await placedOrder(
      ctx,
      [
        { productId: atEdge, quantity: 1 },
        { productId: above, quantity: 1 },
      ],
      'Wallet',
    );
    const [low, high] = await itemsOf(order._id);
    expect(low).toMatchObject({
      hsnCode: '6204',
      gstRateBp: 500,
      taxablePaise: 250_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_500,
    });
    expect(high).toMatchObject({ gstRateBp: 1_800, taxablePaise: 222_458, igstPaise: 40_043 });
    const row = await orderRow(ctx, order._id);
    expect(row).toMatchObject({ placeOfSupply: 'Maharashtra', sellerState: 'Karnataka' });
    // Delivery is taxed with the goods, at the rate of the line of highest value.
    expect(row.deliveryTax).toEqual({
      rateBp: 1_800,
      taxablePaise: 4_237,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 763,
    });
  });

  it('is split into CGST and SGST within the seller’s state', async () => {
    await setSeller('Maharashtra');
    const { order } = await placedOrder(ctx, [
      { productId: await product(garments, 999), quantity: 3 },
    ]);
    const [line] = await itemsOf(order._id);
    // ₹2,997 with 5% in it: ₹2,854.29 and ₹142.71 of tax, the odd paisa to CGST.
    expect(line).toMatchObject({
      gstRateBp: 500,
      taxablePaise: 285_429,
      cgstPaise: 7_136,
      sgstPaise: 7_135,
      igstPaise: 0,
    });
  });

  it('uses a category’s fixed rate outside apparel, and a product’s own HSN code first', async () => {
    await setSeller('Karnataka');
    const teddy = await product(toys, 3000);
    const kurta = await product(garments, 800);
    await ctx.db.update(products).set({ hsnCode: '62114290' }).where(eq(products.id, kurta));
    const { order } = await placedOrder(
      ctx,
      [
        { productId: teddy, quantity: 1 },
        { productId: kurta, quantity: 1 },
      ],
      'Wallet',
    );
    const [own, fixed] = await itemsOf(order._id);
    expect(own).toMatchObject({ hsnCode: '62114290', gstRateBp: 500 });
    // A ₹3,000 toy stays at its category's 5%: the price threshold is for apparel and footwear.
    expect(fixed).toMatchObject({ hsnCode: '9503', gstRateBp: 500, taxablePaise: 285_714 });
  });

  it('takes each line after its share of the discount, and adds up to what the shopper pays', async () => {
    await setSeller('Maharashtra');
    const { order } = await placedOrder(
      ctx,
      [
        { productId: await product(garments, 1299), quantity: 2 },
        { productId: await product(toys, 349.5), quantity: 1 },
        { productId: await product(garments, 2799), quantity: 1 },
      ],
      'Wallet',
      { couponCode: 'TAXTEN' },
    );
    expect(order.discountAmount).toBeGreaterThan(0);
    const items = await itemsOf(order._id);
    const row = await orderRow(ctx, order._id);
    const parts = [...items, row.deliveryTax!].map(
      (part) => part.taxablePaise! + part.cgstPaise! + part.sgstPaise! + part.igstPaise!,
    );
    expect(parts.reduce((sum, value) => sum + value, 0)).toBe(toPaise(order.finalPrice));
    // ₹2,799 less its 10%: ₹2,519.10 a piece, ₹2,399.14 before tax at 5%.
    expect(items.at(-1)).toMatchObject({ gstRateBp: 500, taxablePaise: 239_914 });
  });

  it('shows in the sales report: each order’s taxable value and GST add up to its final price', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/generate?filter=daily',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      orders: { finalPrice: number; taxableValue: number; tax: number }[];
      totalSales: number;
      totalTaxable: number;
      totalTax: number;
    };
    expect(data.orders.length).toBeGreaterThanOrEqual(4);
    for (const order of data.orders) {
      expect(toPaise(order.taxableValue) + toPaise(order.tax)).toBe(toPaise(order.finalPrice));
    }
    expect(toPaise(data.totalTaxable) + toPaise(data.totalTax)).toBe(toPaise(data.totalSales));
    expect(data.totalTax).toBeGreaterThan(0);
  });
});
