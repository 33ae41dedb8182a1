import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_BUILD_FILES, type PageRenderer, type PageReply } from '@littleloom/shared';

function isPageRenderer(value: unknown): value is PageRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const renderer = value as Record<string, unknown>;
  return (
    typeof renderer.drawsWithData === 'function' &&
    typeof renderer.pageAddress === 'function' &&
    typeof renderer.drawPage === 'function'
  );
}

/**
 * The web build's page renderer (the default export of apps/web/src/shell/page-render.tsx): home,
 * product and collection pages drawn with their data for the first response, and the shop's 'not
 * found' page for an address it has no page for. Undefined when the build has none (or there is
 * no build).
 */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDistDir, WEB_BUILD_FILES.serverDir, WEB_BUILD_FILES.pageRenderer);
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (!isPageRenderer(loaded.default)) {
    throw new Error(`${file} is not the web build's page renderer`);
  }
  return loaded.default;
}

/** Glob patterns of the web build's files that are never sent as they are. */
export const UNSERVED_BUILD_FILES = [`${WEB_BUILD_FILES.serverDir}/**`];

/**
 * Draws the page at `address` (the renderer's pageAddress of the request's) with its data, reading
 * that data from the shop's own API routes as a signed-out visitor from the visitor's address (so
 * its rate limits count against them).
 */
export function drawPageFor(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  address: string,
  shell: string,
  origin: string,
): Promise<PageReply | undefined> {
  return renderer.drawPage({
    url: address,
    origin,
    shell,
    callApi: async (apiPath, init) => {
      const answer = await app.inject({
        method: init.method === 'GET' || init.method === undefined ? 'GET' : 'HEAD',
        url: apiPath,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}
