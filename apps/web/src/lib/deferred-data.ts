import { useContext, useDeferredValue } from 'react';
import { useIsPrerender } from './is-prerender';
import { PageFromServerContext } from './page-from-server';

/**
 * Server data (from TanStack Query) as a deferred copy, for the parts of a page drawn from it.
 * Query results reach React through a store it must draw from at once, in one long task that
 * holds up taps; from the deferred copy React draws them in the background, in short slices.
 * While React adopts a prerendered page, the first draw is without the data, as the prerender
 * drew it (data may already have arrived for a part React reaches late), and the data follows.
 * A page the server drew with its data is drawn and adopted with that data at once.
 */
export function useDeferredData<T extends object>(value: T | undefined): T | undefined {
  const prerender = useIsPrerender();
  const withData = useContext(PageFromServerContext) !== null;
  // null rather than undefined: React reads an undefined initial value as none given.
  const initial = prerender && !withData ? null : undefined;
  return useDeferredValue<T | null | undefined>(value, initial) ?? undefined;
}
