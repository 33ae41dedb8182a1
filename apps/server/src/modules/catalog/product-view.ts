import { eq, sql } from 'drizzle-orm';
import {
  sortBySize,
  toRupees,
  type Product,
  type ProductSize,
  type StyleColour,
} from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { MediaService } from '../media';

export type ProductRow = typeof products.$inferSelect;

/**
 * Columns read for a product card or page: the product, its category's name, and its sizes, image
 * keys and the colours of its style gathered in the same query, so a page of products is one
 * round trip.
 */
export const productColumns = {
  product: products,
  categoryName: categories.name,
  sizes: sql<ProductSize[]>`coalesce((
    select json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.position, s.size)
    from product_sizes s where s.product_id = ${products.id}), '[]'::json)`,
  imageKeys: sql<string[]>`coalesce((
    select json_agg(i.storage_key order by i.position)
    from product_images i where i.product_id = ${products.id}), '[]'::json)`,
  // Only colours a shopper can buy: a deleted product, or one in a deleted category, drops out
  // of its siblings' swatches and comes back when restored.
  colours: sql<StyleColour[]>`coalesce((
    select json_agg(json_build_object(
        'productId', m.id, 'name', m.colour_name, 'hex', m.colour_hex,
        'inStock', exists (select 1 from product_sizes ms where ms.product_id = m.id and ms.stock > 0)
      ) order by m.created_at, m.id)
    from products m join categories mc on mc.id = m.category_id
    where m.style_id = ${products.styleId} and m.colour_name is not null
      and m.is_deleted = false and mc.is_deleted = false), '[]'::json)`,
};

export interface ProductViewRow {
  product: ProductRow;
  categoryName: string;
  sizes: ProductSize[];
  imageKeys: string[];
  colours: StyleColour[];
}

/** Shapes rows read with `productColumns` as the API's Product. */
export function toProductViews(media: MediaService, rows: ProductViewRow[]): Product[] {
  return rows.map(({ product, categoryName, sizes: sizesAsStored, imageKeys, colours }) => {
    // Every list of sizes reads in the one size order, whatever order the form entered them in.
    const sizes = sortBySize(sizesAsStored, (line) => line.size);
    return {
      _id: product.id,
      name: product.name,
      description: product.description,
      brand: product.brand,
      price: toRupees(product.pricePaise),
      discountPrice:
        product.discountPricePaise === null ? null : toRupees(product.discountPricePaise),
      // An end belongs to a sale: without a sale price there is nothing to end.
      saleEndsAt:
        product.discountPricePaise === null ? null : (product.saleEndsAt?.toISOString() ?? null),
      category: { _id: product.categoryId, name: categoryName },
      sizes,
      stock: sizes.reduce((sum, s) => sum + s.stock, 0),
      images: imageKeys.map((key) => media.describe(key)),
      bestseller: product.bestseller,
      isFeatured: product.isFeatured,
      popularity: product.popularity,
      averageRating: product.reviewCount > 0 ? product.ratingTenths / 10 : null,
      reviewCount: product.reviewCount,
      hsnCode: product.hsnCode,
      colour:
        product.colourName === null || product.colourHex === null
          ? null
          : { name: product.colourName, hex: product.colourHex },
      styleId: product.styleId,
      colours,
      deleted: product.isDeleted,
      createdAt: product.createdAt.toISOString(),
    };
  });
}

export const categoryJoin = eq(products.categoryId, categories.id);

/**
 * Full views of the given products, in the order of `ids`. Pages are chosen by id first and
 * completed here, so the sizes and images are read for the page's rows only, however deep the page.
 */
const prepareProductViews = (db: DbOrTx) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, categoryJoin)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('product_views');

/**
 * Named and built once per database handle, so each connection parses and plans it once rather
 * than for every page.
 */
const productViewsQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareProductViews>>();

function productViewsQuery(db: DbOrTx) {
  let query = productViewsQueries.get(db);
  if (!query) {
    query = prepareProductViews(db);
    productViewsQueries.set(db, query);
  }
  return query;
}

/** The rows of the given products, in the order of `ids` (those that exist). */
export async function loadProductViewRows(db: DbOrTx, ids: string[]): Promise<ProductViewRow[]> {
  if (ids.length === 0) return [];
  const rows = await productViewsQuery(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadProductViews(
  db: DbOrTx,
  media: MediaService,
  ids: string[],
): Promise<Product[]> {
  return toProductViews(media, await loadProductViewRows(db, ids));
}
