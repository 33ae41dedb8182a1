import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the requests a page makes as it opens, so they are on their way while its code runs and
 * React adopts the page; the page's own queries then find them in the cache. The requests must be
 * exactly the page's (same key and fetch), or they are only extra work.
 */
export type PageDataPrefetch = (queryClient: QueryClient, location: URL) => void;
