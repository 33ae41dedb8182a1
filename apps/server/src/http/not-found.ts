import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@littleloom/shared';

/** The built web app's entry page, with the Brotli and gzip copies the build wrote beside it. */
export interface IndexPage {
  html: string;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

function readOptional(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The built web app's entry page, or undefined when the web app has not been built. */
export function readIndexHtml(webDistDir: string): IndexPage | undefined {
  const file = path.join(webDistDir, 'index.html');
  const html = readOptional(file)?.toString('utf8');
  if (html === undefined) return undefined;
  return { html, br: readOptional(`${file}.br`), gzip: readOptional(`${file}.gz`) };
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Unknown `/api/...` paths get a JSON 404; any other GET for a page gets the web app, whose router
 * shows its own '404 - Page Not Found' for paths it does not know. The page goes out in the
 * smallest precompressed copy the browser accepts: it carries the prerendered shell, and it is
 * the one request every first visit waits for.
 */
export function registerNotFound(app: FastifyInstance, indexPage: IndexPage | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      indexPage !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) return reply.status(404).send({ success: false, message: MSG.routeNotFound });

    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? encodings.negotiate(accepted) : null;
    const compressed = encoding ? indexPage[encoding] : undefined;
    if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
    return reply.send(indexPage.html);
  });
}
