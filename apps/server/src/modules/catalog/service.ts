import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Product, type ProductFacets, type SortOption } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { MediaService } from '../media/service';
import { readCollectionCounts } from './product-facets';
import {
  conditionsExcept,
  facetConditions,
  liveProduct,
  shopperPrice,
  type FacetFilters,
} from './product-filters';
import { categoryJoin, loadProductViews, productColumns, toProductViews } from './product-view';
import { productMatches, productNearlyMatches, relevance } from './search-conditions';
import { planSearch, type SearchPlan } from './search-plan';

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
  /** When a search finds nothing: the products closest to its text, whatever the filters; else empty. */
  closestMatches: Product[];
}

/** How many closest matches a search that finds nothing offers. */
export const CLOSEST_MATCHES_LIMIT = 4;

/**
 * What the storefront sells: products not deleted, in categories not deleted. Written as literal
 * SQL so the planner can match the partial indexes (`WHERE is_deleted = false`).
 */
const isLive = sql`${products.isDeleted} = false and ${categories.isDeleted} = false`;

/** The storefront's usual order for "relevant": best sellers, then popular, then new. */
export const usualOrder = [
  desc(products.bestseller),
  desc(products.popularity),
  desc(products.createdAt),
];

/**
 * The order of a sort. "Relevant" puts what matches a search best first, when there is one, and
 * otherwise keeps the usual order, which also breaks ties between equally good matches.
 */
function orderFor(sort: SortOption, searchRelevance: SQL | undefined): SQL[] {
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
      return searchRelevance ? [desc(searchRelevance), ...usualOrder] : usualOrder;
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
    const search = query.search?.trim()
      ? await planSearch(this.db, query.search.trim())
      : undefined;
    const scope = this.scopeOf(query, search);
    const conditions = facetConditions(query);
    const filters = [...scope, ...conditionsExcept(conditions)];
    const where = and(isLive, ...filters);

    // The total and the facets are read with the page (side by side, on a pool), and cached with it.
    const [pageIds, { total, facets }] = await Promise.all([
      this.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(categories, categoryJoin)
        .where(where)
        .orderBy(
          ...orderFor(query.sort ?? 'relevant', search && relevance(search)),
          asc(products.id),
        )
        .limit(limit)
        .offset((page - 1) * limit),
      readCollectionCounts(this.db, [...liveProduct, ...scope], conditions),
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
      closestMatches: search && total === 0 ? await this.closestMatches(search) : [],
    };
  }

  /**
   * The live products closest to a search that found nothing, most alike first: those matching
   * any of its words, even loosely, whatever the category and filters. None when nothing comes
   * near (random letters).
   */
  private async closestMatches(search: SearchPlan): Promise<Product[]> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(...liveProduct, productNearlyMatches(search)))
      .orderBy(desc(relevance(search)), ...usualOrder, asc(products.id))
      .limit(CLOSEST_MATCHES_LIMIT);
    return loadProductViews(
      this.db,
      this.media,
      rows.map((r) => r.id),
    );
  }

  /** What search and category leave: the collection the facets are counted in. */
  private scopeOf(query: ProductQuery, search: SearchPlan | undefined): SQL[] {
    const filters: SQL[] = [];
    if (search) filters.push(productMatches(search));
    if (query.categoryIds?.length) filters.push(inArray(products.categoryId, query.categoryIds));
    return filters;
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
