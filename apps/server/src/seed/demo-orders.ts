import { sql } from 'drizzle-orm';
import { COD_LIMIT, addressSchema, toPaise, type Cart } from '@littleloom/shared';
import type { Tx } from '../db/client';
import { offers as offersTable, users, wallets, type AddressSnapshot } from '../db/schema';
import type { Shopper } from '../modules/orders/order-actions';
import { SHOWCASE_REVIEWS } from './demo-review-texts';
import { DEMO_REVIEWERS } from './demo-reviewers';
import type { DemoShopServices } from './demo-shop-services';
import { topUpBefore } from './demo-wallet';
import { between, hashName, seededRandom } from './seeded-random';

/** Past customers of the demo shop. They sign in with Google only (no password is set). */
export const DEMO_CUSTOMERS: { name: string; email: string; address: AddressSnapshot }[] = [
  [
    'Ananya Sharma',
    'ananya.sharma@example.in',
    '14 Lavelle Road',
    'Bengaluru',
    'Karnataka',
    '560001',
  ],
  [
    'Rohan Mehta',
    'rohan.mehta@example.in',
    '7 Carter Road, Bandra West',
    'Mumbai',
    'Maharashtra',
    '400050',
  ],
  [
    'Priya Iyer',
    'priya.iyer@example.in',
    '22 Besant Nagar 2nd Avenue',
    'Chennai',
    'Tamil Nadu',
    '600090',
  ],
  [
    'Kabir Singh',
    'kabir.singh@example.in',
    'B-41 Greater Kailash I',
    'New Delhi',
    'Delhi',
    '110048',
  ],
  ['Meera Nair', 'meera.nair@example.in', '9 Panampilly Nagar', 'Kochi', 'Kerala', '682036'],
  [
    'Arjun Reddy',
    'arjun.reddy@example.in',
    '3-6-112 Himayatnagar',
    'Hyderabad',
    'Telangana',
    '500029',
  ],
  ['Sana Khan', 'sana.khan@example.in', '18 Park Street', 'Kolkata', 'West Bengal', '700016'],
  [
    'Ishaan Patel',
    'ishaan.patel@example.in',
    '5 CG Road, Navrangpura',
    'Ahmedabad',
    'Gujarat',
    '380009',
  ],
].map(([name, email, street, city, state, zip]) => ({
  name: name!,
  email: email!,
  address: {
    fullname: name!,
    phone: '98' + String(between(seededRandom(email!.length * 7919), 10000000, 99999999)),
    street: street!,
    city: city!,
    state: state!,
    zip: zip!,
    country: 'India',
  },
}));

export interface SellableProduct {
  id: string;
  name: string;
  colourName: string;
  categoryId: string;
  sizes: string[];
  popularity: number;
  /** When it came into the shop: no order of it is older. */
  createdAt: Date;
}

function pickWeighted<T>(random: () => number, items: T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let target = random() * total;
  for (const item of items) {
    target -= weightOf(item);
    if (target <= 0) return item;
  }
  return items[items.length - 1]!;
}

/** Someone who ordered in the demo's past, and the saved address their orders went to. */
export interface DemoBuyer {
  shopper: Shopper;
  addressId: string;
  /**
   * Spends the shop's live coupon codes. The demo shopper does not: they keep WELCOME10 and BIG20
   * for whoever tries the cart.
   */
  usesCoupons: boolean;
  /** Pays from a wallet topped up for it, rather than by card or cash. */
  paysFromWallet: boolean;
}

/** How a demo order's life goes after it is placed. */
type Fate =
  | 'kept'
  | 'cancelled'
  | 'partCancelledBeforeShipping'
  | 'partCancelledAfterShipping'
  | 'returned'
  | 'returnAsked'
  | 'lapsed';

type StepKind =
  | 'place'
  | 'pay'
  | 'paymentWindowCloses'
  | 'cancelWhole'
  | 'shopperCancelsItem'
  | 'adminCancelsItem'
  | 'ship'
  | 'deliver'
  | 'requestReturn'
  | 'approveReturn'
  | 'refund';

interface PlannedOrder {
  buyer: DemoBuyer;
  placedAt: Date;
  lines: { productId: string; size: string; quantity: number }[];
  promotion: 'coupon' | 'offer' | null;
  /** A fraction for choosing among the coupons that fit. */
  couponPick: number;
  /** Cash on delivery when the total allows it; else by card (or from the wallet). */
  prefersCash: boolean;
  fate: Fate;
  /** Which line a part-cancellation or a return takes. */
  line: number;
  steps: { at: Date; kind: StepKind }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DEMO_ORDER_COUNT = 80;
const DEMO_HISTORY_DAYS = 120;
/** The newest demo order is this old: its payment window has closed, as a real one's would. */
const NEWEST_ORDER_AGE_MS = 2 * HOUR_MS;
/** Customers who pay from their wallet, topping it up as they go. */
const WALLET_CUSTOMERS = 2;
/** Share of orders that pay cash on delivery when their total allows it. */
const CASH_SHARE = 0.6;
/** A return is decided this long after it is asked for: newer ones still wait for the admin. */
const RETURN_DECISION_MS = 2 * DAY_MS;

/** An offset of `low` to `high` hours, at a random minute. */
const hoursLater = (random: () => number, low: number, high: number) =>
  between(random, low * 60, high * 60) * MINUTE_MS;

/** Which of a life's fates an order has, from one roll; the parts need more than one line. */
function fateOf(roll: number, card: boolean, lineCount: number): Fate {
  if (roll < 0.05) return card ? 'lapsed' : 'kept';
  if (roll < 0.13) return 'cancelled';
  if (roll < 0.23) return lineCount > 1 ? 'partCancelledBeforeShipping' : 'kept';
  if (roll < 0.31) return lineCount > 1 ? 'partCancelledAfterShipping' : 'kept';
  if (roll < 0.49) return 'returned';
  return 'kept';
}

/**
 * The moments of an order's life, from its fate: paid within minutes when by card, shipped the
 * next day, delivered two or three days later, cancelled or returned in between or after.
 */
function stepsOf(random: () => number, order: Omit<PlannedOrder, 'steps'>, mayPayByCard: boolean) {
  const placed = order.placedAt.getTime();
  const steps: { at: number; kind: StepKind }[] = [{ at: placed, kind: 'place' }];
  if (order.fate === 'lapsed') {
    steps.push({ at: placed + 31 * MINUTE_MS, kind: 'paymentWindowCloses' });
    return steps;
  }
  if (mayPayByCard) steps.push({ at: placed + between(random, 1, 5) * MINUTE_MS, kind: 'pay' });
  if (order.fate === 'cancelled') {
    steps.push({ at: placed + hoursLater(random, 1, 8), kind: 'cancelWhole' });
    return steps;
  }
  if (order.fate === 'partCancelledBeforeShipping') {
    steps.push({ at: placed + hoursLater(random, 1, 8), kind: 'shopperCancelsItem' });
  }
  const shipped = placed + hoursLater(random, 18, 30);
  steps.push({ at: shipped, kind: 'ship' });
  if (order.fate === 'partCancelledAfterShipping') {
    steps.push({ at: shipped + hoursLater(random, 6, 20), kind: 'adminCancelsItem' });
  }
  const delivered = shipped + hoursLater(random, 40, 72);
  steps.push({ at: delivered, kind: 'deliver' });
  if (order.fate === 'returned' || order.fate === 'returnAsked') {
    const asked = delivered + hoursLater(random, 20, 60);
    steps.push({ at: asked, kind: 'requestReturn' });
    if (order.fate === 'returned') {
      const approved = asked + RETURN_DECISION_MS;
      steps.push({ at: approved, kind: 'approveReturn' });
      steps.push({ at: approved + hoursLater(random, 4, 30), kind: 'refund' });
    }
  }
  return steps;
}

/**
 * Four months of orders, newest first and more of them lately, as for a shop that is growing: who
 * bought what, when, with which promotion and how each one's life went. Only the plan is random
 * (seeded): the prices, discounts, tax, documents and refunds are the shop's own, worked out as
 * it runs.
 */
function planDemoOrders(
  buyers: DemoBuyer[],
  products: SellableProduct[],
  now: Date,
): PlannedOrder[] {
  const random = seededRandom(20261122);
  const plan: PlannedOrder[] = [];
  for (let n = 0; n < DEMO_ORDER_COUNT; n++) {
    const buyer = buyers[n % buyers.length]!;
    // Each order in its own stretch of the history, so every stretch has its share (today's
    // orders not shipped yet, last week's on their way or being returned) and more lately.
    const age =
      NEWEST_ORDER_AGE_MS + DEMO_HISTORY_DAYS * DAY_MS * ((n + random()) / DEMO_ORDER_COUNT) ** 1.5;
    const placedAt = new Date(now.getTime() - age);
    const stocked = products.filter((p) => p.createdAt < placedAt);
    // The shop's very first orders, should the catalogue be younger than the history.
    const onSale = stocked.length > 0 ? stocked : products.slice(0, 1);
    const chosen = new Map<string, SellableProduct>();
    const lineCount = random() < 0.5 ? 1 : between(random, 2, 3);
    while (chosen.size < Math.min(lineCount, onSale.length)) {
      const product = pickWeighted(random, onSale, (p) => 20 + p.popularity);
      chosen.set(product.id, product);
    }
    const lines = [...chosen.values()].map((product) => ({
      productId: product.id,
      size: product.sizes[between(random, 0, product.sizes.length - 1)]!,
      quantity: random() < 0.75 ? 1 : 2,
    }));
    const promotionRoll = random();
    const promotion: PlannedOrder['promotion'] =
      promotionRoll < 0.2 ? 'coupon' : promotionRoll < 0.4 ? 'offer' : null;
    const couponPick = random();
    const prefersCash = !buyer.paysFromWallet && random() < CASH_SHARE;
    let fate = fateOf(random(), !buyer.paysFromWallet && !prefersCash, lines.length);
    const line = between(random, 0, lines.length - 1);
    const order = { buyer, placedAt, lines, promotion, couponPick, prefersCash, fate, line };
    const steps = stepsOf(random, order, !buyer.paysFromWallet);
    const asked = steps.find((step) => step.kind === 'requestReturn');
    // The admin has not got round to a return asked for lately.
    if (fate === 'returned' && asked && asked.at + RETURN_DECISION_MS > now.getTime()) {
      fate = 'returnAsked';
      steps.splice(steps.indexOf(asked) + 1);
    }
    plan.push({
      ...order,
      fate,
      steps: steps.map((step) => ({ at: new Date(step.at), kind: step.kind })),
    });
  }
  // Whoever opens the back office finds a return to decide: if none is waiting, the newest order
  // delivered a day ago or more is asked back a day after delivery.
  if (!plan.some((order) => order.fate === 'returnAsked')) {
    for (const order of plan) {
      const delivered = order.steps.find((step) => step.kind === 'deliver')?.at.getTime();
      const asked = delivered === undefined ? undefined : delivered + DAY_MS;
      if (order.fate !== 'kept' || asked === undefined || asked > now.getTime() - HOUR_MS) continue;
      order.fate = 'returnAsked';
      order.steps.push({ at: new Date(asked), kind: 'requestReturn' });
      break;
    }
  }
  return plan;
}

/** The showcase products' reviewers, as customers with their saved addresses. */
async function addReviewers(tx: Tx, shop: DemoShopServices): Promise<DemoBuyer[]> {
  const accounts = await tx
    .insert(users)
    .values(DEMO_REVIEWERS.map((r) => ({ name: r.name, email: r.email, isVerified: true })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, name: users.name });
  if (accounts.length === 0) return [];
  await tx
    .insert(wallets)
    .values(accounts.map((a) => ({ userId: a.id })))
    .onConflictDoNothing();
  const buyers: DemoBuyer[] = [];
  for (const shopper of accounts) {
    const reviewer = DEMO_REVIEWERS.find((r) => r.email === shopper.email)!;
    const address = await shop.addresses.add(shopper.id, addressSchema.parse(reviewer.address));
    buyers.push({ shopper, addressId: address._id, usesCoupons: false, paysFromWallet: false });
  }
  return buyers;
}

/**
 * Each reviewer's one order: what they review, in the size they wrote about, placed a week before
 * their first review so it was delivered before it; paid as most customers pay (cash on delivery
 * when the total allows it, else by card) and kept. A review naming a product that was not yet in
 * the shop then is a mistake in the demo's data, and stops the seed.
 */
function planReviewerOrders(
  buyers: DemoBuyer[],
  products: SellableProduct[],
  now: Date,
): PlannedOrder[] {
  return buyers.flatMap((buyer): PlannedOrder[] => {
    const reviewed = SHOWCASE_REVIEWS.flatMap(({ product, colour, reviews }) =>
      reviews.filter((r) => r.by === buyer.shopper.name).map((r) => ({ product, colour, ...r })),
    );
    if (reviewed.length === 0) return [];
    const firstReviewDaysAgo = Math.max(...reviewed.map((r) => r.daysAgo));
    const placedAt = new Date(now.getTime() - (firstReviewDaysAgo + 7) * DAY_MS);
    const lines = reviewed.map(({ product, colour, size }) => {
      const found = products.find((p) => p.name === product && p.colourName === colour);
      if (!found || !found.sizes.includes(size) || found.createdAt >= placedAt) {
        throw new Error(`${buyer.shopper.name} cannot have bought ${product} (${colour}, ${size})`);
      }
      return { productId: found.id, size, quantity: 1 };
    });
    const order = {
      buyer,
      placedAt,
      lines,
      promotion: null,
      couponPick: 0,
      prefersCash: true,
      fate: 'kept' as const,
      line: 0,
    };
    const steps = stepsOf(seededRandom(hashName(buyer.shopper.email)), order, true);
    return [{ ...order, steps: steps.map((step) => ({ at: new Date(step.at), kind: step.kind })) }];
  });
}

/** A demo order once placed: whose it is, and its items in the order of its lines. */
interface PlacedDemoOrder {
  id: string;
  userId: string;
  card: boolean;
  itemIds: string[];
}

/**
 * The demo shop's past: its customers with their saved addresses, and their orders placed through
 * the shop's own cart and checkout at the moments the plan gives, each then paid, shipped,
 * delivered, cancelled, returned and refunded by the shop's own services at its moment. So every
 * order carries the tax it was placed with, its invoice and credit notes, and every refund its
 * wallet credit and its record, exactly as today's orders do. Answers how many orders it placed.
 */
export async function seedDemoOrders(
  tx: Tx,
  shop: DemoShopServices,
  products: SellableProduct[],
  extraCustomers: Shopper[],
  now: Date,
): Promise<number> {
  const customers = await tx
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c) => ({ name: c.name, email: c.email, isVerified: true })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, name: users.name });
  if (customers.length > 0) {
    await tx
      .insert(wallets)
      .values(customers.map((c) => ({ userId: c.id })))
      .onConflictDoNothing();
  }
  const buyers: DemoBuyer[] = [];
  for (const [index, shopper] of [...customers, ...extraCustomers].entries()) {
    const demo = DEMO_CUSTOMERS.find((d) => d.email === shopper.email);
    const address = await shop.addresses.add(
      shopper.id,
      addressSchema.parse(demo?.address ?? DEMO_SHOPPER_ADDRESS),
    );
    buyers.push({
      shopper,
      addressId: address._id,
      usesCoupons: demo !== undefined,
      paysFromWallet: demo !== undefined && index < WALLET_CUSTOMERS,
    });
  }
  const sellable = products.filter((p) => p.sizes.length > 0);
  if (buyers.length === 0 || sellable.length === 0) return 0;

  const plan = [
    ...planDemoOrders(buyers, sellable, now),
    ...planReviewerOrders(await addReviewers(tx, shop), sellable, now),
  ];
  const offers = await tx
    .select({
      id: offersTable.id,
      type: offersTable.type,
      scope: offersTable.productId,
      category: offersTable.categoryId,
    })
    .from(offersTable);
  const categoryOf = new Map(sellable.map((p) => [p.id, p.categoryId]));
  const placed = new Map<PlannedOrder, PlacedDemoOrder>();
  const usedCoupons = new Set<string>();
  const steps = plan
    .flatMap((order) => order.steps.map((step) => ({ ...step, order })))
    .filter((step) => step.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  for (const { at, kind, order } of steps) {
    shop.at(at);
    if (kind === 'place') {
      const context = { offers, categoryOf, usedCoupons, now };
      placed.set(order, await placeDemoOrder(tx, shop, order, context));
    } else {
      await moveDemoOrder(shop, kind, order, placed.get(order)!);
    }
    await redate(tx, placed.get(order)!.id, at);
  }
  return plan.length;
}

/** Where the demo shopper's past orders went (they may change it under Profile). */
const DEMO_SHOPPER_ADDRESS: AddressSnapshot = {
  fullname: 'Asha Demo',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
};

/** The coupon codes the demo's customers used; live ones only with the orders they allow. */
const COUPONS = [
  { code: 'WELCOME10', minimumPaise: 0 },
  { code: 'BIG20', minimumPaise: 200_000 },
  // A festive code that expired yesterday: orders of a few days ago and more could use it.
  { code: 'FESTIVE25', minimumPaise: 0, onlyOlderThanMs: 3 * DAY_MS },
] as const;

interface PlacingContext {
  offers: { id: string; type: string; scope: string | null; category: string | null }[];
  categoryOf: Map<string, string>;
  /** `userId code` of every coupon a demo customer has used. */
  usedCoupons: Set<string>;
  /** The demo's present, which its history leads up to. */
  now: Date;
}

/**
 * An order placed as a shopper places one: the lines put in the cart, a coupon or an offer that
 * fits applied, the wallet topped up first when it is short, then checkout.
 */
async function placeDemoOrder(
  tx: Tx,
  shop: DemoShopServices,
  order: PlannedOrder,
  context: PlacingContext,
): Promise<PlacedDemoOrder> {
  const { shopper } = order.buyer;
  let cart: Cart | undefined;
  for (const line of order.lines) cart = await shop.carts.add(shopper.id, line);
  if (order.promotion === 'coupon' && order.buyer.usesCoupons) {
    const age = context.now.getTime() - order.placedAt.getTime();
    const fits = COUPONS.filter(
      (coupon) =>
        !context.usedCoupons.has(`${shopper.id} ${coupon.code}`) &&
        toPaise(cart!.totalPrice) >= coupon.minimumPaise &&
        !('onlyOlderThanMs' in coupon && age < coupon.onlyOlderThanMs),
    );
    const coupon = fits[Math.floor(order.couponPick * fits.length)];
    if (coupon) {
      cart = await shop.carts.applyCoupon(shopper.id, coupon.code);
      context.usedCoupons.add(`${shopper.id} ${coupon.code}`);
    }
  }
  if (order.promotion === 'offer') {
    const offer = context.offers.find((candidate) =>
      order.lines.some((line) =>
        candidate.type === 'product'
          ? candidate.scope === line.productId
          : candidate.type === 'category'
            ? candidate.category === context.categoryOf.get(line.productId)
            : true,
      ),
    );
    if (offer) cart = await shop.carts.applyOffer(shopper.id, offer.id);
  }
  const finalPaise = toPaise(cart!.finalPrice);
  const paymentMethod = order.buyer.paysFromWallet
    ? 'Wallet'
    : order.prefersCash && finalPaise <= toPaise(COD_LIMIT)
      ? 'COD'
      : 'Razorpay';
  if (paymentMethod === 'Wallet') {
    await topUpBefore(tx, shop.wallet, shopper.id, finalPaise, order.placedAt);
  }
  const { reply } = await shop.placement.place(
    shopper,
    { address: order.buyer.addressId, paymentMethod },
    undefined,
  );
  return {
    id: reply.order._id,
    userId: shopper.id,
    card: paymentMethod === 'Razorpay',
    itemIds: reply.order.items.map((item) => item._id),
  };
}

/** One later step of an order's life, by whoever takes it: the shopper, the admin, the gateway. */
async function moveDemoOrder(
  shop: DemoShopServices,
  kind: Exclude<StepKind, 'place'>,
  order: PlannedOrder,
  placed: PlacedDemoOrder,
): Promise<void> {
  const itemId = placed.itemIds[order.line % placed.itemIds.length]!;
  switch (kind) {
    case 'pay': {
      if (!placed.card) return;
      const payment = await shop.payments.openOrderPayment(placed.id);
      await shop.payments.applyCapture(payment!.razorpayOrderId, shop.gateway.newPaymentId());
      return;
    }
    case 'paymentWindowCloses':
      await shop.sweep.runOnce();
      return;
    case 'cancelWhole':
      await shop.orderActions.cancelOrder(placed.id);
      return;
    case 'shopperCancelsItem':
      await shop.orderActions.cancelOwnItem(placed.userId, placed.id, itemId);
      return;
    case 'adminCancelsItem':
      await shop.orderActions.setItemStatus(placed.id, itemId, 'CANCELLED');
      return;
    case 'ship':
      await shop.orderActions.setOrderStatus(placed.id, 'SHIPPED');
      return;
    case 'deliver':
      await shop.orderActions.setOrderStatus(placed.id, 'DELIVERED');
      return;
    case 'requestReturn':
      await shop.orderActions.requestReturn(placed.userId, placed.id, itemId);
      return;
    case 'approveReturn':
      await shop.orderActions.decideReturn(placed.id, itemId, { approvalStatus: 'APPROVED' });
      return;
    case 'refund':
      await shop.orderActions.processRefund(placed.id);
      return;
  }
}

/**
 * The services date what they write by the shop's clock, set to the step's moment, but the
 * database dates some rows itself (an order's creation, wallet lines, refunds, payments): those
 * written by this step are dated to its moment too. Every moment before it is earlier, so any
 * later time on the order's rows was written now.
 */
async function redate(tx: Tx, orderId: string, at: Date): Promise<void> {
  const moment = at.toISOString();
  await tx.execute(sql`
    WITH placed AS (
      UPDATE orders SET created_at = least(created_at, ${moment}::timestamptz),
        updated_at = least(updated_at, ${moment}::timestamptz)
      WHERE id = ${orderId}
    ), items AS (
      UPDATE order_items SET created_at = least(created_at, ${moment}::timestamptz),
        updated_at = least(updated_at, ${moment}::timestamptz)
      WHERE order_id = ${orderId}
    ), ledger AS (
      UPDATE wallet_transactions SET created_at = least(created_at, ${moment}::timestamptz)
      WHERE order_id = ${orderId}
    ), refunds AS (
      UPDATE order_refunds SET created_at = least(created_at, ${moment}::timestamptz)
      WHERE order_id = ${orderId}
    ), attempts AS (
      UPDATE gateway_payments SET created_at = least(created_at, ${moment}::timestamptz),
        updated_at = least(updated_at, ${moment}::timestamptz)
      WHERE order_id = ${orderId}
    ), captured AS (
      UPDATE captured_payments SET created_at = least(created_at, ${moment}::timestamptz),
        updated_at = least(updated_at, ${moment}::timestamptz)
      WHERE order_id = ${orderId}
    )
    UPDATE coupon_uses SET created_at = least(created_at, ${moment}::timestamptz)
    WHERE order_id = ${orderId}`);
}
