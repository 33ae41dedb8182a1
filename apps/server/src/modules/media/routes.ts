import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { MSG } from '@littleloom/shared';
import { declarePublicRoutes } from '../../http/access';
import { IMAGE_CACHE_CONTROL, isImageKey } from '../../platform/storage';
import { UPLOADS_PATH } from './image-urls';

/**
 * Serves stored images at `/uploads/<key>` from whichever storage holds them (the data folder or
 * the bucket), so every server process serves every image. Their names are unique and never
 * reused, so they are cached for a year; a key that is not one the server makes is a 404 before
 * storage is asked.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  declarePublicRoutes(app);
  // A CDN at IMAGE_BASE_URL may fetch its copies from here: its pages' origin is not the shop's.
  const embeddableAnywhere = app.config.images.publicBaseUrl !== undefined;
  app.get(`${UPLOADS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const image = isImageKey(key) ? await app.storage.get(key) : null;
    if (!image) return reply.status(404).send({ success: false, message: MSG.routeNotFound });

    const validators = { etag: image.etag, 'last-modified': image.lastModified.toUTCString() };
    reply
      .header('content-type', image.contentType)
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .headers(validators);
    if (embeddableAnywhere) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (fresh(request.headers, validators)) {
      image.body.destroy();
      return reply.status(304).send();
    }
    reply.header('content-length', image.bytes);
    if (request.method === 'HEAD') {
      // The headers say it all; the bytes are not fetched.
      image.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(image.body);
  });
}
