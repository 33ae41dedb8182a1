import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@littleloom/shared';
import type { DrawnPages } from '../modules/seo/drawn-pages';
import type { PageShells, ShellPage } from './page-shells';

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

interface WebPages {
  shells: PageShells;
  /** Product and collection pages drawn with their data; none without a web build that can. */
  drawn: DrawnPages | undefined;
}

/**
 * Unknown `/api/...` paths get a JSON 404; any other GET for a page gets the web app. Home,
 * product and collection pages come drawn with their data (modules/seo/drawn-pages.ts), and a
 * path the app has no page for comes as its '404 - Page Not Found' page with a 404 (so does a
 * product or category that does not exist); any other page, or one that could not be drawn, as
 * the page prerendered for that path (page-shells.ts), in the smallest precompressed copy the
 * browser accepts: it is the one request every first visit waits for.
 */
export function registerNotFound(app: FastifyInstance, pages: WebPages | undefined): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      pages !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (!isPage) return reply.status(404).send({ success: false, message: MSG.routeNotFound });

    const shell = pages.shells.forPath(pathname);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (
      pages.drawn?.drawsWithData(pathname) &&
      (await pages.drawn.send(request, reply, shell.html))
    ) {
      return reply;
    }
    return sendShell(request, reply, shell);
  });
}

function sendShell(request: FastifyRequest, reply: FastifyReply, page: ShellPage) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  const compressed = encoding ? page[encoding] : undefined;
  if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(page.html);
}
