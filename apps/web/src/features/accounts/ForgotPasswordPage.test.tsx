import { MSG, STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import {
  LOCAL_CONFIG,
  makeAccountUser,
  resetSession,
  sentBody,
  signInAs,
} from '../../test/session';

const SENT = 'If an account exists for this email, we have sent a code to reset the password.';
const DONE = 'Password reset successfully. Please log in with your new password.';

function stubReset(
  reset: () => Response = () => jsonResponse({ success: true, message: DONE }),
  send: () => Response = () => jsonResponse({ success: true, message: SENT }),
) {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/forgot-password':
        return send();
      case '/api/reset-password':
        return reset();
      default:
        return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
    }
  });
}

async function toStepTwo(email = 'asha@example.com') {
  const user = userEvent.setup();
  const view = renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('button', { name: 'Reset Password' });
  return { user, ...view };
}

beforeEach(resetSession);

describe('forgot password (/forgot-password)', () => {
  it('checks the e-mail before sending a code', async () => {
    stubReset();
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('goes to step 2 once the code is sent, with the resend countdown running', async () => {
    const fetchMock = stubReset();
    await toStepTwo();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/forgot-password') ?? [];
    expect(sentBody(init)).toEqual({ email: 'asha@example.com' });
  });

  it('stays on step 1 with the server’s reason when it sent no code (429, too many tries)', async () => {
    const message = 'Too many attempts. Please try again in 600 seconds.';
    stubReset(undefined, () => jsonResponse({ success: false, message, retryAfter: 600 }, 429));
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('goes on to the code already sent when one was asked for under a minute ago', async () => {
    let sends = 0;
    const fetchMock = stubReset(undefined, () => {
      sends += 1;
      return sends === 1
        ? jsonResponse({ success: true, message: SENT })
        : jsonResponse(
            {
              success: false,
              message: 'Please wait 42 seconds before requesting a new OTP.',
              retryAfter: 42,
              resendWait: true,
            },
            429,
          );
    });
    const { user } = await toStepTwo();
    // Back to step 1, and Send OTP again within the minute.
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MSG.otpAskedMomentAgo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in/)).toHaveTextContent('42 s');
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/forgot-password'),
    ).toHaveLength(2);
  });

  it('words the code and password rules as the spec does', async () => {
    stubReset();
    const { user } = await toStepTwo();
    await user.type(screen.getByLabelText('OTP'), '12ab');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.resetOtpInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordWeak)).toBeInTheDocument();
  });

  it('resets the password, then goes to /login with the e-mail filled in', async () => {
    const fetchMock = stubReset();
    const { user, router } = await toStepTwo();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Sunny@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@example.com');
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/reset-password') ?? [];
    expect(sentBody(init)).toEqual({
      email: 'asha@example.com',
      otp: '123456',
      newPassword: 'Sunny@2026',
    });
  });

  it('signs a signed-in shopper out after the reset (the server ends their old sessions)', async () => {
    stubReset();
    signInAs(makeAccountUser({ email: 'asha@example.com' }));
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    // The e-mail of the signed-in shopper is filled in.
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Sunny@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the server's reason when the code is refused", async () => {
    stubReset(() =>
      jsonResponse(
        { success: false, message: 'This OTP has expired. Please request a new one.' },
        400,
      ),
    );
    const { user } = await toStepTwo();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Sunny@2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This OTP has expired. Please request a new one.',
    );
  });
});
