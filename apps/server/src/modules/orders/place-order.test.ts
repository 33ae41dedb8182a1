import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  coupons,
  couponUses,
  orderItems,
  orders,
  products,
  productSizes,
  wallets,
  walletTransactions,
} from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct, TEST_ADDRESS as ADDRESS } from '../../testing/fixtures';
import { createCoupon } from '../../testing/promotions';
import { fundWallet, orderingShopper, stockOf, type CartLineFixture } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Boys');
});

afterAll(async () => {
  await ctx.close();
});

const shopper = (lines: CartLineFixture[] = []) => orderingShopper(ctx, lines);

let productCount = 0;
const product = (price: number, stock = 10, discountPrice?: number) =>
  addProduct(ctx.db, categoryId, {
    name: 'Linen Kurta',
    brand: 'Little Loom',
    price,
    ...(discountPrice === undefined ? {} : { discountPrice }),
    sizes: [{ size: 'M', stock }],
    images: [`kurta-front-${(productCount += 1)}`],
  });

const ordersOf = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));

describe('placing an order', () => {
  it('prices the cart itself, reserves stock, copies each line and empties the cart', async () => {
    const kurta = await product(500, 10, 450);
    const buyer = await shopper([{ productId: kurta, quantity: 2 }]);
    const res = await buyer.place({
      items: [{ productId: kurta, price: 1, quantity: 2 }],
      totalPrice: 2,
      discountAmount: 1,
      finalPrice: 1,
      deliveryCharge: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(res.json()).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(order).toMatchObject({
      totalPrice: 900,
      discountAmount: 0,
      deliveryCharge: 50,
      finalPrice: 950,
      totalQuantity: 2,
      paymentStatus: 'Pending',
      paymentMethod: 'COD',
      address: { ...ADDRESS },
      items: [
        {
          productId: kurta,
          name: 'Linen Kurta',
          brand: 'Little Loom',
          size: 'M',
          quantity: 2,
          price: 450,
          lineTotal: 900,
          trackingStatus: 'PENDING',
        },
      ],
    });
    expect(order.orderNumber).toMatch(/^LL-\d{4}-\d{5}$/);
    expect(order.items[0].image).toContain('kurta-front');
    expect(await stockOf(ctx, kurta)).toBe(8);
    expect((await buyer.cart()).json().data.items).toEqual([]);

    const second = await shopper([{ productId: kurta, quantity: 1 }]);
    const next = (await second.place()).json().order.orderNumber as string;
    expect(Number(next.slice(-5))).toBeGreaterThan(Number(order.orderNumber.slice(-5)));
  });

  it('applies the cart’s coupon and records its one use', async () => {
    await createCoupon(ctx, admin, { code: 'ORDER10', discount: 10 });
    const kurta = await product(300);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/apply-coupon',
      headers: buyer.headers,
      payload: { couponCode: 'order10' },
    });
    const res = await buyer.place({ discountAmount: 299 });
    expect(res.json().order).toMatchObject({
      totalPrice: 300,
      discountAmount: 30,
      finalPrice: 320,
    });
    const uses = await ctx.db.select().from(couponUses).where(eq(couponUses.userId, buyer.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.orderId).toBe(res.json().order._id);
  });

  it('refuses cash on delivery above ₹1,000, changing nothing', async () => {
    const kurta = await product(951);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    const res = await buyer.place({ paymentMethod: 'COD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'COD Not Allowed: Cash on delivery is available for orders up to ₹1,000.00.',
    });
    expect(await stockOf(ctx, kurta)).toBe(10);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect((await buyer.cart()).json().data.items).toHaveLength(1);
  });

  it('takes wallet money for wallet orders, and refuses when the balance is short', async () => {
    const kurta = await product(400);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 449);
    const short = await buyer.place({ paymentMethod: 'Wallet' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Insufficient wallet balance.');
    expect(await stockOf(ctx, kurta)).toBe(10);

    await fundWallet(ctx, buyer.id, 1);
    const paid = await buyer.place({ paymentMethod: 'Wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order).toMatchObject({ paymentStatus: 'Paid', paymentMethod: 'Wallet' });
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, buyer.id));
    expect(wallet!.balancePaise).toBe(0);
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, buyer.id));
    expect(ledger.map((l) => [l.type, l.amountPaise, l.balanceAfterPaise])).toEqual(
      expect.arrayContaining([['DEBIT', 45_000, 0]]),
    );
  });

  it('needs an address of the caller’s own, a cart with something in it, and a way to pay', async () => {
    const kurta = await product(200);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    const stranger = await shopper();
    const theirs = await buyer.place({ address: stranger.address._id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Address not found');
    const none = await buyer.place({ address: undefined });
    expect(none.json().message).toBe(
      'Address Required: Please select an address before placing the order.',
    );
    const how = await buyer.place({ paymentMethod: 'Cheque' });
    expect(how.json().message).toBe('Choose how you would like to pay');
    const empty = await stranger.place();
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Cart is Empty');
    expect(await stockOf(ctx, kurta)).toBe(10);
  });

  it('asks the shopper to look again when the cart changed under them', async () => {
    const kurta = await product(200, 5);
    const buyer = await shopper([{ productId: kurta, quantity: 4 }]);
    await ctx.db.update(productSizes).set({ stock: 2 }).where(eq(productSizes.productId, kurta));
    const res = await buyer.place();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your cart changed since you last saw it. Please check it again before placing the order. Some quantities were lowered to the stock that is left. Only 2 of Linen Kurta (size M) are left, so your cart now holds 2.',
    );
    expect(await stockOf(ctx, kurta)).toBe(2);
    expect((await buyer.place()).statusCode).toBe(201);
    expect(await stockOf(ctx, kurta)).toBe(0);
  });

  it('names the item and size when another order took the last piece, and takes no wallet money', async () => {
    const kurta = await product(300, 1);
    const first = await shopper([{ productId: kurta, quantity: 1 }]);
    const second = await shopper([{ productId: kurta, quantity: 1 }]);
    await fundWallet(ctx, first.id, 350);
    await fundWallet(ctx, second.id, 350);
    // At once: on PostgreSQL the loser's stock update waits for the winner's and then finds none.
    const replies = await Promise.all([
      first.place({ paymentMethod: 'Wallet' }),
      second.place({ paymentMethod: 'Wallet' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'Your cart changed since you last saw it. Please check it again before placing the order. Some items were removed due to insufficient stock. Linen Kurta (size M) is sold out and was removed from your cart.',
    );
    const loser = replies[0]!.statusCode === 409 ? first : second;
    expect(await walletState(ctx.db, loser.id)).toEqual({
      balancePaise: 35_000,
      ledgerSumPaise: 35_000,
    });
    expect((await loser.cart()).json().data.items).toEqual([]);
    expect(await stockOf(ctx, kurta)).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the first order', async () => {
    const kurta = await product(250);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    const first = await buyer.place({}, 'pay-now-attempt-1');
    const again = await buyer.place({}, 'pay-now-attempt-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(ctx, kurta)).toBe(9);
    const other = await buyer.place({ paymentMethod: 'Wallet' }, 'pay-now-attempt-1');
    expect(other.statusCode).toBe(422);
  });

  it('changes nothing when its last step fails', async () => {
    await createCoupon(ctx, admin, { code: 'MIDWAY', discount: 5 });
    const kurta = await product(300);
    const buyer = await shopper([{ productId: kurta, quantity: 2 }]);
    await fundWallet(ctx, buyer.id, 1000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/cart/apply-coupon',
      headers: buyer.headers,
      payload: { couponCode: 'MIDWAY' },
    });
    // Emptying the cart is the last write of an order; make it fail.
    await ctx.db.execute(sql`create or replace function refuse_cart_empty() returns trigger
      language plpgsql as $$ begin raise exception 'cart cannot be emptied'; end $$`);
    await ctx.db.execute(sql`create trigger refuse_cart_empty before delete on cart_lines
      for each row execute function refuse_cart_empty()`);
    try {
      const res = await buyer.place({ paymentMethod: 'Wallet' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: 'Something went wrong. Please try again.',
      });
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_cart_empty on cart_lines`);
    }
    expect(await stockOf(ctx, kurta)).toBe(10);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await ctx.db.select().from(couponUses).where(eq(couponUses.userId, buyer.id))).toEqual(
      [],
    );
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, buyer.id));
    expect(wallet!.balancePaise).toBe(100_000);
    const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.userId, buyer.id));
    expect(lines).toHaveLength(1);
    expect((await buyer.cart()).json().data.coupon).toMatchObject({ code: 'MIDWAY' });
  });
});

describe('placing orders at the same moment', () => {
  it('sells the last unit once when five shoppers race for it', async () => {
    const kurta = await product(300, 1);
    const buyers = [];
    for (let i = 0; i < 5; i += 1) buyers.push(await shopper([{ productId: kurta, quantity: 1 }]));
    const replies = await Promise.all(buyers.map((buyer) => buyer.place()));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await stockOf(ctx, kurta)).toBe(0);
    const sold = await ctx.db.select().from(orderItems).where(eq(orderItems.productId, kurta));
    expect(sold).toHaveLength(1);
  });

  it('never takes a wallet below zero when two wallet orders race', async () => {
    const kurta = await product(100, 10);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 150);
    const replies = await Promise.all([
      buyer.place({ paymentMethod: 'Wallet' }, 'wallet-race-1'),
      buyer.place({ paymentMethod: 'Wallet' }, 'wallet-race-2'),
    ]);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const wallet = await walletState(ctx.db, buyer.id);
    expect(wallet.balancePaise).toBe(0);
    expect(wallet.ledgerSumPaise).toBe(wallet.balancePaise);
  });

  it('never takes a wallet below zero when a wallet order races a wallet spend', async () => {
    const kurta = await product(100, 10);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    await fundWallet(ctx, buyer.id, 150);
    const [order, spend] = await Promise.all([
      buyer.place({ paymentMethod: 'Wallet' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/wallet/debit',
        headers: buyer.headers,
        payload: { userId: 'anyone', amount: 100 },
      }),
    ]);
    const succeeded = [order.statusCode === 201, spend.statusCode === 200].filter(Boolean);
    expect(succeeded).toHaveLength(1);
    const refused = order.statusCode === 201 ? spend : order;
    expect(refused.json().message).toBe('Insufficient wallet balance.');
    const wallet = await walletState(ctx.db, buyer.id);
    expect(wallet.balancePaise).toBeGreaterThanOrEqual(0);
    expect(wallet.ledgerSumPaise).toBe(wallet.balancePaise);
  });

  it('gives one order for a double-pressed Pay Now', async () => {
    const kurta = await product(220, 10);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    const replies = await Promise.all([
      buyer.place({}, 'double-press-key'),
      buyer.place({}, 'double-press-key'),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(replies[0]!.json().order._id).toBe(replies[1]!.json().order._id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(ctx, kurta)).toBe(9);
  });
});

describe('nobody pays for a cart they did not see', () => {
  const cartOf = async (buyer: Awaited<ReturnType<typeof shopper>>) => (await buyer.cart()).json();

  it('refuses the order when a price changed since the cart was shown, and charges nothing', async () => {
    const kurta = await product(499);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    expect((await cartOf(buyer)).finalPrice).toBe(549);
    await fundWallet(ctx, buyer.id, 2000);
    await ctx.db.update(products).set({ pricePaise: 99_900 }).where(eq(products.id, kurta));

    const refused = await buyer.place({ paymentMethod: 'Wallet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your cart changed since you last saw it. Please check it again before placing the order. The price of Linen Kurta (size M) changed from ₹499.00 to ₹999.00.',
    );
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    expect((await walletState(ctx.db, buyer.id)).balancePaise).toBe(200_000);

    // Seen now: the cart shows the new price, and the order goes through at it.
    const seen = await cartOf(buyer);
    expect(seen.finalPrice).toBe(1049);
    expect(seen.notices).toEqual([]);
    const placed = await buyer.place({ paymentMethod: 'Wallet' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.finalPrice).toBe(1049);
    expect((await walletState(ctx.db, buyer.id)).balancePaise).toBe(200_000 - 104_900);
  });

  it('says so on the cart, once, when a price changed while the shopper was away', async () => {
    const kurta = await product(700);
    const buyer = await shopper([{ productId: kurta, quantity: 1 }]);
    await ctx.db.update(products).set({ pricePaise: 65_000 }).where(eq(products.id, kurta));
    expect((await cartOf(buyer)).notices).toEqual([
      'The price of Linen Kurta (size M) changed from ₹700.00 to ₹650.00.',
    ]);
    expect((await cartOf(buyer)).notices).toEqual([]);
    expect((await buyer.place()).statusCode).toBe(201);
  });

  it('refuses the order when the coupon in the cart was deleted, or its discount changed', async () => {
    await createCoupon(ctx, admin, { code: 'GONE10', discount: 10 });
    await createCoupon(ctx, admin, { code: 'MOVED10', discount: 10 });
    const kurta = await product(800);
    const gone = await shopper([{ productId: kurta, quantity: 1 }]);
    const moved = await shopper([{ productId: kurta, quantity: 1 }]);
    for (const [buyer, code] of [
      [gone, 'GONE10'],
      [moved, 'MOVED10'],
    ] as const) {
      const applied = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/cart/apply-coupon',
        headers: buyer.headers,
        payload: { couponCode: code },
      });
      expect(applied.json().cart.finalPrice).toBe(770);
    }
    const [goneCoupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'GONE10'));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/coupon/${goneCoupon!.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await ctx.db.update(coupons).set({ discountPercent: 5 }).where(eq(coupons.code, 'MOVED10'));

    const withoutCoupon = await gone.place();
    expect(withoutCoupon.statusCode).toBe(409);
    expect(withoutCoupon.json().message).toContain(
      'Coupon GONE10 was removed from your cart. It is no longer available.',
    );
    const smaller = await moved.place();
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toContain('Coupon MOVED10 now takes 5% off instead of 10%.');
    expect(await ordersOf(gone.id)).toHaveLength(0);
    expect(await ordersOf(moved.id)).toHaveLength(0);

    // The shopper's own choices are no news to them.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/cart/remove-coupon',
      headers: moved.headers,
    });
    expect(removed.json().cart?.notices ?? []).toEqual([]);
    expect((await moved.place()).statusCode).toBe(201);
    expect((await gone.place()).statusCode).toBe(201);
  });
});
