import { and, desc, eq, sql } from 'drizzle-orm';
import type { Product } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { MediaService } from '../media';
import type { unitsSoldByProduct } from '../orders';
import { categoryJoin, productColumns, toProductViews } from './product-view';

export const BEST_SELLER_LIMIT = 10;

export interface TopProduct extends Product {
  productId: string;
  totalSold: number;
}

export interface TopCategory {
  categoryId: string;
  categoryName: string;
  categoryImage: string | null;
  totalSold: number;
}

export interface TopBrand {
  brand: string;
  totalSold: number;
}

/**
 * Units sold per product, as a query to join (product_id, units_sold). What counts as sold is the
 * orders' rule, so the root passes the orders module's query in.
 */
export type UnitsSoldQuery = typeof unitsSoldByProduct;

const live = and(eq(products.isDeleted, false), eq(categories.isDeleted, false));

/** What sells best, counted from orders; only products and categories still on sale are shown. */
export class BestSellersService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
    private readonly unitsSoldByProduct: UnitsSoldQuery,
  ) {}

  async topProducts(limit = BEST_SELLER_LIMIT): Promise<TopProduct[]> {
    const sold = this.unitsSoldByProduct(this.db).as('sold');
    const rows = await this.db
      .select({ ...productColumns, totalSold: sold.unitsSold })
      .from(sold)
      .innerJoin(products, eq(products.id, sold.productId))
      .innerJoin(categories, categoryJoin)
      .where(live)
      .orderBy(desc(sold.unitsSold), products.name)
      .limit(limit);
    const views = toProductViews(this.media, rows);
    return views.map((view, i) => ({
      ...view,
      productId: view._id,
      totalSold: rows[i]!.totalSold,
    }));
  }

  async topCategories(limit = BEST_SELLER_LIMIT): Promise<TopCategory[]> {
    const sold = this.db.$with('sold').as(this.unitsSoldByProduct(this.db));
    const totalSold = sql<number>`sum(${sold.unitsSold})::int`;
    // The picture of a category is that of its best-selling product.
    const image = sql<string | null>`(
      select pi.storage_key from product_images pi
      join products p2 on p2.id = pi.product_id
      join sold s2 on s2.product_id = p2.id
      where p2.category_id = ${categories.id} and p2.is_deleted = false
      order by s2.units_sold desc, pi.position limit 1)`;
    const rows = await this.db
      .with(sold)
      .select({ categoryId: categories.id, categoryName: categories.name, image, totalSold })
      .from(sold)
      .innerJoin(products, eq(products.id, sold.productId))
      .innerJoin(categories, categoryJoin)
      .where(live)
      .groupBy(categories.id, categories.name)
      .orderBy(desc(totalSold), categories.name)
      .limit(limit);
    return rows.map((r) => ({
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      categoryImage: r.image ? this.media.describe(r.image).thumbnailUrl : null,
      totalSold: r.totalSold,
    }));
  }

  async topBrands(limit = BEST_SELLER_LIMIT): Promise<TopBrand[]> {
    const sold = this.unitsSoldByProduct(this.db).as('sold');
    const totalSold = sql<number>`sum(${sold.unitsSold})::int`;
    return this.db
      .select({ brand: products.brand, totalSold })
      .from(sold)
      .innerJoin(products, eq(products.id, sold.productId))
      .innerJoin(categories, categoryJoin)
      .where(live)
      .groupBy(products.brand)
      .orderBy(desc(totalSold), products.brand)
      .limit(limit);
  }
}
