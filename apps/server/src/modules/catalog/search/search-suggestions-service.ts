import { and, asc, desc, sql } from 'drizzle-orm';
import type { ProductCategoryRef, SuggestedProduct } from '@littleloom/shared';
import { toRupees } from '@littleloom/shared';
import type { Database } from '../../../db/client';
import { productImages, products } from '../../../db/schema';
import type { MediaService } from '../../media';
import { liveProduct } from '../facets/product-filters';
import { namesMatching, productMatches, relevance } from './search-conditions';
import type { SearchGate } from './search-gate';
import { planSearch } from './search-plan';
import type { SearchVocabulary } from './search-vocabulary';
import { usualOrder } from '../product-order';

/** How many of each kind of suggestion the search box shows. */
export const SUGGESTION_LIMIT = 5;

export interface Suggestions {
  products: SuggestedProduct[];
  categories: ProductCategoryRef[];
  brands: string[];
}

/**
 * What the search box suggests for the text typed so far, with the collection's own typo
 * tolerance: the products the collection would list first for it, the live categories and the
 * brands of live products that one of its words names, most alike first, five of each at most.
 */
export class SearchSuggestionsService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
    /** How many searches read the database at once; unlimited without it. */
    private readonly searches?: SearchGate,
    /** The words typos are read as, held in memory; without it, the database reads them. */
    private readonly vocabulary?: SearchVocabulary,
  ) {}

  suggest(text: string): Promise<Suggestions> {
    const read = () => this.read(text);
    return this.searches ? this.searches.run(read) : read();
  }

  private async read(text: string): Promise<Suggestions> {
    const search = await planSearch(this.db, text, this.vocabulary);
    const rows = await this.db
      .select({
        id: products.id,
        name: products.name,
        brand: products.brand,
        pricePaise: products.pricePaise,
        discountPricePaise: products.discountPricePaise,
        colourName: products.colourName,
        colourHex: products.colourHex,
        firstImageKey: sql<string | null>`(select ${productImages.storageKey}
          from ${productImages} where ${productImages.productId} = ${products.id}
          order by ${productImages.position} limit 1)`,
      })
      .from(products)
      .where(and(...liveProduct, productMatches(search)))
      .orderBy(desc(relevance(search)), ...usualOrder, asc(products.id))
      .limit(SUGGESTION_LIMIT);
    return {
      products: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        brand: row.brand,
        price: toRupees(row.pricePaise),
        discountPrice: row.discountPricePaise === null ? null : toRupees(row.discountPricePaise),
        colour:
          row.colourName === null || row.colourHex === null
            ? null
            : { name: row.colourName, hex: row.colourHex },
        thumbnailUrl:
          row.firstImageKey === null ? null : this.media.describe(row.firstImageKey).thumbnailUrl,
      })),
      categories: namesMatching(search, 'categories')
        .slice(0, SUGGESTION_LIMIT)
        .map((category) => ({ _id: category.value, name: category.name })),
      brands: namesMatching(search, 'brands')
        .slice(0, SUGGESTION_LIMIT)
        .map((brand) => brand.name),
    };
  }
}
