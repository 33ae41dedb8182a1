import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMailer } from '../../platform/mail';

/** The mail outbox, for people running the shop locally. Never registered in production. */
export function devOutboxRoutes(outbox: OutboxMailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['development'],
          summary: 'Mail written to the outbox, newest first',
          querystring: z.strictObject({ to: z.string().max(254).optional() }),
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
        messages: await outbox.list(request.query.to),
      }),
    );
  };
}
