import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { etagOf } from '../../http/http-validators';
import type { SitemapService } from './sitemap-service';

/** Crawlers may keep a copy, but ask each time whether the catalogue changed (a 304 if not). */
const SITEMAP_CACHE_CONTROL = 'no-cache';

/**
 * Sends the sitemap `read` gives as XML with its validators, or the shop's 404 when it gives none.
 *
 * The last change is read first, so the sitemap holds at least that change: a Last-Modified later
 * than what was sent would let a crawler be told "not modified" about a change it never saw. The
 * ETag is the body's own and takes precedence whenever a crawler sends it back.
 */
export async function sendSitemap(
  request: FastifyRequest,
  reply: FastifyReply,
  sitemaps: SitemapService,
  read: () => Promise<string | undefined>,
): Promise<FastifyReply> {
  const lastChange = await sitemaps.lastChange();
  const xml = await read();
  if (xml === undefined) {
    reply.callNotFound();
    return reply;
  }

  const body = Buffer.from(xml);
  const validators: Record<string, string> = { etag: etagOf(body) };
  // Last-Modified counts whole seconds: until the second of the last change is over, another
  // change may still come within it and carry the same header, so none is sent before then.
  if (lastChange && Math.floor(Date.now() / 1000) > Math.floor(lastChange.getTime() / 1000)) {
    validators['last-modified'] = lastChange.toUTCString();
  }
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', SITEMAP_CACHE_CONTROL)
    .headers(validators);
  if (fresh(request.headers, validators)) return reply.status(304).send();
  return reply.send(body);
}
