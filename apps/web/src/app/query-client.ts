import { QueryClient } from '@tanstack/react-query';

/**
 * Server state defaults: data counts as fresh for 30 s (no refetch storm when moving between
 * pages) and a failed request is retried once before the page shows its Retry button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}
