import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SORT_OPTIONS } from '@littleloom/shared';
import type { Listen } from '../../db/notifications';
import { bestSellerRoutes } from './best-sellers-routes';
import { BestSellersService } from './best-sellers-service';
import { serveCatalogueFromCache } from './cached-replies';
import { categoryRoutes } from './category-routes';
import { CategoryService } from './category-service';
import { productAdminRoutes } from './product-admin-routes';
import { ProductAdminService } from './product-admin-service';
import { productSchema } from './schemas';
import { CatalogService } from './service';

// Queries are normalised here, so that every way of asking for the same page is one cache entry:
// search is case-insensitive, and the order of the categories does not matter.
const categoryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(z.uuid('Unknown category')).max(50))
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))].sort());

const listQuery = z.strictObject({
  search: z
    .string()
    .trim()
    .max(100)
    .transform((text) => text.toLowerCase())
    .optional(),
  category: categoryList.optional(),
  sort: z.enum(SORT_OPTIONS, 'Unknown sort option').optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

export interface CatalogRouteOptions {
  /** Hears the database's change notifications; without it nothing is served from memory. */
  listen: Listen | undefined;
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, options) => {
  // Before any route, so every route that opts in is served from the cache.
  if (app.config.catalogueCache) await serveCatalogueFromCache(app, options.listen);
  const { media } = app;
  const catalog = new CatalogService(app.db, media);
  const categories = new CategoryService(app.db);
  await app.register(categoryRoutes(categories));
  await app.register(productAdminRoutes(new ProductAdminService(app.db, media, categories)));
  await app.register(bestSellerRoutes(new BestSellersService(app.db, media)));

  app.get(
    '/products',
    {
      config: { access: 'public', catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Products on sale: search, category filter, sort and pages',
        querystring: listQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            products: z.array(productSchema),
            total: z.number(),
            page: z.number(),
            pages: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { category, ...rest } = request.query;
      const result = await catalog.listProducts({ ...rest, categoryIds: category });
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
