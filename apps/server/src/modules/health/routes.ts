import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import type { WriteState } from './write-probe';

/** What health says when the database answers but cannot save. */
const CANNOT_WRITE_MESSAGE = {
  probe: 'The database answers but cannot save anything (its disk may be full)',
  requests:
    'The database answers but the last request that tried could not save (its disk may be full)',
} as const;

/** What /api/ready says when this process should not be sent requests. */
const NOT_READY_MESSAGE = {
  'not-migrated': 'The database is not migrated to this version of the shop yet',
  'database-down': 'The database is not answering',
  stopping: 'This server process is shutting down',
} as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer, and whether the database can save',
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal('ok'),
            database: z.literal('up'),
          }),
          503: z.object({
            success: z.literal(false),
            message: z.string(),
            database: z.enum(['down', 'cannot-write']),
          }),
        },
      },
    },
    async (request, reply) => {
      const down = (err: unknown, what: string) => {
        request.log.error({ err }, what);
        return reply.status(503).send({
          success: false as const,
          message: 'The database is not answering',
          database: 'down' as const,
        });
      };
      try {
        await pingDatabase(app.db);
      } catch (err) {
        return down(err, 'database ping failed');
      }
      let writes: WriteState;
      try {
        writes = await app.databaseWrites.check();
      } catch (err) {
        return down(err, 'database write probe failed');
      }
      if (!writes.canWrite) {
        if (writes.why === 'probe') {
          request.log.error({ err: writes.error }, 'database cannot write');
        }
        return reply.status(503).send({
          success: false as const,
          message: CANNOT_WRITE_MESSAGE[writes.why],
          database: 'cannot-write' as const,
        });
      }
      return { success: true as const, status: 'ok' as const, database: 'up' as const };
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Whether this server process should be sent requests: its database answers and is migrated, and it is not stopping',
        response: {
          200: z.object({ success: z.literal(true), status: z.literal('ready') }),
          503: z.object({
            success: z.literal(false),
            message: z.string(),
            status: z.enum(['not-migrated', 'database-down', 'stopping']),
          }),
        },
      },
    },
    async (request, reply) => {
      const { state, error } = await app.readiness.check();
      if (state === 'ready') return { success: true as const, status: state };
      if (state === 'database-down') request.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({
        success: false as const,
        message: NOT_READY_MESSAGE[state],
        status: state,
      });
    },
  );
};
