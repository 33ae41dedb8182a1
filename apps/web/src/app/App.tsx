import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { PageFromServer } from '../lib/page-from-server';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { ScrollRestorer } from './routing/ScrollRestorer';

/**
 * What the router shows. The build's prerender (src/shell) renders this same tree under its own
 * router, so the page it writes is what the browser's first render produces and React can adopt
 * it (hydrate) instead of drawing it again.
 */
export function RoutedApp() {
  return (
    <>
      <ScrollRestorer />
      <AppRoutes />
    </>
  );
}

/**
 * Declarative routes rather than the data router: the shop loads its data with TanStack Query,
 * not route loaders, and the data router's extra ~17 kB gzip would put the first download over
 * its budget (docs/decisions/0005).
 */
export function App({
  queryClient,
  pageFromServer,
}: {
  queryClient: QueryClient;
  pageFromServer?: PageFromServer | undefined;
}) {
  return (
    <AppProviders queryClient={queryClient} pageFromServer={pageFromServer}>
      <BrowserRouter>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
