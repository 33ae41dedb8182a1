import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  encodeBody,
} from '../../../http/compression';
import { cacheKey } from './cache-key';
import type { CatalogueChanges } from './catalogue-changes';
import { CatalogueCache, type CachedReply } from './catalogue-cache';
import { addVary } from '../../../http/vary';
import {
  CDN_CACHE_CONTROL,
  etagOf,
  matchesIfNoneMatch,
  PUBLIC_CACHE_CONTROL,
  SIGNED_IN_CACHE_CONTROL,
} from '../../../http/http-validators';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The reply is the catalogue's and the same for everyone: it is served from the catalogue
     * cache, and anonymous callers get an ETag and a short shared-cache lifetime. The handler
     * returns its 200 payload (it does not send it itself).
     */
    catalogueCache?: true;
  }
}

/** A cache of catalogue replies emptied by every change the database announces. */
export function catalogueCacheFollowing(changes: CatalogueChanges): CatalogueCache {
  const cache = new CatalogueCache();
  changes.subscribe({
    notify: () => cache.invalidate(),
    listening: (heard) => (heard ? cache.resume() : cache.suspend()),
  });
  return cache;
}

/**
 * Serves the routes of this scope that opt in with `config.catalogueCache` from one in-memory
 * cache, kept fresh by the database's change notifications. While changes cannot be heard, nothing
 * is served from memory (replies still carry their validators).
 */
export function serveCatalogueFromCache(app: FastifyInstance, changes: CatalogueChanges): void {
  const cache = catalogueCacheFollowing(changes);

  app.addHook('onRoute', (route) => {
    if (!route.config?.catalogueCache) return;
    const handler = route.handler;
    route.handler = async function servedFromCache(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const read = async (): Promise<CachedReply> => {
        const payload: unknown = await handler.call(this, request, reply);
        const body = reply.sent ? undefined : reply.serialize(payload);
        if (typeof body !== 'string') {
          throw new Error(`${route.url} is cached, so its handler must return a JSON payload`);
        }
        const bytes = Buffer.from(body);
        return { body: bytes, etag: etagOf(bytes), encoded: new Map() };
      };
      // Every change committed before this request arrived is heard before memory is consulted;
      // when that cannot be promised, the database answers.
      const current = await changes.catchUp();
      const key = cacheKey(request.routeOptions.url ?? route.url, request.params, request.query);
      return sendReply(request, reply, current ? await cache.get(key, read) : await read());
    };
  });
}

function sendReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  reply.type('application/json; charset=utf-8');
  if (request.headers.authorization !== undefined) {
    reply.header('cache-control', SIGNED_IN_CACHE_CONTROL);
    return sendKeptBody(request, reply, cached);
  }
  reply
    .header('etag', cached.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL);
  // The copy a shared cache keeps is for requests without Authorization; signed-in ones pass it by.
  addVary(reply, 'Authorization');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  return sendKeptBody(request, reply, cached);
}

/**
 * The body in the encoding the client takes, compressed once per reply kept rather than once per
 * request; the compression plugin leaves a reply that already has its Content-Encoding alone.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  if (cached.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(cached.body);
  addVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(cached.body);
  let encoded = cached.encoded.get(encoding);
  if (!encoded) {
    encoded = encodeBody(cached.body, encoding);
    cached.encoded.set(encoding, encoded);
  }
  return reply.header('content-encoding', encoding).send(encoded);
}
