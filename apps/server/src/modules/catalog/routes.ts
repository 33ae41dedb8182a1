import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListQuerySchema } from '@littleloom/shared';
import type { ShopDays } from '../../lib/shop-days';
import { bestSellerRoutes } from './best-sellers-routes';
import { BestSellersService, type UnitsSoldQuery } from './best-sellers-service';
import { serveCatalogueFromCache } from './cache/cached-replies';
import type { CatalogueChanges } from './cache/catalogue-changes';
import { CollectionIndex } from './cache/collection-index';
import { categoryRoutes } from './admin/category-routes';
import { CategoryService } from './admin/category-service';
import { productAdminRoutes } from './admin/product-admin-routes';
import { ProductAdminService } from './admin/product-admin-service';
import { productStyleRoutes } from './styles/product-style-routes';
import { ProductStylesService } from './styles/product-styles-service';
import { productFacetsSchema, productSchema } from './schemas';
import { searchGateFor } from './search/search-gate';
import { searchRoutes } from './search/search-routes';
import { SearchSynonymsService } from './search/search-synonyms';
import { searchSynonymRoutes } from './search/search-synonyms-routes';
import { SearchSuggestionsService } from './search/search-suggestions-service';
import { SearchVocabulary } from './search/search-vocabulary';
import { CatalogService } from './service';

export interface CatalogRouteOptions {
  /** The database's announcements of catalogue changes; unheard, nothing is served from memory. */
  changes: CatalogueChanges;
  /** The shop's calendar, which a sale's last day is read in. */
  days: ShopDays;
  /** Units sold per product (the orders module's query), which best sellers are ranked by. */
  unitsSold: UnitsSoldQuery;
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, options) => {
  const { changes } = options;
  // Before any route, so every route that opts in is served from the cache.
  if (app.config.catalogueCache) serveCatalogueFromCache(app, changes);
  const { media } = app;
  // Searches the caches cannot answer take their turn on the embedded database (decision 38).
  const searches = searchGateFor(app.config.databaseUrl);
  // Typos are read among the words of product names held in memory, not by the database.
  const vocabulary = app.config.searchVocabulary
    ? new SearchVocabulary(app.db, changes)
    : undefined;
  const catalog = new CatalogService(
    app.db,
    media,
    app.config.catalogueIndex ? new CollectionIndex(app.db, media, changes) : undefined,
    searches,
    vocabulary,
  );
  const categories = new CategoryService(app.db);
  await app.register(categoryRoutes(categories));
  const productAdmin = new ProductAdminService(app.db, media, categories, options.days);
  await app.register(productAdminRoutes(productAdmin, () => options.days.today()));
  await app.register(productStyleRoutes(new ProductStylesService(app.db, productAdmin)));
  await app.register(bestSellerRoutes(new BestSellersService(app.db, media, options.unitsSold)));
  await app.register(
    searchRoutes(new SearchSuggestionsService(app.db, media, searches, vocabulary)),
  );
  await app.register(searchSynonymRoutes(new SearchSynonymsService(app.db)));

  app.get(
    '/products',
    {
      config: { access: 'public', catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'Products on sale: search, category, size, colour, brand, price, stock and sale filters, sort and pages',
        // The schema normalises the query (lists sorted, without repeats), and the catalogue cache is
        // keyed on what it gives, so every spelling of the same query is one entry.
        description:
          '`size`, `colour` and `brand` are repeatable or comma-separated, and match any of their values (a value the shop does not have matches nothing); `colour` is a colour name, matched whatever its case; `minPrice` and `maxPrice` are rupees on the price a shopper pays (the sale price when set); `inStock=true` keeps products with a size in stock, `onSale=true` those with a sale price. `facets` counts, for each filter value, the products the list would hold with it chosen. `search` keeps products whose name, brand, category or colour holds every word of it, in any order, singular or plural, with or without hyphens and spaces ("t-shirt", "tshirt"), by the search synonyms kept under Settings ("frock" finds dresses), forgiving typos ("frok" finds "Frock"); with `sort=relevant` (the default) the best matches come first: whole words of the name as typed above synonyms, parts of words, typos and brand-only matches.',
        querystring: productListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            products: z.array(productSchema),
            total: z.number(),
            page: z.number(),
            pages: z.number(),
            facets: productFacetsSchema,
            closestMatches: z
              .array(productSchema)
              .describe(
                'When a search finds nothing: up to 4 products on sale closest to its text, most alike first, whatever the category and filters; empty otherwise',
              ),
          }),
        },
      },
    },
    async (request) => {
      const { category, size, colour, brand, ...rest } = request.query;
      const result = await catalog.listProducts({
        ...rest,
        categoryIds: category,
        sizes: size,
        colours: colour,
        brands: brand,
      });
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public', catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'One product on sale',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ success: z.literal(true), product: productSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      product: await catalog.getLiveProduct(request.params.id),
    }),
  );
};
