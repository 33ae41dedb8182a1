import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BestSellersService } from './best-sellers-service';
import { productSchema } from './schemas';

const docs = { tags: ['catalogue'] };
const limitQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(10).optional() });

export function bestSellerRoutes(service: BestSellersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/best-selling-products',
      {
        config: { access: 'public', catalogueCache: true },
        schema: {
          ...docs,
          summary: 'Top 10 products by units sold',
          querystring: limitQuery,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              topProducts: z.array(
                productSchema.extend({ productId: z.string(), totalSold: z.number() }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Best-selling products',
        topProducts: await service.topProducts(request.query.limit),
      }),
    );

    app.get(
      '/products/best-selling-categories',
      {
        config: { access: 'public', catalogueCache: true },
        schema: {
          ...docs,
          summary: 'Top 10 categories by units sold',
          querystring: limitQuery,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              topCategories: z.array(
                z.object({
                  categoryId: z.string(),
                  categoryName: z.string(),
                  categoryImage: z.string().nullable(),
                  totalSold: z.number(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Best-selling categories',
        topCategories: await service.topCategories(request.query.limit),
      }),
    );

    app.get(
      '/products/best-selling-brands',
      {
        config: { access: 'public', catalogueCache: true },
        schema: {
          ...docs,
          summary: 'Top 10 brands by units sold',
          querystring: limitQuery,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              topBrands: z.array(z.object({ brand: z.string(), totalSold: z.number() })),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Best-selling brands',
        topBrands: await service.topBrands(request.query.limit),
      }),
    );
  };
}
