import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewReportSchema,
} from '@littleloom/shared';
import { ownReviewSchema, reviewSchema } from './schemas';
import type { ReviewService } from './service';

const shopper = { access: 'shopper' as const };
const docs = { tags: ['reviews'] };
const signedIn = { ...docs, security: [{ bearer: [] }] };
const productParams = z.object({ id: z.string().max(64) });
const reviewParams = z.object({ reviewId: z.string().max(64) });

const ownReviewReply = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ownReviewSchema,
});
const doneReply = z.object({ success: z.literal(true), message: z.string() });

const callerId = (request: FastifyRequest) => request.user!.id;

/** Buyers' reviews of products: read by anyone, written by shoppers who received the product. */
export function reviewRoutes(reviews: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:id/reviews',
      {
        config: { access: 'public' },
        schema: {
          ...docs,
          summary: "A page of a product's published reviews, with its average, count and stars",
          params: productParams,
          querystring: reviewListQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              reviews: z.array(reviewSchema),
              page: z.number(),
              pages: z.number(),
              averageRating: z.number().nullable(),
              reviewCount: z.number(),
              starCounts: z.array(z.object({ stars: z.number(), count: z.number() })),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await reviews.page(request.params.id, request.query.page, request.query.sort)),
      }),
    );

    app.get(
      '/products/:id/reviews/mine',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary:
            "The caller's own review of the product, published or hidden; without one, whether they may write one",
          params: productParams,
          response: {
            // review is null while they have none; cannotReviewReason is what a write would be
            // refused with, and null while they may write one or once they have.
            200: z.object({
              success: z.literal(true),
              review: ownReviewSchema.nullable(),
              canReview: z.boolean(),
              cannotReviewReason: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await reviews.ownState(callerId(request), request.params.id)),
      }),
    );

    app.post(
      '/products/:id/reviews',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary: 'Review a product delivered to the caller and not returned: once per product',
          params: productParams,
          body: reviewInputSchema,
          response: { 201: ownReviewReply },
        },
      },
      async (request, reply) => {
        const review = await reviews.write(callerId(request), request.params.id, request.body);
        return reply.code(201).send({ success: true, message: REVIEW_MESSAGES.added, review });
      },
    );

    app.put(
      '/reviews/:reviewId',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary: "Edit the caller's own review",
          params: reviewParams,
          body: reviewInputSchema,
          response: { 200: ownReviewReply },
        },
      },
      async (request) => ({
        success: true as const,
        message: REVIEW_MESSAGES.updated,
        review: await reviews.edit(callerId(request), request.params.reviewId, request.body),
      }),
    );

    app.delete(
      '/reviews/:reviewId',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary: "Delete the caller's own review",
          params: reviewParams,
          response: { 200: doneReply },
        },
      },
      async (request) => {
        await reviews.remove(callerId(request), request.params.reviewId);
        return { success: true as const, message: REVIEW_MESSAGES.deleted };
      },
    );

    app.post(
      '/reviews/:reviewId/helpful',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary: "Mark another's review helpful: once per shopper, a second time changes nothing",
          params: reviewParams,
          response: {
            200: doneReply.extend({ helpfulCount: z.number() }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: REVIEW_MESSAGES.markedHelpful,
        helpfulCount: await reviews.markHelpful(callerId(request), request.params.reviewId),
      }),
    );

    app.post(
      '/reviews/:reviewId/report',
      {
        config: shopper,
        schema: {
          ...signedIn,
          summary:
            "Report another's review to the shop, with the reason; a second report counts once",
          params: reviewParams,
          body: reviewReportSchema,
          response: { 200: doneReply },
        },
      },
      async (request) => {
        await reviews.report(callerId(request), request.params.reviewId, request.body.reason);
        return { success: true as const, message: REVIEW_MESSAGES.reported };
      },
    );
  };
}
