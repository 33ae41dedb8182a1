import { randomUUID } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import { toPaise } from '@littleloom/shared';
import type { Database } from '../db/client';
import { categories, productImages, products, productSizes, users } from '../db/schema';
import { ShopDays } from '../lib/shop-days';
import type { MediaService } from '../modules/media/service';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoReviews, seedShowcaseReviews } from './demo-reviews';
import { seedDemoSeller } from './demo-seller';
import { demoShopServices } from './demo-shop-services';
import { numberLinesByTime } from './demo-wallet';
import { renderGarmentSvg } from './garment-art';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Pieces of every size the shop had on its shelves before the demo's past orders: what they took
 * came out of these, and the shelves are then set to the catalogue's stock, which is today's.
 */
const STOCK_BEFORE_THE_PAST = 100;
/** Image renders at once; sharp already uses both cores for each. */
const RENDER_CONCURRENCY = 4;

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

async function renderImages(
  media: MediaService,
  [product, ids]: readonly [DemoProduct, readonly string[]],
): Promise<void> {
  await Promise.all(
    product.art.map((art, i) => media.store(Buffer.from(renderGarmentSvg(art)), ids[i])),
  );
}

/**
 * Fills an empty shop with the demo catalogue. Does nothing when any category exists, so it is safe
 * on every start and never touches a shop that is already in use.
 */
export async function seedDemoCatalogue(
  db: Database,
  media: MediaService,
  options: { now?: Date; customerEmails?: string[]; timeZone?: string } = {},
): Promise<{ seeded: boolean; products: number; orders: number }> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return { seeded: false, products: 0, orders: 0 };

  // The pictures are named now and rendered while everything else is written: sharp works on
  // threads of its own, and the demo's history on this one.
  const imageIds = DEMO_PRODUCTS.map((product) => product.art.map(() => media.newId()));
  const rendering = mapWithConcurrency(
    DEMO_PRODUCTS.map((product, i) => [product, imageIds[i]!] as const),
    RENDER_CONCURRENCY,
    (pictures) => renderImages(media, pictures),
  );
  // Awaited before the transaction ends; a failure meanwhile waits here, not as unhandled.
  rendering.catch(() => undefined);

  const orderCount = await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c) => ({
          name: c.name,
          description: c.description,
          hsnCode: c.hsnCode,
          ...c.parcel,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryIdByName = new Map(categoryRows.map((c) => [c.name, c.id]));
    const styleIds = new Map<string, string>();
    const styleIdOf = (style: string) => {
      if (!styleIds.has(style)) styleIds.set(style, randomUUID());
      return styleIds.get(style)!;
    };

    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p) => {
          const categoryId = categoryIdByName.get(p.category);
          if (!categoryId)
            throw new Error(`Demo product ${p.name} names unknown category ${p.category}`);
          const createdAt = new Date(now.getTime() - p.createdDaysAgo * DAY_MS);
          return {
            name: p.name,
            description: p.description,
            brand: p.brand,
            categoryId,
            pricePaise: toPaise(p.price),
            discountPricePaise: p.discountPrice === undefined ? null : toPaise(p.discountPrice),
            bestseller: p.bestseller,
            isFeatured: p.isFeatured,
            popularity: p.popularity,
            colourName: p.colour.name,
            colourHex: p.colour.hex,
            styleId: p.style === null ? null : styleIdOf(p.style),
            weightGrams: p.ownParcel.weightGrams ?? null,
            lengthCm: p.ownParcel.lengthCm ?? null,
            breadthCm: p.ownParcel.breadthCm ?? null,
            heightCm: p.ownParcel.heightCm ?? null,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: products.id });

    const sizeRows = productRows.flatMap((row, i) =>
      (DEMO_PRODUCTS[i]?.sizes ?? []).map((s, position) => ({
        productId: row.id,
        size: s.size,
        stock: s.stock,
        position,
      })),
    );
    await tx
      .insert(productSizes)
      .values(sizeRows.map((size) => ({ ...size, stock: size.stock + STOCK_BEFORE_THE_PAST })));

    const imageRows = productRows.flatMap((row, i) =>
      (imageIds[i] ?? []).map((storageKey, position) => ({
        productId: row.id,
        storageKey,
        position,
      })),
    );
    await tx.insert(productImages).values(imageRows);

    const sellable = productRows.map((row, i) => {
      const demo = DEMO_PRODUCTS[i]!;
      return {
        id: row.id,
        name: demo.name,
        colourName: demo.colour.name,
        categoryId: categoryIdByName.get(demo.category)!,
        sizes: demo.sizes.map((s) => s.size),
        popularity: demo.popularity,
        createdAt: new Date(now.getTime() - demo.createdDaysAgo * DAY_MS),
      };
    });
    const known = options.customerEmails?.length
      ? await tx
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(
            inArray(
              sql`lower(${users.email})`,
              options.customerEmails.map((e) => e.toLowerCase()),
            ),
          )
      : [];
    const timeZone = options.timeZone ?? 'Asia/Kolkata';
    const girls = categoryIdByName.get('Girls');
    const tee = productRows[0];
    if (girls && tee) {
      await seedDemoPromotions(tx, new ShopDays(timeZone, () => now), {
        productId: tee.id,
        productName: DEMO_PRODUCTS[0]!.name,
        categoryId: girls,
        categoryName: 'Girls',
      });
    }
    // Before the orders: they are taxed from the seller's state, as every order is.
    await seedDemoSeller(tx);
    const orderCount = await seedDemoOrders(
      tx,
      demoShopServices(tx, media, timeZone),
      sellable,
      known,
      now,
    );
    // Every picture the rows name is there before they are committed.
    await rendering;
    await tx.execute(sql`
      UPDATE product_sizes SET stock = today.stock
      FROM jsonb_to_recordset(${JSON.stringify(sizeRows)}::jsonb)
        AS today("productId" uuid, size text, stock integer)
      WHERE product_sizes.product_id = today."productId" AND product_sizes.size = today.size`);
    await numberLinesByTime(tx);
    await seedDemoReviews(tx, now);
    await seedShowcaseReviews(tx, new ShopDays(timeZone, () => now));
    return orderCount;
  });

  return { seeded: true, products: DEMO_PRODUCTS.length, orders: orderCount };
}
