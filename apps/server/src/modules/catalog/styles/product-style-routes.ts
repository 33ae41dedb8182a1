import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLOUR_MESSAGES, newColourSchema, styleMembersSchema } from '@littleloom/shared';
import type { ProductStylesService } from './product-styles-service';
import { adminProductDocs, adminProductReply, productIdParams } from '../schemas';

const admin = { access: 'admin' as const };

/** The colours of a style, as the back office sets them from one of its products. */
export function productStyleRoutes(styles: ProductStylesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/admin/products/:id/style',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary:
            'Set the other colours of a product: the products that differ from it only in colour',
          description:
            "The product's style becomes exactly it and `siblingIds`: they leave their former styles, products of its style not listed stand alone again, and a style left with one product ends. Every product must exist, not be deleted, and have a colour of its own in the style. An empty list takes the product out of its style.",
          params: productIdParams,
          body: styleMembersSchema,
          response: { 200: adminProductReply },
        },
      },
      async (request) => ({
        success: true as const,
        message: COLOUR_MESSAGES.styleUpdated,
        product: await styles.setSiblings(request.params.id, request.body.siblingIds),
      }),
    );

    app.post(
      '/admin/products/:id/colours',
      {
        config: admin,
        schema: {
          ...adminProductDocs,
          summary: 'Add another colour: a copy of the product in its style, in a new colour',
          description:
            'The copy has the same name, description, brand, category, prices, HSN code, parcel figures and sizes (in the same order, with no stock), no pictures, and is neither a bestseller nor featured. The product must have a colour, and the new one must not be in its style yet.',
          params: productIdParams,
          body: newColourSchema,
          response: { 201: adminProductReply },
        },
      },
      async (request, reply) => {
        const product = await styles.addColour(request.params.id, request.body);
        return reply
          .status(201)
          .send({ success: true as const, message: COLOUR_MESSAGES.colourAdded, product });
      },
    );
  };
}
