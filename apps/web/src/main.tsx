import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { preloadPage } from './app/routes';
import type { PageFromServer } from './lib/page-from-server';
import { PAGE_DATA_ID } from './shell/page-document';
import type { PageData } from './shell/page-render';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A page the server drew with its data (src/shell/page-render.tsx) brings that data: the app
// starts from it, so its first render is the page already on screen.
const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
let pageFromServer: PageFromServer | undefined;
if (pageData) {
  const { origin, queries } = JSON.parse(pageData) as PageData;
  hydrate(queryClient, queries);
  pageFromServer = { origin };
}
const app = (
  <StrictMode>
    <App queryClient={queryClient} pageFromServer={pageFromServer} />
  </StrictMode>
);

// The page's own code first, so the first render shows the page rather than a loading state,
// with the page's first requests started meanwhile. (A promise, not a top-level await: with one, the bundler would split every module the entry
// shares with a page into a file of its own, to keep the page from waiting on the entry.)
void preloadPage(new URL(window.location.href), queryClient).then(() => {
  // As a transition, React works in slices of a few milliseconds, leaving the main thread free
  // between them (the prerendered page stays on screen meanwhile), instead of one long task that
  // would hold up a tap.
  startTransition(() => {
    if (root.hasAttribute('data-prerendered')) {
      // The page is this address's prerendered first render (src/shell): React adopts its
      // elements instead of drawing them again. Where it differs (a signed-in shopper's header, a
      // search in the address) React draws the page afresh, which is expected, not a fault.
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('Drew the page afresh:', error),
      });
    } else {
      createRoot(root).render(app);
    }
  });
});
