/**
 * Draws the storefront's home, product and collection pages on the server, with their data, for the
 * first response: a crawler or a link preview reads the product (name, price, pictures,
 * structured data) without running any script, and the browser paints it at once. The app takes
 * the page over as its own first render, from the same data (main.tsx). Built for Node into the
 * web build's `server` folder (tooling/prerender.mjs); the server calls it for each such page
 * (apps/server/src/http/page-drawing.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { jsonInScript } from '@littleloom/shared';
import { dehydrate } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router';
import { RoutedApp } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { loadPage } from '../app/routes';
import { ApiError, sendApiCallsThrough, type ApiTransport } from '../lib/api';
import { pageDocument, withoutPageCodePreloads } from './page-document';
import { renderToHtml } from './render-to-html';

/**
 * The pages worth drawing with their data: what search engines list and people share (the home
 * page with its shelves and the shop's own details, products, the collection and its categories).
 */
const PAGES_WITH_CONTENT = ['/', '/product/:id', '/collection'];

export interface PageRequest {
  /** The page's path and query, as asked for. */
  url: string;
  /** The shop's public address, for canonical links, structured data and share tags. */
  origin: string;
  /** The built page this path is otherwise served as (its prerendered shell). */
  shell: string;
  /** Answers the app's API calls: the server's own routes, as a signed-out visitor. */
  callApi: ApiTransport;
}

export type PageReply =
  /** The page with its content. */
  | { status: 200; html: string }
  /** What the page shows does not exist (a removed product): the shell, with this status. */
  | { status: 404 };

/** The data the browser's first render starts from (main.tsx reads it). */
export interface PageData {
  origin: string;
  queries: ReturnType<typeof dehydrate>;
}

const apiCalls = new AsyncLocalStorage<ApiTransport>();
sendApiCallsThrough((path, init) => {
  const callApi = apiCalls.getStore();
  if (!callApi) return Promise.reject(new Error('An API call outside a page being drawn'));
  return callApi(path, init);
});

/** Whether `pathname` is a page drawn here with its data. */
export function drawsWithData(pathname: string): boolean {
  return PAGES_WITH_CONTENT.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The page at `request.url` drawn with its data, or undefined when this page is not drawn here or
 * its data could not be read (the shell then serves, and the app loads the data itself).
 */
export async function drawPage(request: PageRequest): Promise<PageReply | undefined> {
  const location = new URL(request.url, request.origin);
  if (!drawsWithData(location.pathname)) return undefined;
  return apiCalls.run(request.callApi, async () => {
    const queryClient = createQueryClient();
    // The visitor is waiting: a failed read is not tried again here, the browser will.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    await loadPage(location, queryClient);
    const errors = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.error);
    if (errors.some((error) => error instanceof ApiError && error.status === 404)) {
      return { status: 404 };
    }
    if (errors.some((error) => error !== null)) return undefined;

    const drawn = await renderToHtml(
      <StaticRouter location={request.url}>
        <RoutedApp />
      </StaticRouter>,
      queryClient,
      { origin: request.origin },
    );
    const data: PageData = { origin: request.origin, queries: dehydrate(queryClient) };
    const html = pageDocument(withoutPageCodePreloads(request.shell), drawn, {
      adopt: true,
      data: jsonInScript(data),
    });
    return { status: 200, html };
  });
}
