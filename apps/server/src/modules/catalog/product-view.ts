import { asc, eq, inArray } from 'drizzle-orm';
import type { Product } from '@littleloom/shared';
import { toRupees } from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, products, productSizes } from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import type { MediaService } from '../media/service';

export type ProductRow = typeof products.$inferSelect;

/** Columns read for a product card or page, with its category name. */
export const productColumns = {
  product: products,
  categoryName: categories.name,
};

/** Loads sizes and images for a page of products and shapes them as the API's Product. */
export async function toProductViews(
  db: DbOrTx,
  media: MediaService,
  rows: { product: ProductRow; categoryName: string }[],
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.id);
  const [sizeRows, imageRows] = await Promise.all([
    db
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(productSizes.position), asc(productSizes.size)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
  ]);
  const sizesByProduct = groupBy(sizeRows, (s) => s.productId);
  const imagesByProduct = groupBy(imageRows, (i) => i.productId);
  return rows.map(({ product, categoryName }) => {
    const sizes = (sizesByProduct.get(product.id) ?? []).map((s) => ({
      size: s.size,
      stock: s.stock,
    }));
    return {
      _id: product.id,
      name: product.name,
      description: product.description,
      brand: product.brand,
      price: toRupees(product.pricePaise),
      discountPrice:
        product.discountPricePaise === null ? null : toRupees(product.discountPricePaise),
      category: { _id: product.categoryId, name: categoryName },
      sizes,
      stock: sizes.reduce((sum, s) => sum + s.stock, 0),
      images: (imagesByProduct.get(product.id) ?? []).map((i) => media.describe(i.storageKey)),
      bestseller: product.bestseller,
      isFeatured: product.isFeatured,
      popularity: product.popularity,
      averageRating: product.ratingTenths / 10,
      deleted: product.isDeleted,
      createdAt: product.createdAt.toISOString(),
    };
  });
}

export const categoryJoin = eq(products.categoryId, categories.id);
