import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { ScrollRestorer } from './routing/ScrollRestorer';

/**
 * Declarative routes rather than the data router: the shop loads its data with TanStack Query,
 * not route loaders, and the data router's extra ~17 kB gzip would put the first download over
 * its budget (docs/decisions/0005).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <ScrollRestorer />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
