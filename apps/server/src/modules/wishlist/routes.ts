import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WISHLIST_MESSAGES,
  wishlistAddSchema,
  wishlistRemoveSchema,
  type WishlistItem,
  type WishlistReply,
} from '@littleloom/shared';
import type { FastifyRequest } from 'fastify';
import { productImageSchema, shoppingProductSchema } from '../../http/reply-schemas/products';
import type { WishlistService } from './service';

const shopper = { access: 'shopper' as const };
const docs = { tags: ['wishlist'], security: [{ bearer: [] }] };
const sizesSchema = z.array(z.object({ size: z.string(), stock: z.number() }));

const wishlistItemSchema = z.object({
  _id: z.string(),
  productId: shoppingProductSchema.extend({ sizes: sizesSchema }),
  name: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  sizes: sizesSchema,
  images: z.array(productImageSchema),
  addedAt: z.string(),
});

const replies = {
  200: z.object({
    success: z.literal(true),
    message: z.string(),
    added: z.boolean().optional(),
    items: z.array(wishlistItemSchema),
    wishlist: z.object({ items: z.array(wishlistItemSchema) }),
  }),
};

/** The list under `items` and `wishlist.items`: the spec's client reads one or the other. */
const wishlistReply = (items: WishlistItem[], message: string, added?: boolean): WishlistReply => ({
  success: true,
  message,
  ...(added === undefined ? {} : { added }),
  items,
  wishlist: { items },
});

const callerId = (request: FastifyRequest) => request.user!.id;

/** The shopper's wishlist (storefront.md §7 Wishlist); always the caller's own. */
export function wishlistRoutes(wishlist: WishlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/wishlist/:userId',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: "The caller's wishlist, newest first",
          params: z.object({ userId: z.string().max(64) }),
          response: replies,
        },
      },
      async (request) => wishlistReply(await wishlist.list(callerId(request)), 'Wishlist fetched'),
    );

    app.post(
      '/user/wishlist/add',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Keep a product for later; adding it twice changes nothing',
          body: wishlistAddSchema,
          response: replies,
        },
      },
      async (request) => {
        const { added, items } = await wishlist.add(callerId(request), request.body.productId);
        return wishlistReply(
          items,
          added ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.alreadyIn,
          added,
        );
      },
    );

    app.delete(
      '/user/wishlist/remove',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Take a product off the wishlist',
          body: wishlistRemoveSchema,
          response: replies,
        },
      },
      async (request) =>
        wishlistReply(
          await wishlist.remove(callerId(request), request.body.productId),
          WISHLIST_MESSAGES.removed,
        ),
    );
  };
}
