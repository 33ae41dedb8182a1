import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { MSG } from '@littleloom/shared';
import { IMAGE_CACHE_CONTROL } from '../../platform/storage';
import { ShareImages } from './share-images';

/**
 * The address without a version shows the product as it is now, so caches ask again after a day
 * (a 304 while nothing drawn has changed); with the current version (`shareImagePath`) the address
 * names one drawing, kept for a year.
 */
const CURRENT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The picture a link to a product shows where it is shared (WhatsApp, social sites, chats):
 * `/og/product/<id>.jpg`, outside /api like the pages it goes with. Anyone may fetch it; a product
 * the storefront does not show is a 404.
 */
export async function shareImageRoutes(app: FastifyInstance): Promise<void> {
  const images = new ShareImages({
    db: app.db,
    storage: app.storage,
    folder: path.join(app.config.dataDir, 'share-images'),
    log: app.log,
  });

  app.get(
    '/og/product/:id.jpg',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const card = await images.find(id);
      if (!card) return reply.status(404).send({ success: false, message: MSG.routeNotFound });

      const { v } = request.query as { v?: unknown };
      const etag = `"${card.version}"`;
      reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', v === card.version ? IMAGE_CACHE_CONTROL : CURRENT_CACHE_CONTROL)
        .header('etag', etag)
        // Link previews are fetched, and shown, by other sites and apps.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (fresh(request.headers, { etag })) return reply.status(304).send();
      return reply.send(await images.picture(card));
    },
  );
}
