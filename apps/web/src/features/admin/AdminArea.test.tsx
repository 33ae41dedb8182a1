import { STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import {
  adminListsResponse,
  fakeToken,
  makeAdminUser,
  makeUserPage,
  storeAdminSession,
} from './testing';

// The first screen otherwise pays for compiling the whole admin area, which on a busy machine
// outlasts a find's wait; the routes load this same module.
beforeAll(async () => {
  await import('./entry');
}, 60_000);

afterEach(() => localStorage.clear());

const MENU = [
  ['Sales Report', '/admin/report'],
  ['Ledger Book', '/admin/ledger'],
  ['Add Items', '/admin/products/add'],
  ['List Items', '/admin/products/list'],
  ['Orders', '/admin/orders'],
  ['Users', '/admin/users'],
  ['Category', '/admin/category'],
  ['Stock', '/admin/products/stock'],
  ['Coupons and Offers', '/admin/coupon'],
  ['Reviews', '/admin/reviews'],
  ['Settings', '/admin/settings'],
];

describe('admin guard', () => {
  it('sends a visitor without an admin session to /admin/login, replacing history', async () => {
    const fetchMock = stubFetch(() => jsonResponse(makeUserPage([])));
    const { router } = renderApp('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets no other role in, whatever userRole says', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, fakeToken('user'));
    localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
    stubFetch(() => jsonResponse(makeUserPage([])));
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('ends the session when an admin call is refused', async () => {
    storeAdminSession();
    stubFetch(() =>
      jsonResponse(
        { success: false, message: 'Your session has expired. Please log in again.' },
        401,
      ),
    );
    const { router } = renderApp('/admin/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('admin shell', () => {
  it('opens on the product list (the spec’s admin home), under a top bar and the full menu', async () => {
    storeAdminSession();
    stubFetch((url) => adminListsResponse(url, [makeAdminUser()]));
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/products/list');
    expect(screen.getByText('Admin Panel')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();

    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    const entries = within(nav).getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual(MENU.map(([label]) => label));

    const current = within(nav).getByRole('link', { name: 'List Items' });
    expect(current).toHaveAttribute('href', '/admin/products/list');
    expect(current).toHaveAttribute('aria-current', 'page');
    const built = [
      'Sales Report',
      'Ledger Book',
      'Add Items',
      'List Items',
      'Orders',
      'Users',
      'Category',
      'Stock',
      'Coupons and Offers',
      'Reviews',
      'Settings',
    ];
    for (const entry of entries) {
      if (built.includes(entry.textContent ?? '')) {
        expect(entry).toHaveAttribute('href');
      } else {
        // Screens still to come show in the menu, greyed out and not as links.
        expect(entry).toHaveAttribute('aria-disabled', 'true');
        expect(entry).not.toHaveAttribute('href');
      }
    }
  });

  it('opens the menu as a drawer from the Menu button, and closes it on Escape', async () => {
    storeAdminSession();
    stubFetch(() => jsonResponse(makeUserPage([])));
    const user = userEvent.setup();
    renderApp('/admin/users');

    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );

    await user.keyboard('{Escape}');
    // Closed, it stays in the page (the browser hides a <dialog> without `open`; jsdom does not).
    expect(drawer).not.toHaveAttribute('open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('says plainly when an admin screen does not exist', async () => {
    storeAdminSession();
    renderApp('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the admin home' })).toHaveAttribute(
      'href',
      '/admin/products/list',
    );
  });

  it('logs out: the admin keys go, a shopper’s session stays, and the sign-in page shows', async () => {
    storeAdminSession();
    localStorage.setItem(STORAGE_KEYS.token, fakeToken('user'));
    stubFetch(() => jsonResponse(makeUserPage([])));
    const user = userEvent.setup();
    const { router } = renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('You have been logged out')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});
