import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declarePublicRoutes } from '../../http/access';

/** Serves stored images. Their names are unique and never reused, so they are cached for a year. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  declarePublicRoutes(app);
  mkdirSync(app.storage.localRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.storage.localRoot,
    prefix: app.storage.publicPrefix,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}
