import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { ShopDays } from '../lib/shop-days';
import { categories, orderItems, orders, productReviews, products, users } from '../db/schema';
import { ReviewService } from '../modules/reviews/service';
import { DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_CUSTOMERS } from './demo-orders';
import { DEMO_REVIEW_TEXTS, SHOWCASE_REVIEWS, type DemoReviewText } from './demo-review-texts';
import { DEMO_REVIEWERS } from './demo-reviewers';
import { hashName } from './seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A product holds no more of the demo's reviews than this, so they spread over the shop. */
const MOST_PER_PRODUCT = 3;

/** "Ananya Sharma" shows as "Ananya S.", as most shoppers choose to be named. */
export const shownName = (name: string) => {
  const [first = name, last] = name.trim().split(/\s+/);
  return last ? `${first} ${last[0]}.` : first;
};

interface ReceivedPurchase {
  userId: string;
  userName: string;
  productId: string;
  productName: string;
  colourName: string | null;
  category: string;
  deliveredAt: Date;
}

/**
 * The demo's customers review some of what was delivered to them and kept, through the shop's own
 * review rules: each written text once, on a product of its category whose buyers' liking (the
 * demo catalogue's target) is nearest its stars, dated a few days after the delivery. So the
 * product pages, cards and sorts show figures that come from reviews only. Answers how many.
 */
export async function seedDemoReviews(tx: Tx, now: Date): Promise<number> {
  // The showcase products have their own reviewers (seedShowcaseReviews).
  const purchases = (await receivedPurchases(tx)).filter(
    (p) => !SHOWCASE_REVIEWS.some((s) => s.product === p.productName && s.colour === p.colourName),
  );
  const liking = new Map(DEMO_PRODUCTS.map((p) => [p.name, p.averageRating]));
  const reviews = new ReviewService(tx);
  const reviewed = new Set<string>();
  const perProduct = new Map<string, number>();
  let written = 0;

  for (const [category, texts] of Object.entries(DEMO_REVIEW_TEXTS)) {
    for (const [index, text] of texts.entries()) {
      const open = purchases.filter(
        (p) =>
          p.category === category &&
          !reviewed.has(`${p.userId}:${p.productId}`) &&
          (perProduct.get(p.productId) ?? 0) < MOST_PER_PRODUCT,
      );
      const distance = (p: ReceivedPurchase) =>
        Math.abs((liking.get(p.productName) ?? 4) - text.rating);
      const chosen = open.reduce<ReceivedPurchase | undefined>(
        (best, p) => (!best || distance(p) < distance(best) ? p : best),
        undefined,
      );
      if (!chosen) continue;
      await write(tx, reviews, chosen, text, index, now);
      reviewed.add(`${chosen.userId}:${chosen.productId}`);
      perProduct.set(chosen.productId, (perProduct.get(chosen.productId) ?? 0) + 1);
      written += 1;
    }
  }
  return written;
}

/**
 * The showcase products' reviews, each by the parent who bought it and had it delivered, through
 * the shop's own review rules, dated on the day its text gives at a waking hour of the shop's day.
 * Answers how many.
 */
export async function seedShowcaseReviews(tx: Tx, days: ShopDays): Promise<number> {
  const reviews = new ReviewService(tx);
  // Only the reviewers the demo made customers: an account of the same address made before the
  // demo has no order of it to review.
  const buyers = await tx
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(
      inArray(
        users.email,
        DEMO_REVIEWERS.map((r) => r.email),
      ),
    );
  let written = 0;
  for (const { product, colour, reviews: texts } of SHOWCASE_REVIEWS) {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, product), eq(products.colourName, colour)));
    if (!row) throw new Error(`The showcase product ${product} (${colour}) is not in the shop`);
    for (const { by, daysAgo, size: _size, ...text } of texts) {
      const buyer = buyers.find((b) => b.name === by);
      if (!buyer) continue;
      const review = await reviews.write(buyer.id, row.id, {
        ...text,
        reviewerName: shownName(buyer.name),
      });
      // Between 08:00 and 21:59 of its day in the shop's time zone, varied by who and what.
      const spread = hashName(`${by} ${product}`);
      const dayStart = days.endOf(days.addDays(days.today(), -daysAgo - 1));
      const writtenAt = new Date(
        dayStart.getTime() + (8 + (spread % 14)) * HOUR_MS + ((spread >>> 8) % 60) * MINUTE_MS,
      );
      await tx
        .update(productReviews)
        .set({ createdAt: writtenAt, updatedAt: writtenAt })
        .where(eq(productReviews.id, review._id));
      written += 1;
    }
  }
  return written;
}

async function write(
  tx: Tx,
  reviews: ReviewService,
  purchase: ReceivedPurchase,
  text: DemoReviewText,
  index: number,
  now: Date,
): Promise<void> {
  const review = await reviews.write(purchase.userId, purchase.productId, {
    ...text,
    reviewerName: shownName(purchase.userName),
  });
  // Written two to six days after it arrived, never later than today.
  const writtenAt = new Date(
    Math.min(purchase.deliveredAt.getTime() + (2 + (index % 5)) * DAY_MS, now.getTime()),
  );
  await tx
    .update(productReviews)
    .set({ createdAt: writtenAt, updatedAt: writtenAt })
    .where(eq(productReviews.id, review._id));
}

/**
 * What each demo customer received and kept, by when it last arrived: the delivery a review is tied
 * to, and dated after.
 */
async function receivedPurchases(tx: Tx): Promise<ReceivedPurchase[]> {
  const rows = await tx
    .selectDistinctOn([orders.userId, orderItems.productId], {
      userId: orders.userId,
      userName: users.name,
      productId: orderItems.productId,
      productName: products.name,
      colourName: products.colourName,
      category: categories.name,
      deliveredAt: sql<Date>`max(${orderItems.deliveredAt}) over (partition by ${orders.userId}, ${orderItems.productId})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(orderItems.trackingStatus, 'DELIVERED'),
        eq(products.isDeleted, false),
        inArray(
          users.email,
          DEMO_CUSTOMERS.map((c) => c.email),
        ),
      ),
    )
    .orderBy(asc(orders.userId), asc(orderItems.productId));
  return rows
    .map((row) => ({ ...row, deliveredAt: new Date(row.deliveredAt) }))
    .sort(
      (a, b) =>
        a.deliveredAt.getTime() - b.deliveredAt.getTime() ||
        a.productName.localeCompare(b.productName, 'en'),
    );
}
