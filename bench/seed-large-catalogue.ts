import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COLOUR_PALETTE } from '@littleloom/shared';
import type { Database } from '../apps/server/src/db/client';
import { categories, productImages, products, productSizes } from '../apps/server/src/db/schema';

const WORDS = [
  'Dino',
  'Rainbow',
  'Floral',
  'Star',
  'Cloud',
  'Sunny',
  'Ocean',
  'Jungle',
  'Panda',
  'Rocket',
  'Heart',
  'Leafy',
];
const KINDS = [
  'Tee',
  'Frock',
  'Shorts',
  'Romper',
  'Kurta',
  'Jacket',
  'Sneakers',
  'Cap',
  'Socks',
  'Dungarees',
];
const BRANDS = [
  'Babyhug',
  'H&M',
  'Hopscotch',
  'Mothercare',
  'Mini Klub',
  'Little Loom',
  'Cucumber',
  'Pine Kids',
];
const CATEGORY_NAMES = [
  'Boys',
  'Girls',
  'Infants',
  'Footwear',
  'Accessories',
  'Nightwear',
  'Ethnic Wear',
  'Winter Wear',
];
const SIZES = ['2-3Y', '3-4Y', '4-5Y', '6-7Y', '8-9Y'];

/** Writes `count` products (with sizes and image rows) straight into the database, in batches. */
export async function seedLargeCatalogue(db: Database, count: number): Promise<string[]> {
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name) => ({ name, description: `${name} for the bench` })))
    .returning({ id: categories.id });
  const ids: string[] = [];
  // Four products in a row make a style of four colours, as a shop's styles come in 2–4 colours.
  const styleIds = Array.from({ length: Math.ceil(count / 4) }, () => randomUUID());
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const values = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      const price = 19_900 + ((i * 7919) % 230_000);
      return {
        name: `${WORDS[i % WORDS.length]} ${KINDS[(i >> 2) % KINDS.length]} No. ${i}`,
        description: 'Soft, sturdy and made for play.',
        brand: BRANDS[i % BRANDS.length]!,
        colourName: COLOUR_PALETTE[i % COLOUR_PALETTE.length]!.name,
        colourHex: COLOUR_PALETTE[i % COLOUR_PALETTE.length]!.hex,
        styleId: styleIds[Math.floor(i / 4)]!,
        categoryId: categoryRows[i % categoryRows.length]!.id,
        pricePaise: price,
        discountPricePaise: i % 3 === 0 ? Math.floor(price * 0.8) : null,
        bestseller: i % 17 === 0,
        isFeatured: i % 23 === 0,
        popularity: (i * 37) % 1000,
        ratingTenths: (i * 13) % 51,
        isDeleted: i % 50 === 0,
        createdAt: new Date(Date.now() - (i % 365) * 86_400_000),
      };
    });
    const rows = await db.insert(products).values(values).returning({ id: products.id });
    await db.insert(productSizes).values(
      rows.flatMap((row, k) =>
        SIZES.map((size, position) => ({
          productId: row.id,
          size,
          stock: (start + k + position) % 12,
          position,
        })),
      ),
    );
    await db.insert(productImages).values(
      rows.flatMap((row) =>
        [0, 1].map((position) => ({
          productId: row.id,
          storageKey: `img-bench-${row.id}-${position}`,
          position,
        })),
      ),
    );
    ids.push(...rows.map((r) => r.id));
  }
  await db.execute(sql`analyze`);
  return ids;
}
