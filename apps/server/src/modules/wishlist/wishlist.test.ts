import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users, wishlistItems } from '../../db/schema';
import { bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let categoryId: string;
let shopperCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = await addCategory(ctx.db, 'Babies');
});

afterAll(async () => {
  await ctx.close();
});

async function newShopper() {
  shopperCount += 1;
  const headers = bearer(await shopperSession(ctx, `wish${shopperCount}@example.com`));
  return {
    list: () => ctx.app.inject({ method: 'GET', url: '/api/user/wishlist/whoever', headers }),
    add: (productId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/wishlist/add',
        headers,
        payload: { userId: 'whoever', productId, name: 'ignored', price: 1, sizes: [], images: [] },
      }),
    remove: (productId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/wishlist/remove',
        headers,
        payload: { userId: 'whoever', productId },
      }),
  };
}

describe('wishlist', () => {
  it('adds a product once, with the product populated', async () => {
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Cloud Blanket',
      price: 1299,
      discountPrice: 999,
      sizes: [{ size: 'One size', stock: 4 }],
    });
    const shopper = await newShopper();
    const first = await shopper.add(productId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      added: true,
      message: 'Added to wishlist',
    });
    expect(first.json().wishlist.items).toEqual([
      expect.objectContaining({
        _id: productId,
        name: 'Cloud Blanket',
        price: 1299,
        discountPrice: 999,
        sizes: [{ size: 'One size', stock: 4 }],
        productId: expect.objectContaining({ _id: productId, name: 'Cloud Blanket' }),
      }),
    ]);
    const again = await shopper.add(productId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: false, message: 'Product already in wishlist.' });
    expect(again.json().items).toHaveLength(1);
  });

  it('removes a product, and lists newest first', async () => {
    const a = await addProduct(ctx.db, categoryId, { name: 'Bib A', price: 99 });
    const b = await addProduct(ctx.db, categoryId, { name: 'Bib B', price: 99 });
    const shopper = await newShopper();
    await shopper.add(a);
    await shopper.add(b);
    const listed = await shopper.list();
    expect(listed.json().items.map((i: { name: string }) => i.name)).toEqual(['Bib B', 'Bib A']);
    const removed = await shopper.remove(b);
    expect(removed.json()).toMatchObject({ message: 'Removed from wishlist' });
    expect(removed.json().wishlist.items.map((i: { name: string }) => i.name)).toEqual(['Bib A']);
  });

  it('refuses products not on sale, and drops products taken off the shop', async () => {
    const shopper = await newShopper();
    const missing = await shopper.add('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found.' });

    const productId = await addProduct(ctx.db, categoryId, { name: 'Old Hat', price: 199 });
    await shopper.add(productId);
    await ctx.db.update(products).set({ isDeleted: true }).where(eq(products.id, productId));
    expect((await shopper.list()).json().items).toEqual([]);
  });

  it("keeps each shopper's list their own, and needs a session", async () => {
    const productId = await addProduct(ctx.db, categoryId, { name: 'Mittens', price: 149 });
    const owner = await newShopper();
    const other = await newShopper();
    await owner.add(productId);
    expect((await other.list()).json().items).toEqual([]);
    await other.remove(productId);
    expect((await owner.list()).json().items).toHaveLength(1);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/user/wishlist/x' });
    expect(guest.statusCode).toBe(401);
  });

  it('holds at most 100 products', async () => {
    const shopper = await newShopper();
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `wish${shopperCount}@example.com`));
    const kept: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      kept.push(await addProduct(ctx.db, categoryId, { name: `Toy ${i}`, price: 50 }));
    }
    await ctx.db
      .insert(wishlistItems)
      .values(kept.map((productId) => ({ userId: account!.id, productId })));
    const extra = await addProduct(ctx.db, categoryId, { name: 'One too many', price: 50 });
    const res = await shopper.add(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Your wishlist can hold up to 100 products. Remove some first.',
    });
    expect((await shopper.add(kept[0]!)).json().added).toBe(false);
  });
});
