import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the page is prerendered at build time (src/shell) and while React adopts that page
 * in the browser (hydration); false for every other render.
 */
export function useIsPrerender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Server data (from TanStack Query) as a deferred copy, for the parts of a page drawn from it.
 * Query results reach React through a store it must draw from at once, in one long task that
 * holds up taps; from the deferred copy React draws them in the background, in short slices.
 * While React adopts a prerendered page, the first draw is without the data, as the prerender
 * drew it (data may already have arrived for a part React reaches late), and the data follows.
 */
export function useDeferredData<T extends object>(value: T | undefined): T | undefined {
  const prerender = useIsPrerender();
  // null rather than undefined: React reads an undefined initial value as none given.
  return useDeferredValue<T | null | undefined>(value, prerender ? null : undefined) ?? undefined;
}
