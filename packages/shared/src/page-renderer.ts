/**
 * What the web build hands the server for drawing its pages, and how the server calls it: the web
 * build writes these files (apps/web/tooling/prerender.mjs) and its page renderer implements
 * PageRenderer (apps/web/src/shell/page-render.tsx); the server reads them and calls it
 * (apps/server/src/pages/). Written once here so neither side can drift from the other.
 */
import { z } from './zod';

/** The files of the web build the server reads, relative to the build folder. */
export const WEB_BUILD_FILES = {
  /** The app built for Node: the page renderer and what it needs. Read by the server, never sent. */
  serverDir: 'server',
  /** The page renderer's module, inside `serverDir`. */
  pageRenderer: 'page-render.js',
  /** Which prerendered page each path is served (see pageShellMapSchema). */
  shellMap: 'shells.json',
} as const;

/**
 * The shells file: the prerendered page for each first path segment ('' is the home page), and the
 * one for any other path. Files are relative to the build folder.
 */
export const pageShellMapSchema = z.object({
  fallback: z.string(),
  bySegment: z.record(z.string(), z.string()),
});
export type PageShellMap = z.infer<typeof pageShellMapSchema>;

/** Answers the app's API calls while a page is drawn: the server's own routes. */
export type PageApiCall = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** The page's path and query, as asked for. */
  url: string;
  /** The shop's public address, for canonical links, structured data and share tags. */
  origin: string;
  /** The built page this path is otherwise served as (its prerendered shell). */
  shell: string;
  /** Answers the app's API calls: the server's own routes, as a signed-out visitor. */
  callApi: PageApiCall;
}

export interface PageReply {
  /**
   * 404 when what the address names does not exist (a path the shop does not know, a removed
   * product, a category it does not have): the page drawn says so.
   */
  status: 200 | 404;
  html: string;
}

/** What the page renderer's module exports. */
export interface PageRenderer {
  /**
   * Whether `pathname` is a page it draws: one with its data (home, product, collection), or one
   * the shop does not have (its 'not found' page, which answers 404).
   */
  drawsWithData(pathname: string): boolean;
  /** The address `url`'s page is drawn and kept under: only the parameters the page reads. */
  pageAddress(url: string): string;
  /** The page drawn with its data, or undefined when it is not drawn there or could not be. */
  drawPage(request: PageRequest): Promise<PageReply | undefined>;
}
