import { MSG } from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { UserListPage } from './users/UserListPage';
import { BestSellingPage } from './bestselling/BestSellingPage';
import { AddProductPage, EditProductPage } from './catalog/product-form-pages';
import { CategoryPage } from './catalog/CategoryPage';
import { ProductListPage } from './catalog/ProductListPage';
import { StockPage } from './catalog/StockPage';
import { CouponsPage } from './promotions/CouponsPage';
import { OfferManagementPage } from './promotions/OfferManagementPage';
import { OrderDetailsPage } from './orders/OrderDetailsPage';
import { OrderListPage } from './orders/OrderListPage';
import { OrderProductPage } from './orders/OrderProductPage';
import { ReviewListPage } from './reviews/ReviewListPage';
import { SalesReportPage } from './reports/sales/SalesReportPage';
import { LedgerReportPage } from './reports/ledger/LedgerReportPage';
import { SettingsPage } from './settings/SettingsPage';
import { ADMIN_QUERY_KEY } from './admin-api';
import { ADMIN_HOME, ADMIN_MENU, type AvailableAdminPath } from './admin-menu';
import { useAdminToken } from './session/admin-session';
import { adminSecondaryButtonClass } from './ui/admin-styles';
import { AdminShell } from './shell/AdminShell';

/** A developer's tool, opened rarely: its code stays out of the back office's chunk. */
const MailOutboxPage = lazy(() =>
  import('./outbox/MailOutboxPage').then((m) => ({ default: m.MailOutboxPage })),
);

/**
 * The screen behind each menu entry that is turned on (ADMIN_MENU's `available`). A heavy screen
 * (charts, image crop) goes in as `lazy(() => import(...))`: the shell's Suspense covers it.
 */
const ADMIN_SCREENS: Record<AvailableAdminPath, ComponentType> = {
  '/admin/users': UserListPage,
  '/admin/products/add': AddProductPage,
  '/admin/products/list': ProductListPage,
  '/admin/orders': OrderListPage,
  '/admin/category': CategoryPage,
  '/admin/products/stock': StockPage,
  '/admin/coupon': CouponsPage,
  '/admin/outbox': MailOutboxPage,
  '/admin/report': SalesReportPage,
  '/admin/ledger': LedgerReportPage,
  '/admin/reviews': ReviewListPage,
  '/admin/settings': SettingsPage,
};

type MenuEntry = (typeof ADMIN_MENU)[number];

function isAvailable(entry: MenuEntry): entry is Extract<MenuEntry, { available: true }> {
  return entry.available;
}

/**
 * Everything under /admin/ except the sign-in page: one lazy chunk, never part of a shopper's
 * download. Only an admin session may enter (back-office.md §6); without one, or once a call
 * finds it ended, the admin goes to /admin/login.
 */
export function AdminArea() {
  const token = useAdminToken();
  const queryClient = useQueryClient();

  // What one admin saw must not show for the next one to sign in on this browser.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
  }, [token, queryClient]);

  if (!token) return <Navigate to="/admin/login" replace />;

  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={ADMIN_HOME} replace />} />
        {ADMIN_MENU.filter(isAvailable).map(({ path }) => {
          const Screen = ADMIN_SCREENS[path];
          return <Route key={path} path={path.slice('/admin/'.length)} element={<Screen />} />;
        })}
        {/* Screens reached from other screens, not from the menu (back-office.md §2). */}
        <Route path="products/edit/:id" element={<EditProductPage />} />
        <Route path="products/:id" element={<EditProductPage />} />
        {/* back-office.md §2: Stock is /admin/products/stock/:id, one product's stock. */}
        <Route path="products/stock/:id" element={<StockPage />} />
        <Route path="bestselling" element={<BestSellingPage />} />
        {/* Offer Management, reached from Coupons and Offers. */}
        <Route path="offers" element={<OfferManagementPage />} />
        {/* An order, and one product of it, reached from Orders (§2). */}
        <Route path="orders/:orderId" element={<OrderDetailsPage />} />
        <Route path="orders/:orderId/products/:productId" element={<OrderProductPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/** An admin path with no screen (yet): said plainly, with the way back. */
function AdminNotFound() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
      <title>Page not found · Admin Panel · Little Loom</title>
      <h1 className="text-xl font-bold text-slate-900">{MSG.notFoundPage}</h1>
      <p className="mt-2 text-sm text-slate-600">There is no admin screen at this address.</p>
      <Link to={ADMIN_HOME} replace className={`${adminSecondaryButtonClass} mt-6`}>
        Back to the admin home
      </Link>
    </div>
  );
}
