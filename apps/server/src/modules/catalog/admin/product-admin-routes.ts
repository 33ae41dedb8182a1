import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery } from '../../../http/paging';
import {
  keptImageIdsSchema,
  PRODUCT_MESSAGES,
  productFieldsSchemaOn,
  STOCK_MESSAGES,
  stockSeenSchema,
  stockValueSchema,
} from '@littleloom/shared';
import { badRequest } from '../../../http/errors';
import { readMultipartForm, singleValues } from '../../../http/multipart';
import type { ProductAdminService } from './product-admin-service';
import {
  adminProductDocs,
  adminProductReply,
  adminProductSchema,
  productIdParams,
} from '../schemas';

const admin = { access: 'admin' as const };
const formLimits = {
  tooLarge: PRODUCT_MESSAGES.imageTooLarge,
  tooMany: PRODUCT_MESSAGES.tooManyImages,
};

/**
 * Form text fields through the shared schema, as a save on `today` (the shop's day) reads them;
 * its first problem becomes the reply.
 */
function parseFields(fields: Record<string, string[]>, today: string) {
  const parsed = productFieldsSchemaOn(today).safeParse(singleValues(fields));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid product');
  return parsed.data;
}

function keptImageIds(fields: Record<string, string[]>): string[] {
  const parsed = keptImageIdsSchema.safeParse(fields.existingImages ?? []);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid images');
  return parsed.data;
}

export function productAdminRoutes(
  service: ProductAdminService,
  /** The shop's day now, which a sale's end may not be before. */
  today: () => string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/products/list',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'Every product, deleted ones too, newest first',
          querystring: z.strictObject({
            ...pagingQuery,
            search: z.string().max(100).optional(),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              products: z.array(adminProductSchema),
              total: z.number(),
              page: z.number(),
              pages: z.number(),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Products fetched',
        ...(await service.list(request.query)),
      }),
    );

    app.get(
      '/admin/products/:id',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'One product, even if deleted',
          params: productIdParams,
          response: { 200: adminProductReply },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Product fetched',
        product: await service.get(request.params.id),
      }),
    );

    app.post(
      '/admin/products/add',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'Add a product (multipart: fields, sizes as JSON, image1..image6)',
          consumes: ['multipart/form-data'],
          response: { 201: adminProductReply },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, formLimits);
        const fields = parseFields(form.fields, today());
        const product = await service.create(
          fields,
          form.files.map((f) => f.bytes),
        );
        return reply
          .status(201)
          .send({ success: true as const, message: PRODUCT_MESSAGES.added, product });
      },
    );

    app.put(
      '/admin/products/:id',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary:
            "Edit a product (multipart: fields, sizes as JSON with each size's stockSeen, existingImages to keep, new images); 409 when a changed size's stock moved since",
          consumes: ['multipart/form-data'],
          params: productIdParams,
          response: { 200: adminProductReply },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, formLimits);
        const fields = parseFields(form.fields, today());
        const product = await service.update(
          request.params.id,
          fields,
          keptImageIds(form.fields),
          form.files.map((f) => f.bytes),
        );
        return { success: true as const, message: PRODUCT_MESSAGES.updated, product };
      },
    );

    app.delete(
      '/admin/products/:id',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'Take a product off the storefront (soft delete)',
          params: productIdParams,
          response: { 200: adminProductReply },
        },
      },
      async (request) => ({
        success: true as const,
        message: PRODUCT_MESSAGES.deleted,
        product: await service.setDeleted(request.params.id, true),
      }),
    );

    app.put(
      '/admin/products/restore/:id',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'Bring a deleted product back',
          params: productIdParams,
          response: { 200: adminProductReply },
        },
      },
      async (request) => ({
        success: true as const,
        message: PRODUCT_MESSAGES.restored,
        product: await service.setDeleted(request.params.id, false),
      }),
    );

    app.post(
      '/admin/products/delete-image',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary:
            "Remove one image from its product and from storage; a product's last image stays",
          body: z.strictObject({
            public_id: z.string().min(1).max(200),
            productId: z.string().max(64).optional(),
          }),
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        await service.removeImage(request.body.public_id, request.body.productId);
        return { success: true as const, message: PRODUCT_MESSAGES.imageRemoved };
      },
    );

    app.put(
      '/admin/products/update-stock/:id',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary:
            "Set one size's stock; with expectedStock only while the size still holds it (else 409)",
          params: productIdParams,
          body: z.strictObject({
            size: z.string().min(1, STOCK_MESSAGES.sizeNotFound).max(20),
            stock: z.unknown(),
            /** The figure the stock page showed; the spec's client leaves it out. */
            expectedStock: z.unknown().optional(),
          }),
          response: { 200: adminProductReply },
        },
      },
      async (request) => {
        const stock = stockValueSchema.safeParse(request.body.stock);
        if (!stock.success) throw badRequest(STOCK_MESSAGES.invalid);
        const { expectedStock } = request.body;
        const seen =
          expectedStock === undefined ? undefined : stockSeenSchema.safeParse(expectedStock);
        if (seen && !seen.success) throw badRequest(STOCK_MESSAGES.seenInvalid);
        const product = await service.setStock(
          request.params.id,
          request.body.size,
          stock.data,
          seen?.data,
        );
        return { success: true as const, message: STOCK_MESSAGES.updated, product };
      },
    );
  };
}
