import { lazy, Suspense } from 'react';

/**
 * sonner's <Toaster/> in its own chunk, fetched right after the first render instead of before
 * it: no toast can be raised before a shopper acts, so it need not weigh on the first page's
 * download (ARCHITECTURE §11 budget). `toast()` calls elsewhere share the same sonner module.
 */
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={5000}
        richColors
        closeButton
        // sonner sets its own system font; toasts should speak in the shop's Nunito.
        toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
      />
    </Suspense>
  );
}
