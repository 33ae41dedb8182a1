import { MSG, OTP_RESEND_SECONDS, STORAGE_KEYS } from '@littleloom/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, makeAccountUser, resetSession, sentBody } from '../../test/session';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const MEERA = makeAccountUser({ _id: USER_ID, name: 'Meera Iyer', email: 'meera@example.com' });
const WAITING =
  'This email is already waiting for verification. Enter the code we sent you, or use Resend OTP to get a new one.';

interface Replies {
  register?: () => Response;
  resend?: () => Response;
  verify?: () => Response;
}

function stubAccounts(replies: Replies = {}) {
  return stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/register':
        return (
          replies.register?.() ??
          jsonResponse({ success: true, userId: USER_ID, message: MSG.otpSent }, 201)
        );
      case '/api/resend-otp':
        return replies.resend?.() ?? jsonResponse({ success: true, message: MSG.otpResent });
      case '/api/verify-otp':
        return (
          replies.verify?.() ??
          jsonResponse({
            success: true,
            message: 'Email verified successfully!',
            token: 'meera-token',
            user: MEERA,
          })
        );
      case '/api/user/profile':
        return new Headers(init?.headers).get('Authorization') === 'Bearer meera-token'
          ? jsonResponse({ success: true, user: MEERA })
          : jsonResponse({ success: false, message: 'Token not found' }, 401);
      case '/api/products':
        return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
      default:
        return jsonResponse({ success: false, message: 'Route not found' }, 404);
    }
  });
}

const waitingForCode = () =>
  jsonResponse({ success: false, message: WAITING, pendingVerification: true }, 409);

/** Fills the sign-up form and sends it; resolves once the code step shows. */
async function registerAsMeera() {
  const user = userEvent.setup();
  const view = renderApp('/register');
  await user.type(await screen.findByLabelText('Name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'Meera@Example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('button', { name: 'Verify OTP' });
  return { user, ...view };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  resetSession();
  // Only the countdown's interval is faked: the router, Testing Library and user-event keep
  // their real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign up (/register)', () => {
  it('words each mistake under its field and sends nothing', async () => {
    const fetchMock = stubAccounts();
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(screen.getByLabelText('Email'), 'meera@example');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/register'))).toBe(false);
  });

  it('shows the code step with the toast, and keeps Resend OTP disabled for 60 seconds', async () => {
    const fetchMock = stubAccounts();
    await registerAsMeera();

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/register') ?? [];
    expect(sentBody(init)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'secret12',
    });
    const toasts = screen.getByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText(MSG.otpSent)).toBeInTheDocument();

    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');

    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(
      `You can ask for a new code in ${OTP_RESEND_SECONDS} s`,
    );

    await tick(59_000);
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 1 s');

    await tick(1_000);
    expect(resend).toBeEnabled();
  });

  it('sends a new code on Resend OTP and starts the 60 seconds again', async () => {
    const fetchMock = stubAccounts();
    const { user } = await registerAsMeera();
    await tick(60_000);

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    const resend = await screen.findByRole('button', { name: 'Resend OTP' });
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 60 s');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/resend-otp') ?? [];
    expect(sentBody(init)).toEqual({ email: 'meera@example.com' });
    expect(await screen.findByText(MSG.otpResent)).toBeInTheDocument();

    await tick(30_000);
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 30 s');
  });

  it('waits as long as the server asks when it refuses a resend (429, retryAfter)', async () => {
    stubAccounts({
      resend: () =>
        jsonResponse(
          {
            success: false,
            message: 'Please wait 42 seconds before requesting a new OTP.',
            retryAfter: 42,
          },
          429,
        ),
    });
    const { user } = await registerAsMeera();
    await tick(60_000);

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(
      await screen.findByText('Please wait 42 seconds before requesting a new OTP.'),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 42 s');
  });

  it('asks for all six digits before verifying', async () => {
    const fetchMock = stubAccounts();
    const { user } = await registerAsMeera();

    await user.type(screen.getByLabelText('Verification code'), '12a3');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(MSG.otpInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/verify-otp')).toBe(false);
  });

  it("shows the server's reason when the code is wrong", async () => {
    stubAccounts({
      verify: () => jsonResponse({ success: false, message: 'Invalid OTP. 4 attempts left.' }, 400),
    });
    const { user } = await registerAsMeera();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 attempts left.');
  });

  it('after verification stores the session as a login does and the shopper ends signed in', async () => {
    const fetchMock = stubAccounts();
    const { user, router } = await registerAsMeera();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    // storefront.md §4: the session is stored and the shopper goes on through /login, which
    // sends a signed-in shopper home (replacing history).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(MSG.registrationSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Meera/ })).toHaveTextContent('Hi, Meera');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('meera-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      name: 'Meera Iyer',
    });
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('user');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/verify-otp') ?? [];
    expect(sentBody(init)).toEqual({ userId: USER_ID, otp: '123456' });
  });

  it('says so when verifying removed a password someone else had also chosen', async () => {
    const removed =
      'Email verified successfully! Someone else also tried to register this email, so its password was removed: set one with Forgot Password before you next log in with your email.';
    stubAccounts({
      verify: () =>
        jsonResponse({
          success: true,
          message: removed,
          passwordRemoved: true,
          token: 'meera-token',
          user: MEERA,
        }),
    });
    const { user, router } = await registerAsMeera();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(removed)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('meera-token');
  });

  it('an e-mail already waiting for its code opens the code step with the server’s word (409)', async () => {
    const fetchMock = stubAccounts({ register: waitingForCode });
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Email'), 'Meera@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    // The code may be old: Resend OTP can be used at once.
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 60 s');
    const [, resent] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/resend-otp') ?? [];
    expect(sentBody(resent)).toEqual({ email: 'meera@example.com' });

    // With no id from registration, the code is verified by e-mail.
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/verify-otp') ?? [];
    expect(sentBody(init)).toEqual({ email: 'meera@example.com', otp: '654321' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('meera-token');
  });

  it('another refusal of registration stays on the form with the server’s reason', async () => {
    stubAccounts({
      register: () => jsonResponse({ success: false, message: 'User already exists' }, 409),
    });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says where the code is when the shop has no mail server (no link to the API)', async () => {
    stubAccounts();
    await registerAsMeera();
    expect(
      await screen.findByText(/The code is printed in the server’s console/),
    ).toHaveTextContent('an administrator can read it in the back office under Mail outbox');
    expect(screen.queryByRole('link', { name: /outbox/i })).not.toBeInTheDocument();
  });
});
