import { MSG, STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, makeAccountUser, resetSession, sentBody } from '../../test/session';

const ASHA = makeAccountUser({ name: 'Asha Rao', email: 'asha@example.com' });

function stubLogin(login: () => Response, extra: Record<string, () => Response> = {}) {
  return stubFetch((url, init) => {
    const custom = extra[url.pathname];
    if (custom) return custom();
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/login':
        return login();
      case '/api/user/profile': {
        const auth = new Headers(init?.headers).get('Authorization');
        return auth === 'Bearer good-token'
          ? jsonResponse({ success: true, user: { ...ASHA, name: 'Asha R. Rao' } })
          : jsonResponse({ success: false, message: 'Token not found' }, 401);
      }
      default:
        return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
    }
  });
}

const signedIn = () =>
  jsonResponse({ success: true, message: MSG.loginSuccess, token: 'good-token', user: ASHA });

async function logIn(path = '/login', email = 'Asha@Example.com', password = 'secret12') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return { user, ...view };
}

beforeEach(resetSession);

describe('log in (/login)', () => {
  it('has the fields, the Log In button and the two links of the spec', async () => {
    stubLogin(signedIn);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('words each mistake under its field', async () => {
    const fetchMock = stubLogin(signedIn);
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
  });

  it('signs in: toast, the four keys stored, the profile fetched, then home', async () => {
    const fetchMock = stubLogin(signedIn);
    const { router } = await logIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login') ?? [];
    expect(sentBody(init)).toEqual({ email: 'asha@example.com', password: 'secret12' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('good-token');
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('user');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(ASHA._id);
    // The profile call carries the token, and its fresher copy of the user is kept.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
        name: 'Asha R. Rao',
      }),
    );
    expect(await screen.findByRole('button', { name: /Asha/ })).toBeInTheDocument();
  });

  it("shows the server's reason when the password is wrong", async () => {
    stubLogin(() => jsonResponse({ success: false, message: MSG.invalidCredentials }, 401));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidCredentials);
    expect(localStorage.length).toBe(0);
  });

  it('says so when the server cannot be reached', async () => {
    stubLogin(() => {
      throw new TypeError('Failed to fetch');
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.networkError);
  });

  it('opens the "Account Blocked" dialog for a blocked account, and closes it', async () => {
    stubLogin(() =>
      jsonResponse({ success: false, message: MSG.accountBlockedText, userBlocked: true }, 403),
    );
    const { user, router } = await logIn();

    const dialog = await screen.findByRole('alertdialog', { name: MSG.accountBlockedTitle });
    expect(dialog).toHaveAccessibleDescription(MSG.accountBlockedText);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(localStorage.length).toBe(0);

    await user.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an account that never verified its e-mail finish with a code, then signs it in', async () => {
    const fetchMock = stubLogin(
      () =>
        jsonResponse(
          {
            success: false,
            message: 'Please verify your email before logging in.',
            needsVerification: true,
            userId: ASHA._id,
          },
          403,
        ),
      {
        '/api/verify-otp': () =>
          jsonResponse({
            success: true,
            message: 'Email verified successfully!',
            token: 'good-token',
            user: ASHA,
          }),
      },
    );
    const { user, router } = await logIn();

    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    // The code may be old, so a new one can be asked for at once.
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/verify-otp') ?? [];
    expect(sentBody(init)).toEqual({ userId: ASHA._id, otp: '654321' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('good-token');
  });

  it('has no Google button, and asks nothing of Google, when the shop has no client id', async () => {
    const fetchMock = stubLogin(signedIn);
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log In' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/config')).toBe(true),
    );
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.queryByText(/or with your e-mail/)).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("loads Google's sign-in script when the shop has a client id", async () => {
    stubLogin(signedIn, {
      '/api/config': () => jsonResponse({ ...LOCAL_CONFIG, googleClientId: 'client-1' }),
    });
    renderApp('/login');
    expect(await screen.findByText(/or with your e-mail/)).toBeInTheDocument();
    const script = await waitFor(() => {
      const found = document.querySelector('script[src="https://accounts.google.com/gsi/client"]');
      expect(found).not.toBeNull();
      return found;
    });
    script?.remove();
  });
});
