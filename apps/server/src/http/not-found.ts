import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@littleloom/shared';
import type { PageShells } from './page-shells';

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Unknown `/api/...` paths get a JSON 404; any other GET for a page gets the web app, whose router
 * shows its own '404 - Page Not Found' for paths it does not know. The web app comes as the page
 * prerendered for that path (page-shells.ts), in the smallest precompressed copy the browser
 * accepts: it is the one request every first visit waits for.
 */
export function registerNotFound(app: FastifyInstance, shells: PageShells | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      shells !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (!isPage) return reply.status(404).send({ success: false, message: MSG.routeNotFound });

    const page = shells.forPath(pathname);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? encodings.negotiate(accepted) : null;
    const compressed = encoding ? page[encoding] : undefined;
    if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
    return reply.send(page.html);
  });
}
