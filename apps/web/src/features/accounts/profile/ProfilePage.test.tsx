import { MSG, STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  LOCAL_CONFIG,
  makeAccountUser,
  resetSession,
  sentBody,
  signInAs,
} from '../../../test/session';

const ASHA = makeAccountUser({ name: 'Asha Rao', phone: null });

function stubProfile(update: (body: Record<string, unknown>) => Response) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/config') return jsonResponse(LOCAL_CONFIG);
    if (url.pathname === '/api/user/profile' && init?.method === 'PUT') {
      return update(sentBody(init) as Record<string, unknown>);
    }
    if (url.pathname === '/api/user/profile') return jsonResponse({ success: true, user: ASHA });
    return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
  });
}

beforeEach(resetSession);

describe('profile settings (/profile)', () => {
  it('has the side menu the features built so far allow', async () => {
    stubProfile(() => jsonResponse({}));
    signInAs(ASHA);
    renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('saves name and phone, and the header greets by the new name', async () => {
    const fetchMock = stubProfile((body) =>
      jsonResponse({
        success: true,
        message: 'Profile updated successfully',
        user: { ...ASHA, name: String(body.name), phone: String(body.phone) },
      }),
    );
    signInAs(ASHA);
    const user = userEvent.setup();
    renderApp('/profile');

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Meera Rao');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ name: 'Meera Rao', phone: '9876543210', avatarUrl: '' });
    expect(new Headers(put?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
        name: 'Meera Rao',
      }),
    );
    expect(await screen.findByRole('button', { name: /Meera/ })).toBeInTheDocument();
  });

  it('checks the phone and picture before sending', async () => {
    const fetchMock = stubProfile(() => jsonResponse({}));
    signInAs(ASHA);
    const user = userEvent.setup();
    renderApp('/profile');

    await user.type(await screen.findByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Picture URL'), 'not a url');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL')).toBeInTheDocument();
    expect(screen.getByText(MSG.nameRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('falls back to the spec message when an update fails without one', async () => {
    stubProfile(() => new Response('', { status: 500 }));
    signInAs(ASHA);
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.profileUpdateFailed);
  });

  it('offers Retry with the spec message when the profile cannot be fetched', async () => {
    stubFetch((url) =>
      url.pathname === '/api/user/profile'
        ? new Response('', { status: 500 })
        : jsonResponse(LOCAL_CONFIG),
    );
    signInAs(ASHA);
    renderApp('/profile');
    expect(await screen.findByText(MSG.profileFetchFailed, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
