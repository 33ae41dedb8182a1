import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { searchBarHandle } from '../features/catalog/search/search-route';
import { HomePage } from '../features/home/HomePage';
import { StorefrontLayout } from './layouts/StorefrontLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Loads a page's code on first visit. Home is bundled with the shell because it is where most
 * visits start; every other page is its own chunk so the first download stays small
 * (ARCHITECTURE §11: <= 110 kB gzip initial JS).
 */
function page(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/**
 * Every route of the shop, in one list.
 *
 * Still to come, each added here by its feature:
 * - inside the storefront layout: 'product/:id', 'forgot-password', and behind the login guard
 *   'cart', 'checkout', 'orders', 'orders/:orderId', 'wishlist', 'profile';
 * - top level, without the storefront layout: '/login', '/register', '/admin/login', and
 *   '/admin/*' as one lazy chunk (`lazy: () => import('../features/admin/...')`) so nothing of
 *   the back office reaches a shopper's download.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    errorElement: <RouteErrorPage />,
    // Shown for the moment a first visit to a lazy page waits for its code: an empty page of
    // the right colour, rather than a flash of a half-built layout.
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'collection',
        handle: searchBarHandle,
        lazy: page(() =>
          import('../features/catalog/CollectionPage').then((m) => m.CollectionPage),
        ),
      },
      {
        path: 'about',
        lazy: page(() => import('../features/about/AboutPage').then((m) => m.AboutPage)),
      },
      {
        path: 'contact',
        lazy: page(() => import('../features/contact/ContactPage').then((m) => m.ContactPage)),
      },
      { path: '*', lazy: page(() => import('./NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
];
