import { and, eq, inArray, sql } from 'drizzle-orm';
import { toRupees, type ProductSize, type ShoppingProduct } from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { MediaService } from '../media/service';
import { categoryJoin, productColumns } from './product-view';

/** A product as the cart, wishlist and promotions see it: what it is, costs and has in stock. */
export interface ShoppingProductRecord {
  view: ShoppingProduct;
  /** The first picture's thumbnail as an order line keeps it (`MediaService.storedThumbnail`). */
  orderPicture: string | null;
  categoryId: string;
  pricePaise: number;
  discountPricePaise: number | null;
  sizes: ProductSize[];
  /** On sale: neither it nor its category is deleted. */
  isLive: boolean;
  /** What GST an order of it pays: its HSN code (its own or its category's) and the category's fixed rate. */
  tax: { hsnCode: string; fixedRateBp: number };
}

// Carts, wishlists and promotions show no colours of a style, so they are not read for them.
const { colours: _colours, ...shoppingColumns } = productColumns;

/**
 * The catalogue's answers for the shopping modules, so they never read its tables themselves.
 * Every read takes the caller's transaction, so a cart sees one consistent moment.
 */
export class CatalogLookup {
  constructor(private readonly media: MediaService) {}

  async products(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ShoppingProductRecord>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({
        ...shoppingColumns,
        isLive: sql<boolean>`(${products.isDeleted} = false and ${categories.isDeleted} = false)`,
        categoryHsnCode: categories.hsnCode,
        categoryGstRateBp: categories.gstRateBp,
      })
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(inArray(products.id, unique));
    return new Map(
      rows.map((row) => {
        const { product, categoryName, sizes, imageKeys, isLive } = row;
        return [
          product.id,
          {
            view: {
              _id: product.id,
              name: product.name,
              brand: product.brand,
              images: imageKeys.map((key) => this.media.describe(key)),
              price: toRupees(product.pricePaise),
              discountPrice:
                product.discountPricePaise === null ? null : toRupees(product.discountPricePaise),
              category: { _id: product.categoryId, name: categoryName },
            },
            orderPicture: imageKeys[0] ? this.media.storedThumbnail(imageKeys[0]) : null,
            categoryId: product.categoryId,
            pricePaise: product.pricePaise,
            discountPricePaise: product.discountPricePaise,
            sizes,
            isLive,
            tax: {
              hsnCode: product.hsnCode ?? row.categoryHsnCode,
              fixedRateBp: row.categoryGstRateBp,
            },
          },
        ] as const;
      }),
    );
  }

  async product(db: DbOrTx, id: string): Promise<ShoppingProductRecord | undefined> {
    return (await this.products(db, [id])).get(id);
  }

  async productNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, unique));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async categoryNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, unique));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async isLiveCategory(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.isDeleted, false)))
      .limit(1);
    return row !== undefined;
  }
}
