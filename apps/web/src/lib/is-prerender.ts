import { useSyncExternalStore } from 'react';

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
