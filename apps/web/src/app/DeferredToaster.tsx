import { lazy, Suspense } from 'react';

/**
 * The toaster in its own chunk (with sonner), fetched right after the first render instead of
 * before it: no toast can be raised before a shopper acts, so it need not weigh on the first
 * page's download (ARCHITECTURE §11 budget). `toast()` calls elsewhere share the same sonner module.
 */
const ShopToaster = lazy(() => import('./ShopToaster').then((m) => ({ default: m.ShopToaster })));

export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  );
}
