import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  adminReviewListQuerySchema,
  reviewHideSchema,
  reviewReplySchema,
} from '@littleloom/shared';
import type { AdminReviewService } from './admin-review-service';
import { ownReviewSchema } from './schemas';

const admin = { access: 'admin' as const };
const docs = { tags: ['admin', 'reviews'], security: [{ bearer: [] }] };
const reviewParams = z.object({ reviewId: z.string().max(64) });
const done = { 200: z.object({ success: z.literal(true), message: z.string() }) };

const adminReviewSchema = ownReviewSchema.extend({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
  }),
  author: z.object({ name: z.string(), email: z.string() }),
  reportCount: z.number(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});

/** The back office's Reviews screen. */
export function adminReviewRoutes(reviews: AdminReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reviews',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Every review, newest first, by rating, product, status and reports',
          querystring: adminReviewListQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              reviews: z.array(adminReviewSchema),
              total: z.number(),
              page: z.number(),
              pages: z.number(),
            }),
          },
        },
      },
      async (request) => ({ success: true as const, ...(await reviews.list(request.query)) }),
    );

    app.put(
      '/admin/reviews/:reviewId/hide',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Hide a review, with the reason its author is shown; it is kept, never deleted',
          params: reviewParams,
          body: reviewHideSchema,
          response: done,
        },
      },
      async (request) => {
        await reviews.hide(request.params.reviewId, request.body.reason);
        return { success: true as const, message: REVIEW_MESSAGES.hidden };
      },
    );

    app.put(
      '/admin/reviews/:reviewId/publish',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'Show a hidden review again',
          params: reviewParams,
          response: done,
        },
      },
      async (request) => {
        await reviews.publish(request.params.reviewId);
        return { success: true as const, message: REVIEW_MESSAGES.published };
      },
    );

    app.put(
      '/admin/reviews/:reviewId/reply',
      {
        config: admin,
        schema: {
          ...docs,
          summary: "The shop's public reply under a review; empty takes it away",
          params: reviewParams,
          body: reviewReplySchema,
          response: done,
        },
      },
      async (request) => {
        const shown = await reviews.reply(request.params.reviewId, request.body.reply);
        return {
          success: true as const,
          message: shown ? REVIEW_MESSAGES.replied : REVIEW_MESSAGES.replyRemoved,
        };
      },
    );
  };
}
