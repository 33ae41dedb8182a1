import { REVIEW_UNSUBSCRIBE_PAGE } from '@littleloom/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RequireSession } from '../features/accounts/RequireSession';
import { prefetchCollection } from '../features/catalog/collection/collection-query';
import { prefetchProduct } from '../features/catalog/product/prefetch-product';
import { HomePage, prefetchHome } from '../features/home/HomePage';
import { StorefrontLayout } from './layouts/StorefrontLayout';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import type { PageDataPrefetch } from '../lib/page-data';
import { adminPageLoading, framedPageLoading, pageLoading } from './routing/page-loading';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';

/**
 * Home is bundled with the shell because it is where most visits start; every other page is its
 * own chunk, fetched on its first visit, so the first download stays small (ARCHITECTURE §11:
 * <= 110 kB gzip initial JS).
 */
const shopPage = (load: () => Promise<ComponentType>, prefetch?: PageDataPrefetch) =>
  lazyPage(load, pageLoading, prefetch);

const CollectionPage = shopPage(
  () => import('../features/catalog/CollectionPage').then((m) => m.CollectionPage),
  prefetchCollection,
);
const ProductPage = shopPage(
  () => import('../features/catalog/product/ProductPage').then((m) => m.ProductPage),
  prefetchProduct,
);
const AboutPage = shopPage(() => import('../features/about/AboutPage').then((m) => m.AboutPage));
const ContactPage = shopPage(() =>
  import('../features/contact/ContactPage').then((m) => m.ContactPage),
);
const SellerDetailsPage = shopPage(() =>
  import('../features/seller/SellerDetailsPage').then((m) => m.SellerDetailsPage),
);
const ProfilePage = shopPage(() =>
  import('../features/accounts/profile/ProfilePage').then((m) => m.ProfilePage),
);
const ManageAddressesPage = shopPage(() =>
  import('../features/addresses/ManageAddressesPage').then((m) => m.ManageAddressesPage),
);
const WalletPage = shopPage(() =>
  import('../features/wallet/WalletPage').then((m) => m.WalletPage),
);
const CartPage = shopPage(() => import('../features/cart/CartPage').then((m) => m.CartPage));
const CheckoutPage = shopPage(() =>
  import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
);
const OrdersPage = shopPage(() =>
  import('../features/orders/OrdersPage').then((m) => m.OrdersPage),
);
const OrderDetailsPage = shopPage(() =>
  import('../features/orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
);
const OrderPlacedPage = shopPage(() =>
  import('../features/orders/OrderPlacedPage').then((m) => m.OrderPlacedPage),
);
const WishlistPage = shopPage(() =>
  import('../features/wishlist/WishlistPage').then((m) => m.WishlistPage),
);
const UnsubscribeReviewsPage = shopPage(() =>
  import('../features/reviews/UnsubscribeReviewsPage').then((m) => m.UnsubscribeReviewsPage),
);
const NotFoundPage = shopPage(() => import('../ui/NotFoundPage').then((m) => m.NotFoundPage));

/**
 * The sign-in pages, their frame and forgot password share one chunk (see account-pages.ts); the
 * frame brings its pages with it, so a page inside it never waits a second time.
 */
const accountPages = () => import('./account-pages');
const ForgotPasswordPage = shopPage(() => accountPages().then((m) => m.ForgotPasswordPage));
const LoginPage = lazyPage(() => accountPages().then((m) => m.LoginPage), framedPageLoading);
const RegisterPage = lazyPage(() => accountPages().then((m) => m.RegisterPage), framedPageLoading);
const AuthLayout = lazyPage(async () => {
  await Promise.all([LoginPage.preload(), RegisterPage.preload()]);
  return (await accountPages()).AuthLayout;
}, framedPageLoading);

/** The back office (back-office.md §2): one lazy chunk that no shopper downloads. */
const AdminLoginPage = lazyPage(
  () => import('../features/admin/entry').then((m) => m.AdminLoginPage),
  adminPageLoading,
);
const AdminArea = lazyPage(
  () => import('../features/admin/entry').then((m) => m.AdminArea),
  adminPageLoading,
);

/** What `preloadPage` finds on a route: the page's code to fetch, its first requests to start. */
interface PageAhead {
  preload?: () => Promise<void>;
  prefetch?: PageDataPrefetch | undefined;
}

/** A route showing a lazy page, which `preloadPage` can fetch ahead. */
function lazyRoute(
  Page: LazyPage,
  route: { path?: string; children?: RouteObject[] } = {},
): RouteObject {
  const ahead: PageAhead = Page;
  return { ...route, element: <Page />, handle: ahead };
}

/** Every route of the shop, in one list. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    children: [
      {
        index: true,
        element: <HomePage />,
        handle: { prefetch: prefetchHome } satisfies PageAhead,
      },
      lazyRoute(CollectionPage, { path: 'collection' }),
      lazyRoute(ProductPage, { path: 'product/:id' }),
      lazyRoute(AboutPage, { path: 'about' }),
      lazyRoute(ContactPage, { path: 'contact' }),
      lazyRoute(SellerDetailsPage, { path: 'seller' }),
      lazyRoute(ForgotPasswordPage, { path: 'forgot-password' }),
      // A review invitation's unsubscribe link: no sign-in, its token stands in.
      lazyRoute(UnsubscribeReviewsPage, { path: REVIEW_UNSUBSCRIBE_PAGE }),
      {
        // The shopper's own pages: guests are sent to /login (storefront.md §2, §6).
        element: <RequireSession />,
        children: [
          lazyRoute(ProfilePage, { path: 'profile' }),
          lazyRoute(ManageAddressesPage, { path: 'profile/addresses' }),
          lazyRoute(WalletPage, { path: 'profile/wallet' }),
          lazyRoute(CartPage, { path: 'cart' }),
          lazyRoute(CheckoutPage, { path: 'checkout' }),
          lazyRoute(OrdersPage, { path: 'orders' }),
          // 'orders/placed/:orderId' below is matched first: a static segment outranks a
          // parameter.
          lazyRoute(OrderDetailsPage, { path: 'orders/:orderId' }),
          lazyRoute(OrderPlacedPage, { path: 'orders/placed/:orderId' }),
          lazyRoute(WishlistPage, { path: 'wishlist' }),
        ],
      },
      lazyRoute(NotFoundPage, { path: '*' }),
    ],
  },
  // Sign-in pages: their own light frame (no shop header), signed-in visitors sent on.
  lazyRoute(AuthLayout, {
    children: [
      lazyRoute(LoginPage, { path: '/login' }),
      lazyRoute(RegisterPage, { path: '/register' }),
    ],
  }),
  // '/admin/*' is the guarded area with its own routes (AdminArea.tsx).
  lazyRoute(AdminLoginPage, { path: '/admin/login' }),
  lazyRoute(AdminArea, { path: '/admin/*' }),
];

function isPageAhead(handle: unknown): handle is PageAhead {
  return (
    (typeof handle === 'function' || typeof handle === 'object') &&
    handle !== null &&
    ('preload' in handle || 'prefetch' in handle)
  );
}

/**
 * Fetches the code of the page at `location` (and of its frame), so the first render shows the
 * page itself rather than a loading state in its place, and, given the app's query client,
 * starts the page's first requests meanwhile (without waiting for them). A failure is left for
 * the page's own error handling to show.
 */
export async function preloadPage(location: URL, queryClient?: QueryClient): Promise<void> {
  const pages = pagesAt(location);
  if (queryClient) for (const page of pages) void page.prefetch?.(queryClient, location);
  await Promise.all(pages.map((page) => page.preload?.())).catch(() => undefined);
}

/**
 * The code of the page at `location` and its first requests, all arrived: what a page drawn on
 * the server (src/shell/page-render.tsx) needs to show its content. A failed request stays in its
 * query, for the caller to read.
 */
export async function loadPage(location: URL, queryClient: QueryClient): Promise<void> {
  const pages = pagesAt(location);
  await Promise.all([
    ...pages.map((page) => page.prefetch?.(queryClient, location)),
    ...pages.map((page) => page.preload?.()),
  ]);
}

function pagesAt(location: URL): PageAhead[] {
  return (matchRoutes(routes, location.pathname) ?? [])
    .map((match): unknown => match.route.handle)
    .filter(isPageAhead);
}

/** The shop's routes, with a failed page caught and shown as such. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
