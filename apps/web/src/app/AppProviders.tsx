import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from './DeferredToaster';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server-state cache and toasts (top-right, 5 s: storefront.md §9) around the whole app. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
