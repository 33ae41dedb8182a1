import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, MSG, WISHLIST_MESSAGES, type WishlistItem } from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { CatalogLookup } from '../catalog';

/** The shopper's wishlist: products on sale they keep for later, newest first. */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogLookup,
  ) {}

  /** Products that left the shop leave the list with them. */
  async list(userId: string, db: DbOrTx = this.db): Promise<WishlistItem[]> {
    const rows = await db
      .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    const products = await this.catalog.products(
      db,
      rows.map((row) => row.productId),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product?.isLive) return [];
      const { view, sizes } = product;
      return [
        {
          _id: view._id,
          productId: { ...view, sizes },
          name: view.name,
          price: view.price,
          discountPrice: view.discountPrice,
          sizes,
          images: view.images,
          addedAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  /** Adds a product once: a second add changes nothing and says so. */
  async add(userId: string, productId: string): Promise<{ added: boolean; items: WishlistItem[] }> {
    return this.db.transaction(async (tx) => {
      // One shopper's adds take turns, so racing adds cannot pass the size limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
      const product = isUuid(productId) ? await this.catalog.product(tx, productId) : undefined;
      if (!product?.isLive) throw notFound(MSG.productNotFound);
      const [held] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      const inserted = await tx
        .insert(wishlistItems)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning({ productId: wishlistItems.productId });
      const added = inserted.length > 0;
      if (added && (held?.n ?? 0) >= MAX_WISHLIST_ITEMS) throw badRequest(WISHLIST_MESSAGES.full);
      return { added, items: await this.list(userId, tx) };
    });
  }

  async remove(userId: string, productId: string): Promise<WishlistItem[]> {
    if (isUuid(productId)) {
      await this.db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    }
    return this.list(userId);
  }
}
