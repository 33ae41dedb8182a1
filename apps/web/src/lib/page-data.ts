import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the requests a page makes as it opens, so they are on their way while its code runs and
 * React adopts the page; the page's own queries then find them in the cache. The requests must be
 * exactly the page's (same key and fetch), or they are only extra work. The promise settles when
 * they have (it never rejects: a failure stays in the query for the page to show).
 */
export type PageDataPrefetch = (queryClient: QueryClient, location: URL) => Promise<unknown>;
