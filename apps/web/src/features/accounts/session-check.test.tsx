import { MSG, STORAGE_KEYS } from '@littleloom/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, makeAccountUser, resetSession, signInAs } from '../../test/session';
import { SESSION_CHECK_GAP_MS } from './session-check';

const ASHA = makeAccountUser({ name: 'Asha Rao' });

const blocked = () =>
  jsonResponse({ success: false, message: MSG.accountBlockedText, userBlocked: true }, 403);
const fine = () => jsonResponse({ success: true, user: ASHA });

/** The shop's public pages, with the profile answered by `profile()` (changeable mid-test). */
function stubShop(profile: { current: () => Response }) {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/user/profile':
        return profile.current();
      default:
        return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 1 });
    }
  });
}

const profileCalls = (mock: ReturnType<typeof stubFetch>) =>
  requestedUrls(mock).filter((url) => url.pathname === '/api/user/profile').length;

// The check remembers when it last ran (module state): each test starts an hour later, and moves
// the clock on itself when it needs the next check to be allowed.
const realNow = Date.now.bind(Date);
let offset = 0;
const later = (ms: number) => {
  offset += ms;
};

beforeEach(() => {
  later(3_600_000);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  resetSession();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session is checked on public pages (a blocked or expired session ends at once)', () => {
  it('on start: a blocked shopper sees "Account Blocked" and is signed out, staying on the page', async () => {
    const fetchMock = stubShop({ current: blocked });
    signInAs(ASHA);
    const { router } = renderApp('/about');

    // The dialog's code is fetched when it is first needed: give it time on a cold start.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: MSG.accountBlockedTitle },
      { timeout: 5_000 },
    );
    expect(dialog).toHaveTextContent(MSG.accountBlockedText);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByRole('button', { name: /Asha/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');

    const [profileCall] = fetchMock.mock.calls.filter(([url]) => url === '/api/user/profile');
    expect(new Headers(profileCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('on start: a session the server no longer accepts (401) ends with the expired notice', async () => {
    stubShop({ current: () => jsonResponse({ success: false, message: 'Session expired' }, 401) });
    signInAs(ASHA);
    const { router } = renderApp('/about');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText(MSG.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('when the tab comes back: blocked since the last look, the dialog opens', async () => {
    const profile = { current: fine };
    const fetchMock = stubShop(profile);
    signInAs(ASHA);
    renderApp('/collection');
    expect(await screen.findByRole('button', { name: /Asha/ })).toHaveTextContent('Hi, Asha');
    await waitFor(() => expect(profileCalls(fetchMock)).toBe(1));

    // The admin blocks the account while the shopper is in another tab.
    profile.current = blocked;
    later(SESSION_CHECK_GAP_MS);
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });

    expect(
      await screen.findByRole('alertdialog', { name: MSG.accountBlockedTitle }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(profileCalls(fetchMock)).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByRole('button', { name: /Asha/ })).not.toBeInTheDocument();
  });

  it('asks at most once every few seconds, and never for a guest', async () => {
    const fetchMock = stubShop({ current: fine });
    signInAs(ASHA);
    const view = renderApp('/about');
    await waitFor(() => expect(profileCalls(fetchMock)).toBe(1));

    act(() => {
      fireEvent.focus(window);
      fireEvent(document, new Event('visibilitychange'));
    });
    later(SESSION_CHECK_GAP_MS - 1_000);
    act(() => {
      fireEvent.focus(window);
    });
    expect(profileCalls(fetchMock)).toBe(1);

    later(1_000);
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(profileCalls(fetchMock)).toBe(2));
    expect(screen.getByRole('button', { name: /Asha/ })).toBeInTheDocument();
    view.unmount();

    resetSession();
    later(SESSION_CHECK_GAP_MS);
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    act(() => {
      fireEvent.focus(window);
    });
    expect(profileCalls(fetchMock)).toBe(2);
  });
});
