import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { productSizes } from '../../../db/schema';
import { bySizeCode, type CollectionFacts, type SizeFact } from '../facets/collection-facts';

/**
 * Reads the sizes of `productIds` again after an order or a stock edit. False when more than
 * stock changed (a size added, removed, renamed or moved): the caller reads everything again,
 * since the orders the database gives sizes cannot be worked out here.
 */
export async function refreshStock(
  db: Database,
  facts: CollectionFacts,
  productIds: string[],
): Promise<boolean> {
  const known = productIds.filter((id) => facts.numberOf.has(id));
  if (known.length === 0) return true;
  const rows = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      position: productSizes.position,
      inStock: sql<boolean>`${productSizes.stock} > 0`,
    })
    .from(productSizes)
    .where(inArray(productSizes.productId, known))
    .orderBy(asc(productSizes.productId));
  const read = new Map<number, SizeFact[]>(known.map((id) => [facts.numberOf.get(id) ?? -1, []]));
  for (const row of rows) {
    const size = facts.sizeCodes.get(row.size);
    if (size === undefined) return false;
    read.get(facts.numberOf.get(row.productId) ?? -1)?.push({
      size,
      position: row.position,
      inStock: row.inStock,
    });
  }
  for (const [number, sizes] of read) {
    if (!sameSizes(facts, number, sizes.sort(bySizeCode))) return false;
  }
  for (const [number, sizes] of read) {
    const start = facts.sizeStarts[number] ?? 0;
    sizes.forEach((fact, i) => {
      facts.sizeInStock[start + i] = fact.inStock ? 1 : 0;
    });
    facts.stocked[number] = sizes.some((fact) => fact.inStock) ? 1 : 0;
  }
  return true;
}

/** Whether the product has the same sizes in the same places as the facts hold, whatever their stock. */
function sameSizes(facts: CollectionFacts, number: number, sizes: SizeFact[]): boolean {
  const start = facts.sizeStarts[number] ?? 0;
  return (
    (facts.sizeStarts[number + 1] ?? 0) - start === sizes.length &&
    sizes.every(
      (fact, i) =>
        facts.sizeCodesOf[start + i] === fact.size &&
        facts.sizePositions[start + i] === fact.position,
    )
  );
}
