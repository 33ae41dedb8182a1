import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DETAIL_MESSAGES, SHOP_DETAILS, SHOP_NAME } from '@littleloom/shared';
import { products, users } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addOrder, addProduct, TEST_ADDRESS } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { createCoupon } from '../../testing/promotions';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { WalletService } from '../wallet/service';

let ctx: TestContext;
let admin: Record<string, string>;
let owner: Record<string, string>;
let ownerId: string;
let kurta: string;
/** The order placed through the shop: two lines, a 10% coupon, paid from the wallet. */
let placed: { _id: string; orderNumber: string };

const invoice = (orderId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/invoice/${orderId}`, headers });

async function userId(email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  const categoryId = await addCategory(ctx.db, 'Girls');
  kurta = await addProduct(ctx.db, categoryId, {
    name: 'Linen Kurta',
    price: 500,
    discountPrice: 450,
    sizes: [{ size: 'M', stock: 10 }],
  });
  const jhabla = await addProduct(ctx.db, categoryId, {
    name: 'Cotton Jhabla Set',
    price: 399,
    sizes: [{ size: 'S', stock: 10 }],
  });
  await createCoupon(ctx, admin, { code: 'INVOICE10', discount: 10 });

  owner = bearer(await shopperSession(ctx, 'asha@example.com', 'Secret@123', 'Asha Rao'));
  ownerId = await userId('asha@example.com');
  await ctx.db.transaction((tx) =>
    new WalletService().credit(tx, ownerId, { amountPaise: 500_000, description: 'Top-up' }),
  );
  const address = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/address',
      headers: owner,
      payload: TEST_ADDRESS,
    })
  ).json().address;
  for (const payload of [
    { productId: kurta, size: 'M', quantity: 2 },
    { productId: jhabla, size: 'S', quantity: 1 },
  ]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers: owner,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const coupon = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/cart/apply-coupon',
    headers: owner,
    payload: { couponCode: 'INVOICE10' },
  });
  expect(coupon.statusCode, coupon.body).toBe(200);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/orders/create',
    headers: owner,
    payload: { address, paymentMethod: 'Wallet' },
  });
  expect(res.statusCode, res.body).toBe(201);
  placed = res.json().order;
});

afterAll(async () => {
  await ctx.close();
});

describe('downloading an invoice', () => {
  it("gives the order's owner a PDF named after the order, not kept by any cache", async () => {
    const res = await invoice(placed._id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${placed.orderNumber}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints the shop, the customer, the address, every line and the totals, rupee sign included', async () => {
    const text = await pdfText((await invoice(placed._id, owner)).rawPayload);
    for (const expected of [
      SHOP_NAME,
      SHOP_DETAILS.studioName,
      ...SHOP_DETAILS.addressLines,
      placed.orderNumber,
      'Asha Rao',
      'asha@example.com',
      TEST_ADDRESS.fullname,
      TEST_ADDRESS.street,
      `${TEST_ADDRESS.city}, ${TEST_ADDRESS.state} ${TEST_ADDRESS.zip}`,
      'Linen Kurta',
      'Cotton Jhabla Set',
      // 2 × ₹450 and 1 × ₹399; 10% off ₹1,299; ₹50 delivery.
      '₹450.00',
      '₹900.00',
      '₹399.00',
      '₹1,299.00',
      '−₹129.90',
      '₹50.00',
      '₹1,219.10',
      'Method: Wallet',
      'Status: Paid',
      `Thank you for shopping with ${SHOP_NAME}!`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the name and price the order was placed with after the product changes', async () => {
    await ctx.db
      .update(products)
      .set({ name: 'Renamed Kurta', pricePaise: 99_900, discountPricePaise: null })
      .where(eq(products.id, kurta));
    const text = await pdfText((await invoice(placed._id, owner)).rawPayload);
    expect(text).toContain('Linen Kurta');
    expect(text).toContain('₹450.00');
    expect(text).not.toContain('Renamed Kurta');
    expect(text).not.toContain('₹999.00');
  });

  it("dates the order on the shop's calendar and leaves out a discount there was none of", async () => {
    // 19:00 UTC on 4 March is half past midnight on 5 March in India.
    const orderId = await addOrder(ctx.db, ownerId, [{ productId: kurta, quantity: 1 }], {
      paymentStatus: 'Pending',
      createdAt: new Date('2026-03-04T19:00:00Z'),
    });
    const res = await invoice(orderId, owner);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('05 Mar 2026');
    expect(text).not.toContain('04 Mar 2026');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Method: Cash on Delivery');
    expect(text).toContain('Status: Pending');
  });

  it('says a cash-on-delivery order cancelled whole has its cash "Not collected", not pending', async () => {
    const orderId = await addOrder(
      ctx.db,
      ownerId,
      [{ productId: kurta, quantity: 1, status: 'PENDING' }],
      { paymentStatus: 'Pending' },
    );
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${orderId}`,
      headers: owner,
    });
    const itemId: string = seen.json().order.items[0]._id;
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${orderId}?itemId=${itemId}`,
      headers: owner,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().updatedOrder).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'Pending',
    });
    const text = await pdfText((await invoice(orderId, admin)).rawPayload);
    expect(text).toContain('Method: Cash on Delivery');
    expect(text).toContain('Status: Not collected');
    expect(text).not.toContain('Status: Pending');
  });

  it('lets an admin download any order’s invoice', async () => {
    const res = await invoice(placed._id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`invoice-${placed.orderNumber}.pdf`);
    // The customer is the order's owner, not the admin who downloads it.
    expect(await pdfText(res.rawPayload)).toContain('asha@example.com');
  });
});

describe('who may not download it', () => {
  const notFound = { success: false, message: ORDER_DETAIL_MESSAGES.notFound };

  it('answers another shopper as if the order did not exist', async () => {
    const other = bearer(await shopperSession(ctx, 'ravi@example.com'));
    const res = await invoice(placed._id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });

  it('asks a guest to sign in', async () => {
    const res = await invoice(placed._id);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('finds no order for an unknown id or one that is not an id at all', async () => {
    for (const id of ['9b2f4c1e-0000-4000-8000-000000000000', 'not-an-order', '1%20OR%201=1']) {
      const res = await invoice(id, owner);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});
