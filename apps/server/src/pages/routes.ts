import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sendPage, type WebPages } from './web-pages';

/** Pages are for people and crawlers, not the API: left out of the API's documentation. */
const pageRoute = { config: { access: 'public' as const }, schema: { hide: true } };

/** An address that names a page: neither the API's nor a file's (those have an extension). */
function isPagePath(pathname: string): boolean {
  return pathname !== '/api' && !pathname.startsWith('/api/') && !path.extname(pathname);
}

/**
 * The web app's pages, at every address no other route serves (Fastify prefers any other route to
 * this wildcard, and GET brings HEAD). An unknown API path or a missing file is handed to the
 * shop's not-found handler, its JSON 404, as it would be without a web build.
 */
export const pageRoutes: FastifyPluginAsync<WebPages> = async (app, pages) => {
  app.get('/*', pageRoute, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!isPagePath(pathname)) {
      reply.callNotFound();
      return reply;
    }
    return sendPage(pages, request, reply, pathname);
  });
};
