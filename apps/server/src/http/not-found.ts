import type { FastifyInstance } from 'fastify';
import { MSG } from '@littleloom/shared';

/**
 * Anything no route serves gets a JSON 404: an unknown `/api/...` path, a missing file, a method a
 * path does not take. The web app's pages have a route of their own (pages/routes.ts).
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ success: false, message: MSG.routeNotFound }),
  );
}
