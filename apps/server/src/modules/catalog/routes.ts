import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SORT_OPTIONS } from '@littleloom/shared';
import { MediaService } from '../media/service';
import { bestSellerRoutes } from './best-sellers-routes';
import { BestSellersService } from './best-sellers-service';
import { categoryRoutes } from './category-routes';
import { CountCache } from './count-cache';
import { CategoryService } from './category-service';
import { productAdminRoutes } from './product-admin-routes';
import { ProductAdminService } from './product-admin-service';
import { productSchema } from './schemas';
import { CatalogService } from './service';

const categoryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(z.uuid('Unknown category')).max(50));

const listQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  category: categoryList.optional(),
  sort: z.enum(SORT_OPTIONS, 'Unknown sort option').optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = new MediaService(app.storage);
  const counts = new CountCache();
  const catalog = new CatalogService(app.db, media, counts);
  const categories = new CategoryService(app.db);
  await app.register(async (admin) => {
    // Any change to the catalogue may change how many products a filter finds.
    admin.addHook('onResponse', async (request) => {
      if (request.method !== 'GET') counts.clear();
    });
    await admin.register(categoryRoutes(categories));
    await admin.register(productAdminRoutes(new ProductAdminService(app.db, media, categories)));
  });
  await app.register(bestSellerRoutes(new BestSellersService(app.db, media)));

  app.get(
    '/products',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
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
