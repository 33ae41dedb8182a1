import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Product, type ProductFacets, type SortOption } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import { isUuid } from '../../lib/uuid';
import type { MediaService } from '../media/service';
import { readFacets } from './product-facets';
import {
  conditionsExcept,
  facetConditions,
  liveProduct,
  shopperPrice,
  type FacetFilters,
} from './product-filters';
import { categoryJoin, loadProductViews, productColumns, toProductViews } from './product-view';

export interface ProductQuery extends FacetFilters {
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
  facets: ProductFacets;
}

/**
 * What the storefront sells: products not deleted, in categories not deleted. Written as literal
 * SQL so the planner can match the partial indexes (`WHERE is_deleted = false`).
 */
const isLive = sql`${products.isDeleted} = false and ${categories.isDeleted} = false`;

function orderFor(sort: SortOption): SQL[] {
  switch (sort) {
    case 'low-to-high':
      return [asc(shopperPrice)];
    case 'high-to-low':
      return [desc(shopperPrice)];
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
    // Every condition is on the product row, so the counts need no join.
    const scope = await this.scopeOf(query);
    const conditions = facetConditions(query);
    const filters = [...scope, ...conditionsExcept(conditions)];
    const where = and(isLive, ...filters);

    // The total and the facets are read with the page (side by side, on a pool), and cached with it.
    const [total, pageIds, facets] = await Promise.all([
      this.countLive(filters),
      this.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(categories, categoryJoin)
        .where(where)
        .orderBy(...orderFor(query.sort ?? 'relevant'), asc(products.id))
        .limit(limit)
        .offset((page - 1) * limit),
      readFacets(this.db, [...liveProduct, ...scope], conditions),
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
      facets,
    };
  }

  /** What search and category leave: the collection the facets are counted in. */
  private async scopeOf(query: ProductQuery): Promise<SQL[]> {
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
    return filters;
  }

  /** How many live products match, counted on the products table alone. */
  private async countLive(productFilters: SQL[]): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(products)
      .where(and(...liveProduct, ...productFilters));
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
