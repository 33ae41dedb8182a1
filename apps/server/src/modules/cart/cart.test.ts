import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, productSizes, products } from '../../db/schema';
import { bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let categoryId: string;
let shopperCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

/** A new shopper with an empty cart, and calls acting as them. */
async function newShopper() {
  shopperCount += 1;
  const headers = bearer(await shopperSession(ctx, `cart${shopperCount}@example.com`));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    headers,
    read: () => call('GET', '/api/user/cart/anyone'),
    add: (payload: object) => call('POST', '/api/user/cart/add', payload),
    update: (payload: object) => call('PUT', '/api/user/cart/update', payload),
    remove: (productId: string, size?: string) =>
      call('DELETE', `/api/user/cart/remove/anyone/${productId}`, size ? { size } : undefined),
    clear: () => call('DELETE', '/api/user/cart/clear/anyone'),
  };
}

const dress = () =>
  addProduct(ctx.db, categoryId, {
    name: 'Sunny Dress',
    price: 899,
    discountPrice: 749.5,
    sizes: [
      { size: 'S', stock: 10 },
      { size: 'M', stock: 2 },
      { size: 'L', stock: 0 },
    ],
  });

describe('cart', () => {
  it('answers an empty cart while the shopper has added nothing, and needs a session', async () => {
    const shopper = await newShopper();
    const res = await shopper.read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { items: [], totalQuantity: 0, totalPrice: 0, finalPrice: 0, coupon: null },
    });
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/user/cart/x' });
    expect(guest.statusCode).toBe(401);
  });

  it('prices lines from the product (sale price), whatever the body says', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    const res = await shopper.add({
      userId: 'someone-else',
      productId,
      size: 'S',
      quantity: 2,
      discountPrice: 1,
      images: [],
      stock: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Item added to cart',
      totalPrice: 1499,
      discountAmount: 0,
      deliveryCharge: 50,
      finalPrice: 1549,
      totalQuantity: 2,
      coupon: null,
      offer: null,
      removedItems: [],
      notices: [],
    });
    expect(body.items).toEqual([
      expect.objectContaining({
        productId,
        name: 'Sunny Dress',
        price: 899,
        discountPrice: 749.5,
        size: 'S',
        quantity: 2,
        stock: 10,
        unitPrice: 749.5,
        lineTotal: 1499,
        category: { _id: categoryId, name: 'Girls' },
      }),
    ]);
    // The spec's client reads the same cart under `data` and `cart`.
    expect(body.data.finalPrice).toBe(1549);
    expect(body.cart.items).toHaveLength(1);
    const read = await shopper.read();
    expect(read.json().data.items[0].quantity).toBe(2);
  });

  it('refuses quantities that are not positive whole numbers', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await shopper.add({ productId, size: 'S', quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Invalid quantity value!' });
    }
    expect((await shopper.read()).json().data.items).toEqual([]);
  });

  it('words unknown products and unavailable or sold-out sizes as the product page does', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    const cases: [object, number, string][] = [
      [{ productId: '00000000-0000-4000-8000-000000000000', size: 'S' }, 404, 'Product not found.'],
      [{ productId: 'nonsense', size: 'S' }, 404, 'Product not found.'],
      [{ productId, size: 'XXL' }, 400, 'Selected size is not available.'],
      [{ productId, size: 'L' }, 400, 'Selected size is out of stock.'],
      [{ productId }, 400, 'Please select a size.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await shopper.add({ quantity: 1, ...payload });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('holds at most the stock of a size and 5 of a product across its sizes', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    const overStock = await shopper.add({ productId, size: 'M', quantity: 3 });
    expect(overStock.json()).toEqual({
      success: false,
      message: 'Insufficient Stock: The quantity exceeds the available stock.',
    });
    expect((await shopper.add({ productId, size: 'M', quantity: 2 })).statusCode).toBe(200);
    expect((await shopper.add({ productId, size: 'S', quantity: 3 })).statusCode).toBe(200);
    const sixth = await shopper.add({ productId, size: 'S', quantity: 1 });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Quantity Limit Reached: You can only add up to 5 units of a product.',
    });
    const raise = await shopper.update({ productId, size: 'S', quantity: 4 });
    expect(raise.json().message).toBe(
      'Quantity Limit Reached: You can only add up to 5 units of a product.',
    );
    const aboveStock = await shopper.update({ productId, size: 'M', quantity: 3 });
    expect(aboveStock.json().message).toBe(
      'Insufficient Stock: The quantity exceeds the available stock.',
    );
    const lower = await shopper.update({ productId, size: 'S', quantity: 1 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({ totalQuantity: 3, message: 'Cart updated' });
  });

  it('updates only lines it holds, and removes one size or the whole product', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    const missing = await shopper.update({ productId, size: 'S', quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This item is not in your cart.');

    await shopper.add({ productId, size: 'S', quantity: 1 });
    await shopper.add({ productId, size: 'M', quantity: 1 });
    const removed = await shopper.remove(productId, 'M');
    expect(removed.json().items.map((i: { size: string }) => i.size)).toEqual(['S']);
    await shopper.add({ productId, size: 'M', quantity: 1 });
    const all = await shopper.remove(productId);
    expect(all.json()).toMatchObject({ items: [], finalPrice: 0, deliveryCharge: 0 });
  });

  it('clears the cart, after which it reads as empty', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    await shopper.add({ productId, size: 'S', quantity: 1 });
    const cleared = await shopper.clear();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ message: 'Cart cleared', items: [], totalQuantity: 0 });
    expect((await shopper.read()).json().data.items).toEqual([]);
  });

  it('drops a line whose size sold out and lowers one above the stock left, saying so', async () => {
    const soldOut = await dress();
    const shrinking = await dress();
    const shopper = await newShopper();
    await shopper.add({ productId: soldOut, size: 'M', quantity: 2 });
    await shopper.add({ productId: shrinking, size: 'S', quantity: 4 });
    await ctx.db
      .update(productSizes)
      .set({ stock: 0 })
      .where(and(eq(productSizes.productId, soldOut), eq(productSizes.size, 'M')));
    await ctx.db
      .update(productSizes)
      .set({ stock: 1 })
      .where(and(eq(productSizes.productId, shrinking), eq(productSizes.size, 'S')));

    const res = await shopper.read();
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart.items).toEqual([expect.objectContaining({ productId: shrinking, quantity: 1 })]);
    expect(cart.removedItems).toEqual([
      { productId: soldOut, name: 'Sunny Dress', size: 'M', quantity: 2, newQuantity: 0 },
    ]);
    expect(cart.reducedItems).toEqual([
      { productId: shrinking, name: 'Sunny Dress', size: 'S', quantity: 4, newQuantity: 1 },
    ]);
    expect(cart.notices).toEqual([
      'Some items were removed due to insufficient stock. Sunny Dress (size M) is sold out and was removed from your cart.',
      'Some quantities were lowered to the stock that is left. Only 1 of Sunny Dress (size S) is left, so your cart now holds 1.',
    ]);
    // Said once: the change is saved, so the next read has nothing new to report.
    expect((await shopper.read()).json().notices).toEqual([]);
  });

  it('drops lines of products taken off the shop', async () => {
    const productId = await dress();
    const shopper = await newShopper();
    await shopper.add({ productId, size: 'S', quantity: 1 });
    await ctx.db.update(products).set({ isDeleted: true }).where(eq(products.id, productId));
    const res = await shopper.read();
    expect(res.json().data).toMatchObject({
      items: [],
      notices: [
        'Some items were removed due to insufficient stock. Sunny Dress (size S) is no longer available and was removed from your cart.',
      ],
    });
    expect((await shopper.read()).json().data.items).toEqual([]);
  });

  it("acts on the caller's own cart whatever user id the path names", async () => {
    const productId = await dress();
    const owner = await newShopper();
    const other = await newShopper();
    await owner.add({ productId, size: 'S', quantity: 1 });
    const cleared = await other.clear();
    expect(cleared.json().items).toEqual([]);
    expect((await owner.read()).json().data.items).toHaveLength(1);
  });

  it('holds at most 30 lines', async () => {
    const shopper = await newShopper();
    const sizes = ['S', 'M', 'L', 'XL'].map((size) => ({ size, stock: 3 }));
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push(await addProduct(ctx.db, categoryId, { name: `Sock set ${i}`, price: 99, sizes }));
    }
    for (const productId of ids) {
      for (const size of ['S', 'M', 'L']) {
        const res = await shopper.add({ productId, size, quantity: 1 });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const more = await shopper.add({ productId: ids[0], size: 'XL', quantity: 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(
      'Your cart can hold up to 30 different items. Check out or remove some first.',
    );
    const raise = await shopper.add({ productId: ids[0], size: 'S', quantity: 1 });
    expect(raise.statusCode).toBe(200);
  });

  it('lets racing adds of one shopper pass neither the 5-unit limit nor the stock', async () => {
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Busy Tee',
      price: 300,
      sizes: [
        { size: 'S', stock: 50 },
        { size: 'M', stock: 3 },
      ],
    });
    const shopper = await newShopper();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        shopper.add({ productId, size: i % 2 === 0 ? 'S' : 'M', quantity: 1 }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(7);
    const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.productId, productId));
    const total = lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(total).toBe(5);
    expect(lines.find((line) => line.size === 'M')?.quantity ?? 0).toBeLessThanOrEqual(3);
  });
});
