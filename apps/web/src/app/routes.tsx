import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { searchBarHandle } from '../features/catalog/search/search-route';
import { RequireSession } from '../features/accounts/RequireSession';
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

/** The sign-in pages and forgot password share one chunk (see account-pages.ts). */
const accountPages = () => import('./account-pages');

/** Every route of the shop, in one list. */
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
        path: 'product/:id',
        lazy: page(() =>
          import('../features/catalog/product/ProductPage').then((m) => m.ProductPage),
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
      {
        path: 'forgot-password',
        lazy: page(() => accountPages().then((m) => m.ForgotPasswordPage)),
      },
      {
        // The shopper's own pages: guests are sent to /login (storefront.md §2, §6).
        element: <RequireSession />,
        children: [
          {
            path: 'profile',
            lazy: page(() =>
              import('../features/accounts/profile/ProfilePage').then((m) => m.ProfilePage),
            ),
          },
          {
            path: 'profile/addresses',
            lazy: page(() =>
              import('../features/addresses/ManageAddressesPage').then(
                (m) => m.ManageAddressesPage,
              ),
            ),
          },
          {
            path: 'profile/wallet',
            lazy: page(() => import('../features/wallet/WalletPage').then((m) => m.WalletPage)),
          },
          {
            path: 'cart',
            lazy: page(() => import('../features/cart/CartPage').then((m) => m.CartPage)),
          },
          {
            path: 'checkout',
            lazy: page(() =>
              import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
            ),
          },
          {
            path: 'orders',
            lazy: page(() => import('../features/orders/OrdersPage').then((m) => m.OrdersPage)),
          },
          {
            // 'orders/placed/:orderId' below is matched first: a static segment outranks a
            // parameter.
            path: 'orders/:orderId',
            lazy: page(() =>
              import('../features/orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
            ),
          },
          {
            path: 'orders/placed/:orderId',
            lazy: page(() =>
              import('../features/orders/OrderPlacedPage').then((m) => m.OrderPlacedPage),
            ),
          },
          {
            path: 'wishlist',
            lazy: page(() =>
              import('../features/wishlist/WishlistPage').then((m) => m.WishlistPage),
            ),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
  // Sign-in pages: their own light frame (no shop header), signed-in visitors sent on.
  {
    lazy: page(() => accountPages().then((m) => m.AuthLayout)),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      {
        path: '/login',
        lazy: page(() => accountPages().then((m) => m.LoginPage)),
      },
      {
        path: '/register',
        lazy: page(() => accountPages().then((m) => m.RegisterPage)),
      },
    ],
  },
  // The back office (back-office.md §2): outside the storefront layout, in one lazy chunk that
  // no shopper downloads. '/admin/*' is the guarded area with its own routes (AdminArea.tsx).
  {
    path: '/admin/login',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh bg-slate-100" aria-busy="true" />,
    lazy: page(() => import('../features/admin/entry').then((m) => m.AdminLoginPage)),
  },
  {
    path: '/admin/*',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh bg-slate-100" aria-busy="true" />,
    lazy: page(() => import('../features/admin/entry').then((m) => m.AdminArea)),
  },
];
