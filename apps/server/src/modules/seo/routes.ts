import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt } from './robots';
import { sendSitemap } from './sitemap-reply';
import { SITEMAP_PATH, SITEMAPS_FOLDER, SitemapService } from './sitemap-service';

export interface SeoRouteOptions {
  /** Addresses per sitemap file; the shop's own number unless a test wants smaller files. */
  urlsPerFile?: number;
}

/** For crawlers, not the API: left out of the API's documentation. */
const crawlerRoute = { config: { access: 'public' as const }, schema: { hide: true } };

/**
 * A sitemap of 10,000 products is read and written afresh each time (some 30 ms, a megabyte): far
 * more than any crawler asks for, yet a cap on what one address can make the shop do.
 */
const sitemapRoute = {
  config: { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } },
  schema: { hide: true },
};

/** It changes only with the shop's address, which a restart brings. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * What search engines read, outside /api where crawlers look for it: /robots.txt, /sitemap.xml
 * and the files a sitemap index names under /sitemaps.
 */
export const seoRoutes: FastifyPluginAsync<SeoRouteOptions> = async (app, options) => {
  const sitemaps = new SitemapService(app.db, app.config.publicUrl, options.urlsPerFile);
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/robots.txt', crawlerRoute, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ROBOTS_CACHE_CONTROL)
      .send(robots),
  );

  app.get(SITEMAP_PATH, sitemapRoute, async (request, reply) =>
    sendSitemap(request, reply, sitemaps, () => sitemaps.sitemap()),
  );

  app.get<{ Params: { file: string } }>(
    `${SITEMAPS_FOLDER}/:file`,
    sitemapRoute,
    async (request, reply) =>
      sendSitemap(request, reply, sitemaps, () => sitemaps.sitemapFile(request.params.file)),
  );
};
