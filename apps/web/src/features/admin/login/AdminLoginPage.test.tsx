import { STORAGE_KEYS } from '@littleloom/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { adminListsResponse, fakeToken, storeAdminSession } from '../testing';

afterEach(() => localStorage.clear());

async function openLogin() {
  const user = userEvent.setup();
  const view = renderApp('/admin/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  return {
    user,
    ...view,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

describe('admin sign-in', () => {
  it('words each mistake as the spec does, under its field, and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user, email, password, submit } = await openLogin();

    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'asha@');
    await user.type(password, '12345');
    await user.click(submit);
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session, says so and opens the first admin screen in place of the form', async () => {
    const token = fakeToken('admin');
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/admin/login') {
        return jsonResponse({
          success: true,
          message: 'Admin login successful',
          token,
          user: { _id: 'a1', id: 'a1', name: 'Admin', email: 'admin@littleloom.in', role: 'admin' },
        });
      }
      return adminListsResponse(url);
    });
    const { user, email, password, submit, router } = await openLogin();

    await user.type(email, 'Admin@LittleLoom.in');
    await user.type(password, 'Admin@123');
    await user.click(submit);

    expect(await (await toasts()).findByText('Admin login successful')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('admin');

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@littleloom.in',
      password: 'Admin@123',
    });
  });

  it('says "Login failed" and shows the server’s reason under the form', async () => {
    stubFetch(() =>
      jsonResponse({ success: false, message: 'Only administrators can sign in here.' }, 403),
    );
    const { user, email, password, submit, router } = await openLogin();

    await user.type(email, 'shopper@littleloom.in');
    await user.type(password, 'Shopper@123');
    await user.click(submit);

    expect(await (await toasts()).findByText('Login failed')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Only administrators can sign in here.');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('clears the failure toasts of earlier tries once a sign-in succeeds', async () => {
    const token = fakeToken('admin');
    let tries = 0;
    stubFetch((url) => {
      if (url.pathname !== '/api/admin/login') return adminListsResponse(url);
      tries += 1;
      if (tries === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (tries <= 3) return jsonResponse({ success: false, message: 'Invalid credentials' }, 401);
      return jsonResponse({
        success: true,
        message: 'Admin login successful',
        token,
        user: { _id: 'a1', id: 'a1', name: 'Admin', email: 'admin@littleloom.in', role: 'admin' },
      });
    });
    const { user, email, password, submit, router } = await openLogin();
    await user.type(email, 'admin@littleloom.in');
    await user.type(password, 'Admin@12');
    const region = await toasts();
    // Toasts outlive a test: start from none, so the counts below are this test's own.
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(region.queryAllByRole('listitem')).toHaveLength(0));

    await user.click(submit);
    expect(await region.findByText('An error occurred')).toBeVisible();
    for (const attempt of [2, 3]) {
      await user.click(submit);
      await waitFor(() => expect(region.getAllByText('Login failed')).toHaveLength(attempt - 1));
    }

    await user.clear(password);
    await user.type(password, 'Admin@123');
    await user.click(submit);
    expect(await region.findByText('Admin login successful')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    await waitFor(() => expect(region.queryByText('Login failed')).not.toBeInTheDocument());
    expect(region.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('says "An error occurred" when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, email, password, submit } = await openLogin();

    await user.type(email, 'admin@littleloom.in');
    await user.type(password, 'Admin@123');
    await user.click(submit);

    expect(await (await toasts()).findByText('An error occurred')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('skips the form when an admin session is stored (replacing history)', async () => {
    storeAdminSession();
    stubFetch((url) => adminListsResponse(url));
    const { router } = renderApp('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/products/list');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the form when the stored token is not an admin’s', async () => {
    storeAdminSession(fakeToken('user'));
    const { router } = renderApp('/admin/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
