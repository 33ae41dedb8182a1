import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Product, type SortOption } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { MediaService } from '../media/service';
import { categoryJoin, productColumns, toProductViews } from './product-view';

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

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class CatalogService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
  ) {}

  async listProducts(query: ProductQuery): Promise<ProductPageResult> {
    const limit = query.limit ?? PAGE_SIZE.collection;
    const page = query.page ?? 1;
    const filters: SQL[] = [isLive as SQL];
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      filters.push(
        or(
          ilike(products.name, pattern),
          ilike(products.brand, pattern),
          ilike(categories.name, pattern),
        ) as SQL,
      );
    }
    if (query.categoryIds?.length) filters.push(inArray(products.categoryId, query.categoryIds));
    const where = and(...filters);

    const [totalRow] = await this.db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(where);
    const total = totalRow?.total ?? 0;
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(where)
      .orderBy(...orderFor(query.sort ?? 'relevant'), asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      products: await toProductViews(this.db, this.media, rows),
      total,
      page,
      pages: Math.ceil(total / limit),
    };
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
    const [product] = await toProductViews(this.db, this.media, rows);
    if (!product) throw notFound('Product not found.');
    return product;
  }
}
