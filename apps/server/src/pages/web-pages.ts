import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DrawnPages } from './drawn-pages';
import type { PageShells, ShellPage } from './page-shells';

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The built web app's pages. */
export interface WebPages {
  shells: PageShells;
  /** Product and collection pages drawn with their data; none without a web build that can. */
  drawn: DrawnPages | undefined;
}

/**
 * Sends the page at `request`'s address. Home, product and collection pages come drawn with their
 * data (drawn-pages.ts), and a path the app has no page for comes as its '404 - Page Not Found'
 * page with a 404 (so does a product or category that does not exist); any other page, or one that
 * could not be drawn, as the page prerendered for that path (page-shells.ts), in the smallest
 * precompressed copy the browser accepts: it is the one request every first visit waits for.
 */
export async function sendPage(
  pages: WebPages,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<FastifyReply> {
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
}

function sendShell(request: FastifyRequest, reply: FastifyReply, page: ShellPage) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  const compressed = encoding ? page[encoding] : undefined;
  if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(page.html);
}
