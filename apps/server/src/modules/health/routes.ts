import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal('ok'),
            database: z.literal('up'),
          }),
          503: z.object({
            success: z.literal(false),
            message: z.string(),
            database: z.literal('down'),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { success: true as const, status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({
          success: false as const,
          message: 'The database is not answering',
          database: 'down' as const,
        });
      }
    },
  );
};
