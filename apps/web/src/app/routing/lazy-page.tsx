import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { PageDataPrefetch } from '../../lib/page-data';

/**
 * A page component whose code is fetched on first use; `preload` fetches it ahead, and
 * `prefetch` (when the page has one) starts its first requests.
 */
export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  prefetch: PageDataPrefetch | undefined;
};

/**
 * A page whose code is fetched on its first visit (ARCHITECTURE §11: the first download stays
 * small). Each gets a Suspense boundary of its own: one that mounts during a navigation shows its
 * fallback at once, so a tap always gets a visible answer while the code arrives. Once loaded
 * (or preloaded: main.tsx does so for the page a visit starts on) it renders straight away, with
 * no fallback and none of the pause React puts between a fallback and the content after it.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  fallback: ReactNode,
  prefetch?: PageDataPrefetch,
): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // A failed fetch (offline for a moment) may be retried by the next visit.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(async () => ({ default: await fetchPage() }));

  function LazyPageView() {
    // Chosen once per mount: switching from the Suspense path to the loaded one later would
    // remount the page and lose its state.
    const [Ready] = useState(() => Loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPageView, { preload: async () => void (await fetchPage()), prefetch });
}
