/**
 * The pages the build prerenders into HTML (apps/web/tooling/prerender.mjs), so a first visit
 * paints the shop's frame and the page's loading state before any JavaScript has run. Each is the
 * app itself rendered once, for a guest with no data yet: exactly what the app's own first render
 * shows, so nothing moves when it takes over. This module runs at build time, in Node.
 */
import { Route, Routes, StaticRouter } from 'react-router';
import { RoutedApp } from '../app/App';
import { StorefrontLayout } from '../app/layouts/StorefrontLayout';
import { createQueryClient } from '../app/query-client';
import { preloadPage } from '../app/routes';
import type { DrawnPage } from './page-document';
import { renderToHtml } from './render-to-html';

export { PAGE_CODE_ATTRIBUTE, pageDocument } from './page-document';

export interface PageShell {
  /** Where the build writes it, relative to the build folder. */
  file: string;
  /** The first path segments it is sent for ('' is the home page). */
  segments: string[];
  /** Source modules of the lazy page it shows: the page links their chunks to load at once. */
  pageModules: string[];
  /**
   * Whether it is exactly the app's first render at those paths (for a guest), so the app can
   * adopt it rather than draw it again; the storefront frame alone is only a stand-in.
   */
  hydrate: boolean;
  /** What React draws; empty for a page that draws nothing until its code runs. */
  render: () => Promise<DrawnPage>;
}

async function renderPage(location: string): Promise<DrawnPage> {
  await preloadPage(new URL(location, 'http://shell.invalid'));
  return renderToHtml(
    <StaticRouter location={location}>
      <RoutedApp />
    </StaticRouter>,
    createQueryClient(),
  );
}

/** The storefront's frame (header, an empty page, footer) for shop pages without a shell. */
function renderFrame(): Promise<DrawnPage> {
  return renderToHtml(
    // A path no link points at, so no navigation link shows as the current page.
    <StaticRouter location="/page">
      <Routes>
        <Route path="*" element={<StorefrontLayout />} />
      </Routes>
    </StaticRouter>,
    createQueryClient(),
  );
}

/** The first one is the fallback for any path the server finds no other shell for. */
export const PAGE_SHELLS: PageShell[] = [
  {
    file: 'shells/page.html',
    segments: [],
    pageModules: [],
    hydrate: false,
    render: renderFrame,
  },
  {
    // The build's own index.html, the home page's shell.
    file: 'index.html',
    segments: [''],
    pageModules: [],
    hydrate: true,
    render: () => renderPage('/'),
  },
  {
    file: 'shells/collection.html',
    segments: ['collection'],
    pageModules: ['src/features/catalog/CollectionPage.tsx'],
    hydrate: true,
    render: () => renderPage('/collection'),
  },
  {
    file: 'shells/product.html',
    segments: ['product'],
    pageModules: ['src/features/catalog/product/ProductPage.tsx'],
    hydrate: true,
    render: () => renderPage('/product/loading'),
  },
  {
    // The sign-in pages and the back office have frames of their own, drawn by their code.
    file: 'shells/blank.html',
    segments: ['login', 'register', 'admin'],
    pageModules: [],
    hydrate: false,
    render: async () => ({ head: '', markup: '' }),
  },
];
