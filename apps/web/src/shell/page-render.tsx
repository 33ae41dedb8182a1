/**
 * Draws the storefront's home, product and collection pages on the server, with their data, for the
 * first response: a crawler or a link preview reads the product (name, price, pictures,
 * structured data) without running any script, and the browser paints it at once. The app takes
 * the page over as its own first render, from the same data (main.tsx). Built for Node into the
 * web build's server folder (tooling/prerender.mjs); the server calls it for each such page
 * (apps/server/src/pages/), through the contract both sides take from packages/shared.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  jsonInScript,
  type PageRenderer,
  type PageReply,
  type PageRequest,
} from '@littleloom/shared';
import { dehydrate } from '@tanstack/react-query';
import { matchPath, matchRoutes, StaticRouter } from 'react-router';
import { RoutedApp } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { loadPage, routes } from '../app/routes';
import {
  collectionViewQuery,
  readCollectionView,
} from '../features/catalog/collection/collection-params';
import { ApiError, sendApiCallsThrough, type ApiTransport } from '../lib/api';
import { PageStatusContext } from '../lib/page-status';
import { pageDocument, withoutPageCodePreloads } from './page-document';
import { renderToHtml } from './render-to-html';

/**
 * The pages worth drawing with their data: what search engines list and people share (the home
 * page with its shelves and the shop's own details, products, the collection and its categories).
 */
const PAGES_WITH_CONTENT = ['/', '/product/:id', '/collection'];
const COLLECTION_PATH = '/collection';

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

/**
 * Whether `pathname` is a page drawn here: one with its data, or one the shop does not have (its
 * 'not found' page, which answers 404).
 */
function drawsWithData(pathname: string): boolean {
  return (
    PAGES_WITH_CONTENT.some((pattern) => matchPath(pattern, pathname) !== null) ||
    isUnknownPage(pathname)
  );
}

/** Whether only the catch-all route matches `pathname`: an address the shop has no page for. */
function isUnknownPage(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/**
 * The address `url`'s page is drawn and kept under: its path and only the parameters the page
 * reads, written one way. A tracking tag (utm_source, fbclid, gclid) or any other parameter the
 * page ignores names the same page, drawn once.
 */
function pageAddress(url: string): string {
  const location = new URL(url, 'http://page.invalid');
  if (matchPath(COLLECTION_PATH, location.pathname) === null) return location.pathname;
  const query = collectionViewQuery(readCollectionView(location.searchParams)).toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * The page at `request.url` (see pageAddress) drawn with its data, or undefined when this page is
 * not drawn here or its data could not be read (the shell then serves, and the app loads the data
 * itself).
 */
async function drawPage(request: PageRequest): Promise<PageReply | undefined> {
  const location = new URL(request.url, request.origin);
  if (!drawsWithData(location.pathname)) return undefined;
  return apiCalls.run(request.callApi, async () => {
    const queryClient = createQueryClient();
    // The visitor is waiting: a failed read is not tried again here, the browser will. A read
    // that found nothing stays failed as the page is drawn, so the page shows 'not found'.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    await loadPage(location, queryClient);
    const errors = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.error);
    const failed = errors.filter((error) => error !== null);
    if (failed.some((error) => !(error instanceof ApiError && error.status === 404))) {
      return undefined;
    }

    let notFound = false;
    const drawn = await renderToHtml(
      <PageStatusContext
        value={() => {
          notFound = true;
        }}
      >
        <StaticRouter location={request.url}>
          <RoutedApp />
        </StaticRouter>
      </PageStatusContext>,
      queryClient,
      { origin: request.origin },
    );
    const data: PageData = { origin: request.origin, queries: dehydrate(queryClient) };
    const html = pageDocument(withoutPageCodePreloads(request.shell), drawn, {
      // A page saying 'not found' may be one the browser reaches another way (a product whose
      // failed read is not handed over): the app draws it afresh rather than adopt it.
      adopt: !notFound,
      data: jsonInScript(data),
    });
    // A read that found nothing yet a page that does not say so: not a page to answer with.
    if (failed.length > 0 && !notFound) return undefined;
    return { status: notFound ? 404 : 200, html };
  });
}

/** What the server loads from the build: the contract checked here, where the module is written. */
export default { drawsWithData, pageAddress, drawPage } satisfies PageRenderer;
