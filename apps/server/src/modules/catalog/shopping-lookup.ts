import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  productDisplayName,
  toRupees,
  type ProductSize,
  type ShoppingProduct,
} from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { MediaService } from '../media';
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

// Carts, wishlists and promotions name a product's own colour, never its style's others: unread.
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
              colour:
                product.colourName === null || product.colourHex === null
                  ? null
                  : { name: product.colourName, hex: product.colourHex },
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

  /**
   * Products' names as a list of them reads (an offer's product among its neighbours'): with the
   * colour, since the colours of one style share a name.
   */
  async productNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, name: products.name, colourName: products.colourName })
      .from(products)
      .where(inArray(products.id, unique));
    return new Map(
      rows.map((row) => [
        row.id,
        productDisplayName({
          name: row.name,
          colour: row.colourName === null ? null : { name: row.colourName },
        }),
      ]),
    );
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
