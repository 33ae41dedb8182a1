import { STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { makeAccountUser, resetSession, signInAs } from '../../test/session';
import { endSession, getSessionSnapshot, restoreSession } from './session-store';
import { startSession, updateSessionUser } from './session-writes';

const KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.userRole, STORAGE_KEYS.userId];
const storedKeys = () => KEYS.filter((key) => localStorage.getItem(key) !== null);

function stubShop() {
  return stubFetch(() =>
    jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 }),
  );
}

beforeEach(resetSession);

describe('session restore on start (storefront.md §2, §3)', () => {
  it('signs the shopper back in from a good stored token and user', async () => {
    stubShop();
    signInAs(makeAccountUser({ name: 'Asha Rao' }));
    renderApp('/about');

    const menuButton = await screen.findByRole('button', { name: /Asha/ });
    expect(within(menuButton).getByText('Hi, Asha')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(getSessionSnapshot().session?.token).toBe('test-token');
  });

  it('logs out and clears all four keys when the stored user cannot be read', async () => {
    stubShop();
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, '{"name": "Asha"'); // cut short
    localStorage.setItem(STORAGE_KEYS.userRole, 'user');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    restoreSession();
    renderApp('/about');

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(getSessionSnapshot().session).toBeNull();
    expect(storedKeys()).toEqual([]);
  });

  it('logs out and clears the keys when the token is missing', async () => {
    stubShop();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(makeAccountUser()));
    localStorage.setItem(STORAGE_KEYS.userRole, 'user');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    restoreSession();
    renderApp('/about');

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(storedKeys()).toEqual([]);
  });

  it('treats a stored user that is not an account (JSON null, no name) as unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, 'null');
    restoreSession();
    expect(getSessionSnapshot().session).toBeNull();
    expect(storedKeys()).toEqual([]);

    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, '{"email":"a@b.in"}');
    restoreSession();
    expect(storedKeys()).toEqual([]);
  });

  it('leaves the admin token alone when clearing the shopper keys', () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    localStorage.setItem(STORAGE_KEYS.token, 'only-a-token');
    restoreSession();
    expect(storedKeys()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-token');
  });
});

describe('session storage', () => {
  it('stores token, user, userRole and userId on sign-in; userRole is "default" without a role', () => {
    startSession('t1', { _id: 'u1', name: 'Asha' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual({
      _id: 'u1',
      name: 'Asha',
    });
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('default');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');

    updateSessionUser({ _id: 'u1', name: 'Asha Rao', role: 'user' });
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('user');
    expect(getSessionSnapshot().session).toEqual({
      token: 't1',
      user: { _id: 'u1', name: 'Asha Rao', role: 'user' },
    });

    endSession();
    expect(storedKeys()).toEqual([]);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it('logs out from the header: keys removed, then /login', async () => {
    stubShop();
    signInAs();
    const user = userEvent.setup();
    const { router } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: /Asha/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedKeys()).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});
