import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@littleloom/shared';

/** The built web app's entry page, or undefined when the web app has not been built. */
export function readIndexHtml(webDistDir: string): string | undefined {
  try {
    return readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Unknown `/api/...` paths get a JSON 404; any other GET for a page gets the web app, whose router
 * shows its own '404 - Page Not Found' for paths it does not know.
 */
export function registerNotFound(app: FastifyInstance, indexHtml: string | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.status(404).send({ success: false, message: MSG.routeNotFound });
  });
}
