import { MSG, STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, makeAccountUser, resetSession, signInAs } from '../../test/session';

const ASHA = makeAccountUser({ name: 'Asha Rao', phone: '9876543210' });

function stubProfile(profile: () => Response) {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/user/profile':
        return profile();
      case '/api/login':
        return jsonResponse({ success: true, message: MSG.loginSuccess, token: 'tok', user: ASHA });
      default:
        return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
    }
  });
}

beforeEach(resetSession);

describe('the login guard (storefront.md §2, §6)', () => {
  it('sends a guest from /profile to /login, replacing history, and back after signing in', async () => {
    stubProfile(() => jsonResponse({ success: true, user: ASHA }));
    const user = userEvent.setup();
    const { router } = renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  it('sends a signed-in shopper away from /login and /register to home', async () => {
    stubProfile(() => jsonResponse({ success: true, user: ASHA }));
    signInAs(ASHA);
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in shopper see their profile', async () => {
    stubProfile(() => jsonResponse({ success: true, user: ASHA }));
    signInAs(ASHA);
    renderApp('/profile');
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  });
});

describe('a session the server has ended', () => {
  it('401: clears the session and goes to /login', async () => {
    stubProfile(() => jsonResponse({ success: false, message: 'Session expired' }, 401));
    signInAs(ASHA);
    const { router } = renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  it('403 blocked: clears the session and shows the "Account Blocked" dialog', async () => {
    stubProfile(() =>
      jsonResponse({ success: false, message: MSG.accountBlockedText, userBlocked: true }, 403),
    );
    signInAs(ASHA);
    const { router } = renderApp('/profile');

    expect(
      await screen.findByRole('alertdialog', { name: MSG.accountBlockedTitle }),
    ).toHaveTextContent(MSG.accountBlockedText);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('another refusal (403 without userBlocked) keeps the session and shows the message', async () => {
    stubProfile(() => jsonResponse({ success: false, message: 'Not allowed' }, 403));
    signInAs(ASHA);
    renderApp('/profile');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('test-token');
  });
});
