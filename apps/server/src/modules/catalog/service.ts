import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Product, type SortOption } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import { isUuid } from '../../lib/uuid';
import type { MediaService } from '../media/service';
import { categoryJoin, loadProductViews, productColumns, toProductViews } from './product-view';

export interface ProductQuery {
  search?: string | undefined;
  categoryIds?: string[] | undefined;
  sort?: SortOption | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface ProductPageResult {
  products: Product[];
  total: number;
  page: number;
  pages: number;
}

/**
 * What the storefront sells: products not deleted, in categories not deleted. Written as literal
 * SQL so the planner can match the partial indexes (`WHERE is_deleted = false`).
 */
const isLive = sql`${products.isDeleted} = false and ${categories.isDeleted} = false`;

const unitPrice = sql`coalesce(${products.discountPricePaise}, ${products.pricePaise})`;

function orderFor(sort: SortOption): SQL[] {
  switch (sort) {
    case 'low-to-high':
      return [asc(unitPrice)];
    case 'high-to-low':
      return [desc(unitPrice)];
    case 'popularity':
      return [desc(products.popularity)];
    case 'average-ratings':
      return [desc(products.ratingTenths)];
    case 'featured':
      return [desc(products.isFeatured), desc(products.createdAt)];
    case 'new-arrivals':
      return [desc(products.createdAt)];
    case 'a-z':
      return [asc(sql`lower(${products.name})`)];
    case 'z-a':
      return [desc(sql`lower(${products.name})`)];
    case 'relevant':
      return [desc(products.bestseller), desc(products.popularity), desc(products.createdAt)];
  }
}

export class CatalogService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
  ) {}

  async listProducts(query: ProductQuery): Promise<ProductPageResult> {
    const limit = query.limit ?? PAGE_SIZE.collection;
    const page = query.page ?? 1;
    // Every condition is on the product row, so the count needs no join.
    const filters: SQL[] = [];
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      // Categories are few: the ones whose name matches become a list of ids.
      const matchingCategories = await this.db
        .select({ id: categories.id })
        .from(categories)
        .where(ilike(categories.name, pattern));
      const inMatchingCategory = matchingCategories.length
        ? inArray(
            products.categoryId,
            matchingCategories.map((c) => c.id),
          )
        : undefined;
      filters.push(
        or(
          ilike(products.name, pattern),
          ilike(products.brand, pattern),
          inMatchingCategory,
        ) as SQL,
      );
    }
    if (query.categoryIds?.length) filters.push(inArray(products.categoryId, query.categoryIds));
    const where = and(isLive, ...filters);

    // The total is read with the page (side by side, on a pool), and cached with it.
    const [total, pageIds] = await Promise.all([
      this.countLive(filters),
      this.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(categories, categoryJoin)
        .where(where)
        .orderBy(...orderFor(query.sort ?? 'relevant'), asc(products.id))
        .limit(limit)
        .offset((page - 1) * limit),
    ]);
    return {
      products: await loadProductViews(
        this.db,
        this.media,
        pageIds.map((r) => r.id),
      ),
      total,
      page,
      pages: Math.ceil(total / limit),
    };
  }

  /**
   * How many live products match. Counted on the products table alone (live categories as a
   * semi-join), which an index-only scan of the live-category index can answer.
   */
  private async countLive(productFilters: SQL[]): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(products)
      .where(
        and(
          sql`${products.isDeleted} = false`,
          sql`${products.categoryId} in (select id from categories where is_deleted = false)`,
          ...productFilters,
        ),
      );
    return row?.total ?? 0;
  }

  /** A product the storefront may show; deleted products and products of deleted categories are not found. */
  async getLiveProduct(id: string): Promise<Product> {
    if (!isUuid(id)) throw notFound('Product not found.');
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(and(eq(products.id, id), isLive))
      .limit(1);
    const [product] = toProductViews(this.media, rows);
    if (!product) throw notFound('Product not found.');
    return product;
  }
}
