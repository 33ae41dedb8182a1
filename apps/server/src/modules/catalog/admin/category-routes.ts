import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery } from '../../../http/paging';
import { CATEGORY_MESSAGES, categoryInputSchema } from '@littleloom/shared';
import type { CategoryService } from './category-service';

const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  weightGrams: z.number().describe('One unit of its goods packed, in grams'),
  lengthCm: z.number().describe("That unit's box, in cm"),
  breadthCm: z.number(),
  heightCm: z.number(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.string().max(64) });
const admin = { access: 'admin' as const };
const adminDocs = { tags: ['admin', 'categories'], security: [{ bearer: [] }] };
const oneCategoryReply = {
  200: z.object({ success: z.literal(true), message: z.string(), data: categorySchema }),
};

export function categoryRoutes(service: CategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/category/active',
      {
        // Public: the storefront's category filter reads it.
        config: { access: 'public', catalogueCache: true },
        schema: {
          tags: ['categories'],
          summary: 'Categories on sale, by name',
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              data: z.array(categorySchema),
            }),
          },
        },
      },
      async () => ({
        success: true as const,
        message: 'Categories fetched',
        data: await service.listActive(),
      }),
    );

    app.get(
      '/admin/category',
      {
        config: admin,
        schema: {
          ...adminDocs,
          summary: 'Every category, deleted ones too, a page at a time',
          querystring: z.strictObject({
            ...pagingQuery,
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              data: z.array(categorySchema),
              total: z.number(),
              page: z.number(),
              pages: z.number(),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Categories fetched',
        ...(await service.listAll(request.query)),
      }),
    );

    app.post(
      '/admin/category',
      {
        config: admin,
        schema: {
          ...adminDocs,
          summary: 'Add a category',
          body: categoryInputSchema,
          response: { 201: oneCategoryReply[200] },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: CATEGORY_MESSAGES.added,
          data: await service.add(request.body),
        }),
    );

    app.put(
      '/admin/category/:id',
      {
        config: admin,
        schema: {
          ...adminDocs,
          summary: 'Rename or describe a category, or change its tax or parcel figures',
          params: idParams,
          body: categoryInputSchema,
          response: oneCategoryReply,
        },
      },
      async (request) => ({
        success: true as const,
        message: CATEGORY_MESSAGES.updated,
        data: await service.update(request.params.id, request.body),
      }),
    );

    app.put(
      '/admin/category/:id/delete',
      {
        config: admin,
        schema: {
          ...adminDocs,
          summary: 'Take a category and its products off the storefront',
          params: idParams,
          body: z.strictObject({ isDeleted: z.literal(true).optional() }).optional(),
          response: oneCategoryReply,
        },
      },
      async (request) => ({
        success: true as const,
        message: CATEGORY_MESSAGES.deleted,
        data: await service.setDeleted(request.params.id, true),
      }),
    );

    app.put(
      '/admin/category/:id/restore',
      {
        config: admin,
        schema: {
          ...adminDocs,
          summary: 'Bring a deleted category back',
          params: idParams,
          body: z.strictObject({ isDeleted: z.literal(false).optional() }).optional(),
          response: oneCategoryReply,
        },
      },
      async (request) => ({
        success: true as const,
        message: CATEGORY_MESSAGES.restored,
        data: await service.setDeleted(request.params.id, false),
      }),
    );
  };
}
