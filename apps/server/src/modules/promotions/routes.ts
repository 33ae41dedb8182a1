import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OFFER_TYPES,
  PROMOTION_MESSAGES,
  couponInputSchema,
  offerFormASchema,
  offerFormBSchema,
} from '@littleloom/shared';
import type { CouponService } from './coupon-service';
import type { OfferService } from './offer-service';
import { activeOfferSchema, adminOfferSchema, couponSchema } from './schemas';

const admin = { access: 'admin' as const };
const couponDocs = { tags: ['admin', 'coupons'], security: [{ bearer: [] }] };
const offerDocs = { tags: ['admin', 'offers'], security: [{ bearer: [] }] };
const idParams = z.object({ id: z.string().max(64) });
const done = { 200: z.object({ success: z.literal(true), message: z.string() }) };
const oneCoupon = z.object({ success: z.literal(true), message: z.string(), data: couponSchema });
const oneOffer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminOfferSchema,
});

/** Coupons and offers: the admin's screens (back-office.md §7) and the cart's list of offers. */
export function promotionRoutes(
  coupons: CouponService,
  offers: OfferService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/offers/active',
      {
        config: { access: 'public' },
        schema: {
          tags: ['offers'],
          summary: 'Offers a cart can use now, each with the product or category it covers',
          response: {
            200: z.object({ success: z.literal(true), offers: z.array(activeOfferSchema) }),
          },
        },
      },
      async () => ({ success: true as const, offers: await offers.listActive() }),
    );

    app.get(
      '/admin/coupon',
      {
        config: admin,
        schema: {
          ...couponDocs,
          summary: 'Every coupon, newest first',
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              data: z.array(couponSchema),
            }),
          },
        },
      },
      async () => ({
        success: true as const,
        message: 'Coupons fetched',
        data: await coupons.list(),
      }),
    );

    app.post(
      '/admin/coupon',
      {
        config: admin,
        schema: {
          ...couponDocs,
          summary: 'Create a coupon',
          body: couponInputSchema,
          response: { 201: oneCoupon },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: PROMOTION_MESSAGES.couponCreated,
          data: await coupons.create(request.body),
        }),
    );

    app.delete(
      '/admin/coupon/:id',
      {
        config: admin,
        schema: { ...couponDocs, summary: 'Delete a coupon', params: idParams, response: done },
      },
      async (request) => {
        await coupons.delete(request.params.id);
        return { success: true as const, message: PROMOTION_MESSAGES.couponDeleted };
      },
    );

    app.put(
      '/admin/coupon/deactivate/:id',
      {
        config: admin,
        schema: {
          ...couponDocs,
          summary: 'Switch a coupon off, or back on',
          params: idParams,
          response: { 200: oneCoupon },
        },
      },
      async (request) => {
        const coupon = await coupons.toggle(request.params.id);
        return {
          success: true as const,
          message: coupon.isActive
            ? PROMOTION_MESSAGES.couponActivated
            : PROMOTION_MESSAGES.couponDeactivated,
          data: coupon,
        };
      },
    );

    app.get(
      '/admin/offers',
      {
        config: admin,
        schema: {
          ...offerDocs,
          summary: 'Every offer, newest first (under both `data` and `offers`)',
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              data: z.array(adminOfferSchema),
              offers: z.array(adminOfferSchema),
            }),
          },
        },
      },
      async () => {
        const list = await offers.list();
        return { success: true as const, message: 'Offers fetched', data: list, offers: list };
      },
    );

    app.post(
      '/admin/offers',
      {
        config: admin,
        schema: {
          ...offerDocs,
          summary: 'Add an offer (Offer Management form: type, value, expiry and scope)',
          body: offerFormASchema,
          response: { 201: oneOffer },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: PROMOTION_MESSAGES.offerSaved,
          data: await offers.create(request.body),
        }),
    );

    for (const type of OFFER_TYPES) {
      app.post(
        `/admin/offers/${type}`,
        {
          config: admin,
          schema: {
            ...offerDocs,
            summary: `Create a ${type} offer (coupons page form: code, description, discount, expiry)`,
            body: offerFormBSchema(type),
            response: { 201: oneOffer },
          },
        },
        async (request, reply) =>
          reply.status(201).send({
            success: true as const,
            message: PROMOTION_MESSAGES.offerCreated,
            data: await offers.create(request.body),
          }),
      );
    }

    app.put(
      '/admin/offers/:id',
      {
        config: admin,
        schema: {
          ...offerDocs,
          summary: 'Edit an offer',
          params: idParams,
          body: offerFormASchema,
          response: { 200: oneOffer },
        },
      },
      async (request) => ({
        success: true as const,
        message: PROMOTION_MESSAGES.offerSaved,
        data: await offers.update(request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/offers/:id',
      {
        config: admin,
        schema: { ...offerDocs, summary: 'Delete an offer', params: idParams, response: done },
      },
      async (request) => {
        await offers.delete(request.params.id);
        return { success: true as const, message: PROMOTION_MESSAGES.offerDeleted };
      },
    );
  };
}
