import { useState } from 'react';
// RouterProvider from 'react-router' rather than 'react-router/dom': we never ask for flushSync
// navigations, and the DOM variant's extra code would count against the first-load budget.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
