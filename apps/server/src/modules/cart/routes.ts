import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CART_MESSAGES,
  COUPON_CART_MESSAGES,
  OFFER_CART_MESSAGES,
  applyCouponSchema,
  applyOfferSchema,
  cartAddSchema,
  cartRemoveSchema,
  cartUpdateSchema,
} from '@littleloom/shared';
import type { FastifyRequest } from 'fastify';
import { cartReply, cartReplySchema } from './schemas';
import type { CartService } from './service';

const shopper = { access: 'shopper' as const };
const docs = { tags: ['cart'], security: [{ bearer: [] }] };
/** The spec's client puts a user id in some paths; the cart is always the caller's own. */
const userIdParam = z.string().max(64);
const replies = { 200: cartReplySchema };
/** Bodies the spec's client sends with only `userId` in them, or nothing. */
const anyBody = z.object({}).nullish();

const callerId = (request: FastifyRequest) => request.user!.id;

/** The shopper's cart (storefront.md §7 Cart). Every reply is the whole cart, priced here. */
export function cartRoutes(carts: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/cart/:userId',
      {
        config: shopper,
        schema: {
          ...docs,
          // The spec's client reads a 404 as empty; a cart with no lines is still a cart.
          summary: "The caller's cart, settled against stock and promotions; empty when none",
          params: z.object({ userId: userIdParam }),
          response: replies,
        },
      },
      async (request) => cartReply(await carts.read(callerId(request)), CART_MESSAGES.fetched),
    );

    app.post(
      '/user/cart/add',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Add pieces of one size of a product',
          body: cartAddSchema,
          response: replies,
        },
      },
      async (request) =>
        cartReply(await carts.add(callerId(request), request.body), CART_MESSAGES.added),
    );

    app.put(
      '/user/cart/update',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Set the quantity of a line',
          body: cartUpdateSchema,
          response: replies,
        },
      },
      async (request) =>
        cartReply(await carts.update(callerId(request), request.body), CART_MESSAGES.updated),
    );

    app.delete(
      '/user/cart/remove/:userId/:productId',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Remove one size of a product (body `size`), or all of it',
          params: z.object({ userId: userIdParam, productId: z.string().max(64) }),
          body: cartRemoveSchema,
          response: replies,
        },
      },
      async (request) =>
        cartReply(
          await carts.remove(callerId(request), request.params.productId, request.body?.size),
          CART_MESSAGES.removed,
        ),
    );

    app.delete(
      '/user/cart/clear/:userId',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Empty the cart and drop its coupon or offer',
          params: z.object({ userId: userIdParam }),
          response: replies,
        },
      },
      async (request) => cartReply(await carts.clear(callerId(request)), CART_MESSAGES.cleared),
    );

    app.post(
      '/user/cart/apply-coupon',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Apply a coupon by its code (never together with an offer)',
          body: applyCouponSchema,
          response: replies,
        },
      },
      async (request) =>
        cartReply(
          await carts.applyCoupon(callerId(request), request.body.couponCode),
          COUPON_CART_MESSAGES.applied,
        ),
    );

    app.post(
      '/user/cart/remove-coupon',
      {
        config: shopper,
        schema: { ...docs, summary: 'Take the coupon off', body: anyBody, response: replies },
      },
      async (request) =>
        cartReply(
          await carts.removePromotion(callerId(request), 'coupon'),
          COUPON_CART_MESSAGES.removed,
        ),
    );

    app.post(
      '/user/cart/apply-offer',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Apply one of the active offers (never together with a coupon)',
          body: applyOfferSchema,
          response: replies,
        },
      },
      async (request) =>
        cartReply(
          await carts.applyOffer(callerId(request), request.body.offerId),
          OFFER_CART_MESSAGES.applied,
        ),
    );

    app.post(
      '/user/cart/remove-offer',
      {
        config: shopper,
        schema: { ...docs, summary: 'Take the offer off', body: anyBody, response: replies },
      },
      async (request) =>
        cartReply(
          await carts.removePromotion(callerId(request), 'offer'),
          OFFER_CART_MESSAGES.removed,
        ),
    );
  };
}
