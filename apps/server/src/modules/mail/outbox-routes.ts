import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailOutbox } from './outbox';

/**
 * The mail outbox, while the shop has no mail server: what would have been sent, for the back
 * office's Mail outbox page. It holds sign-up and reset codes, so only administrators read it.
 */
export function outboxRoutes(outbox: MailOutbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'mail'],
          summary: 'Mail written to the outbox, newest first (only while no SMTP is configured)',
          security: [{ bearer: [] }],
          querystring: z.strictObject({
            to: z.string().max(254).optional(),
            limit: z.coerce.number().int().min(1).max(500).default(50),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              messages: z.array(
                z.object({
                  id: z.string(),
                  to: z.string(),
                  subject: z.string(),
                  text: z.string(),
                  time: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        messages: await outbox.list(request.query),
      }),
    );
  };
}
