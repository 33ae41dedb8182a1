import { and, asc, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Product, type ProductFacets, type SortOption } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { MediaService } from '../media';
import type { CollectionIndex } from './cache/collection-index';
import type { CollectionFacts } from './facets/collection-facts';
import { readCollectionPage } from './collection-query';
import { readCategoryCounts, readCollectionCounts } from './facets/product-facets';
import {
  conditionsExcept,
  facetConditions,
  liveProduct,
  type FacetFilters,
} from './facets/product-filters';
import { orderFor, usualOrder } from './product-order';
import { categoryJoin, loadProductViews, productColumns, toProductViews } from './product-view';
import { closestMatchesHeld } from './search/closest-matches-held';
import {
  findsNothing,
  productMatches,
  productNearlyMatches,
  relevance,
} from './search/search-conditions';
import type { SearchGate } from './search/search-gate';
import { planSearch, type SearchPlan } from './search/search-plan';
import type { SearchVocabulary } from './search/search-vocabulary';

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

/** The most products a search that finds nothing scores to choose its closest matches from. */
export const CLOSEST_MATCH_CANDIDATES = 200;

/** The counts of a collection without products: every value of every facet is left out. */
const NO_FACETS: ProductFacets = {
  categories: [],
  sizes: [],
  colours: [],
  brands: [],
  price: null,
  inStock: 0,
  onSale: 0,
};

/**
 * What the storefront sells: products not deleted, in categories not deleted. Written as literal
 * SQL so the planner can match the partial indexes (`WHERE is_deleted = false`).
 */
const isLive = sql`${products.isDeleted} = false and ${categories.isDeleted} = false`;

export class CatalogService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
    /** The collection held in memory; without it, every page is answered by the database. */
    private readonly index?: CollectionIndex,
    /** How many searches read the database at once; unlimited without it. */
    private readonly searches?: SearchGate,
    /** The words typos are read as, held in memory; without it, the database reads them. */
    private readonly vocabulary?: SearchVocabulary,
  ) {}

  async listProducts(query: ProductQuery): Promise<ProductPageResult> {
    const limit = query.limit ?? PAGE_SIZE.collection;
    const page = query.page ?? 1;
    // A search is matched by the database's trigram indexes; anything else is counted in memory
    // when the collection is held there and current.
    if (query.search?.trim()) {
      const read = () => this.pageFromDatabase(query, page, limit);
      return this.searches ? this.searches.run(read) : read();
    }
    return (
      (await this.pageFromMemory(query, page, limit)) ?? this.pageFromDatabase(query, page, limit)
    );
  }

  private async pageFromMemory(
    query: ProductQuery,
    page: number,
    limit: number,
  ): Promise<ProductPageResult | undefined> {
    const facts = await this.index?.current();
    if (!this.index || !facts) return undefined;
    const { productNumbers, total, facets } = readCollectionPage(facts, {
      ...query,
      sort: query.sort ?? 'relevant',
      page,
      limit,
    });
    return {
      products: await this.index.productViews(
        productNumbers.map((number) => facts.ids[number] ?? ''),
      ),
      total,
      page,
      pages: Math.ceil(total / limit),
      facets,
      closestMatches: [],
    };
  }

  private async pageFromDatabase(
    query: ProductQuery,
    page: number,
    limit: number,
  ): Promise<ProductPageResult> {
    const text = query.search?.trim();
    // A search matches brands and colours among the collection's, when it is held and current.
    const collection = text ? await this.index?.current() : undefined;
    const search = text ? await planSearch(this.db, text, this.vocabulary, collection) : undefined;
    if (search && findsNothing(search)) {
      return {
        products: [],
        total: 0,
        page,
        pages: 0,
        facets: NO_FACETS,
        closestMatches: await this.closestMatches(search, collection),
      };
    }
    // Every condition is on the product row, so the counts need no join.
    const scope = this.scopeOf(query, search);
    const conditions = facetConditions(query);
    const filters = [...scope, ...conditionsExcept(conditions)];
    const where = and(isLive, ...filters);

    // The total and the facets are read with the page (side by side, on a pool), and cached with it.
    const [pageIds, { total, facets }, categoryCounts] = await Promise.all([
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
      // Categories are counted as if none were chosen: what ticking one more would give.
      readCategoryCounts(
        this.db,
        [...liveProduct, ...(search ? [productMatches(search)] : [])],
        conditions,
      ),
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
      facets: { categories: categoryCounts, ...facets },
      closestMatches: search && total === 0 ? await this.closestMatches(search, collection) : [],
    };
  }

  /**
   * The live products closest to a search that found nothing, most alike first: those matching
   * any of its words, even loosely, whatever the category and filters. None when nothing comes
   * near (random letters). `collection`: the collection in memory, when current; it then finds
   * them itself, as the statement below would, and keeps the products it last showed.
   */
  private async closestMatches(
    search: SearchPlan,
    collection: CollectionFacts | undefined,
  ): Promise<Product[]> {
    const held =
      collection &&
      closestMatchesHeld(search, collection, CLOSEST_MATCH_CANDIDATES, CLOSEST_MATCHES_LIMIT);
    if (this.index && held) return this.index.productViews(held);
    // Any one word, even loosely, may match thousands of products: only the first of them in the
    // usual order are scored, so the work of one search stays bounded (decision 38).
    // The candidates carry what they are scored and ordered on, under the table's own name, so
    // the scores read them there rather than every product being read again to find them.
    const candidates = this.db
      .select({
        id: products.id,
        name: products.name,
        brand: products.brand,
        colourName: products.colourName,
        categoryId: products.categoryId,
        bestseller: products.bestseller,
        popularity: products.popularity,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(and(...liveProduct, productNearlyMatches(search)))
      .orderBy(...usualOrder, asc(products.id))
      .limit(CLOSEST_MATCH_CANDIDATES);
    const order = [desc(relevance(search)), ...usualOrder, asc(products.id)];
    const { rows } = (await this.db.execute(
      sql`select ${products.id} as id from (${candidates}) ${sql.identifier(getTableName(products))}
        order by ${sql.join(order, sql`, `)} limit ${CLOSEST_MATCHES_LIMIT}`,
    )) as unknown as { rows: { id: string }[] };
    const ids = rows.map((r) => r.id);
    return this.index && collection
      ? this.index.productViews(ids)
      : loadProductViews(this.db, this.media, ids);
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
