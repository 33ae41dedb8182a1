import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_UNSUBSCRIBE_PAGE, reviewUnsubscribeSchema } from '@littleloom/shared';
import type { ReviewInvitationOptOut } from './review-invitation-opt-out';

/** The token is a keyed hash, nothing to guess; still, no public write is free to hammer. */
const unsubscribing = {
  access: 'public' as const,
  rateLimit: { max: 20, timeWindow: '1 minute' },
};
const docs = { tags: ['reviews'] };
const stoppedReply = { 200: z.object({ success: z.literal(true) }) };

/** The unsubscribe page's button: stops review invitations for the shopper the token names. */
export function reviewInvitationRoutes(optOut: ReviewInvitationOptOut): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mail/unsubscribe/reviews',
      {
        config: unsubscribing,
        schema: {
          ...docs,
          summary: 'Stops invitations to review, from the signed link in one; no sign-in',
          body: reviewUnsubscribeSchema,
          response: stoppedReply,
        },
      },
      async (request) => {
        await optOut.stop(request.body.token);
        return { success: true as const };
      },
    );
  };
}

/**
 * One-click unsubscribe (RFC 8058): mail programs that offer the mail's List-Unsubscribe link
 * POST to it, with the token in its query and `List-Unsubscribe=One-Click` as a form. A GET of the
 * same address is the page, which changes nothing. Registered outside /api, where the link points.
 */
export function oneClickUnsubscribeRoutes(optOut: ReviewInvitationOptOut): FastifyPluginAsyncZod {
  return async (app) => {
    // The form says only "One-Click": its content changes nothing, so it is read and dropped.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    app.post(
      REVIEW_UNSUBSCRIBE_PAGE,
      {
        config: unsubscribing,
        schema: {
          ...docs,
          summary: "A mail program's one-click unsubscribe from review invitations",
          querystring: reviewUnsubscribeSchema,
          response: stoppedReply,
        },
      },
      async (request) => {
        await optOut.stop(request.query.token);
        return { success: true as const };
      },
    );
  };
}
