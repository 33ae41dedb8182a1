import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The folder of the web build that holds its Node build (apps/web/tooling/prerender.mjs). */
const SERVER_BUILD_DIR = 'server';

/** A page drawn with its data; 404 when it says that what its address names does not exist. */
export interface DrawnPageReply {
  status: 200 | 404;
  html: string;
}

/**
 * What the web build's page drawer (apps/web/src/shell/page-render.tsx) offers: home, product and
 * collection pages drawn with their data for the first response, and the shop's 'not found' page
 * for an address it has no page for.
 */
export interface PageDrawer {
  drawsWithData(pathname: string): boolean;
  /** The address `url`'s page is drawn and kept under: only the parameters the page reads. */
  pageAddress(url: string): string;
  drawPage(request: {
    url: string;
    origin: string;
    shell: string;
    callApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<DrawnPageReply | undefined>;
}

function isPageDrawer(value: unknown): value is PageDrawer {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return (
    typeof module.drawsWithData === 'function' &&
    typeof module.pageAddress === 'function' &&
    typeof module.drawPage === 'function'
  );
}

/** The web build's page drawer, or undefined when the build has none (or there is no build). */
export async function loadPageDrawer(webDistDir: string): Promise<PageDrawer | undefined> {
  const file = path.join(webDistDir, SERVER_BUILD_DIR, 'page-render.js');
  if (!existsSync(file)) return undefined;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isPageDrawer(loaded)) throw new Error(`${file} is not the web build's page drawer`);
  return loaded;
}

/** Glob patterns of the web build's files that are never sent as they are. */
export const UNSERVED_BUILD_FILES = [`${SERVER_BUILD_DIR}/**`];

/**
 * Draws the page at `address` (the drawer's pageAddress of the request's) with its data, reading
 * that data from the shop's own API routes as a signed-out visitor from the visitor's address (so
 * its rate limits count against them).
 */
export function drawPageFor(
  app: FastifyInstance,
  drawer: PageDrawer,
  request: FastifyRequest,
  address: string,
  shell: string,
  origin: string,
): Promise<DrawnPageReply | undefined> {
  return drawer.drawPage({
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
