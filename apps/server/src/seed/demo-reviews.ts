import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, orderItems, orders, productReviews, products, users } from '../db/schema';
import { ReviewService } from '../modules/reviews/service';
import { DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_CUSTOMERS } from './demo-orders';
import { DEMO_REVIEW_TEXTS, type DemoReviewText } from './demo-review-texts';

const DAY_MS = 24 * 60 * 60 * 1000;
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
  const purchases = await receivedPurchases(tx);
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
