import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFromServerContext, type PageFromServer } from '../lib/page-from-server';
import { DeferredToaster } from './DeferredToaster';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Set when the first page came from the server drawn with its data. */
  pageFromServer?: PageFromServer | undefined;
  children: ReactNode;
}

/** Server-state cache and toasts (top-right, 5 s: storefront.md §9) around the whole app. */
export function AppProviders({ queryClient, pageFromServer, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageFromServerContext value={pageFromServer ?? null}>
        {children}
        <DeferredToaster />
      </PageFromServerContext>
    </QueryClientProvider>
  );
}
