import { eq, inArray, sql } from 'drizzle-orm';
import type { ParcelMeasures } from '@littleloom/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { categories, products } from '../../db/schema';

/**
 * The most a parcel is booked with. Couriers' ordinary parcel services take up to 30 kg and
 * 150 cm a side; a parcel the figures make larger is booked at these, and the courier's own
 * weighing at pickup settles the charge. A unit never exceeds them (PARCEL_UNIT_LIMITS), so only
 * many units together reach them.
 */
export const PARCEL_BOOKING_LIMITS = {
  maxWeightGrams: 30_000,
  maxLengthCm: 150,
  maxBreadthCm: 150,
  maxHeightCm: 150,
} as const;

const ownOrCategory = (own: AnyPgColumn, category: AnyPgColumn) =>
  sql<number>`coalesce(${own}, ${category})`.mapWith(Number);

/**
 * What a parcel of these lines weighs and measures, for booking it with a courier. Each product's
 * own figures count, or else its category's, field by field; products and categories deleted
 * since the order still count, as the order keeps them. The units are packed side by side in one
 * box: its weight is every unit's, its length the longest unit's, its breadth the widest's, and
 * the units stack up in height. Each figure is then held to PARCEL_BOOKING_LIMITS.
 */
export async function parcelMeasures(
  tx: Tx | Database,
  lines: { productId: string; quantity: number }[],
): Promise<ParcelMeasures> {
  if (lines.length === 0) throw new Error('A parcel needs at least one item');
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`A parcel line needs a whole number of units, not ${line.quantity}`);
    }
  }
  const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
  const rows = await tx
    .select({
      id: products.id,
      weightGrams: ownOrCategory(products.weightGrams, categories.weightGrams),
      lengthCm: ownOrCategory(products.lengthCm, categories.lengthCm),
      breadthCm: ownOrCategory(products.breadthCm, categories.breadthCm),
      heightCm: ownOrCategory(products.heightCm, categories.heightCm),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const unitOf = new Map(rows.map((row) => [row.id.toLowerCase(), row]));

  const parcel = { weightGrams: 0, lengthCm: 0, breadthCm: 0, heightCm: 0 };
  for (const line of lines) {
    const unit = unitOf.get(line.productId.toLowerCase());
    if (!unit) throw new Error(`No product ${line.productId} to measure for a parcel`);
    parcel.weightGrams += unit.weightGrams * line.quantity;
    parcel.lengthCm = Math.max(parcel.lengthCm, unit.lengthCm);
    parcel.breadthCm = Math.max(parcel.breadthCm, unit.breadthCm);
    parcel.heightCm += unit.heightCm * line.quantity;
  }
  return {
    weightGrams: Math.min(parcel.weightGrams, PARCEL_BOOKING_LIMITS.maxWeightGrams),
    lengthCm: Math.min(parcel.lengthCm, PARCEL_BOOKING_LIMITS.maxLengthCm),
    breadthCm: Math.min(parcel.breadthCm, PARCEL_BOOKING_LIMITS.maxBreadthCm),
    heightCm: Math.min(parcel.heightCm, PARCEL_BOOKING_LIMITS.maxHeightCm),
  };
}
