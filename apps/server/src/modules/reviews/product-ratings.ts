import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';

/** A change to a product's published reviews: how many more, and how many more stars. */
export interface RatingChange {
  reviews: number;
  stars: number;
}

/**
 * Adds a change to the product's count, total and average in one conditional update, inside the
 * transaction that made it: concurrent reviews of one product queue on its row, so the figures
 * never drift from the reviews. The average is worked out here, once, in tenths of a star,
 * halves rounded up.
 */
export async function changeRating(tx: Tx, productId: string, change: RatingChange): Promise<void> {
  if (change.reviews === 0 && change.stars === 0) return;
  const count = sql`${products.reviewCount} + ${change.reviews}`;
  const total = sql`${products.ratingTotal} + ${change.stars}`;
  await tx
    .update(products)
    .set({
      reviewCount: count,
      ratingTotal: total,
      ratingTenths: sql`case when ${count} = 0 then 0 else (20 * (${total}) + ${count}) / (2 * (${count})) end`,
    })
    .where(eq(products.id, productId));
}
