import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const TOKEN = '00000000-0000-4000-8000-00000000a5a1.c2lnbmVk';
const STOP_URL = '/api/mail/unsubscribe/reviews';

/** The shop's API, answering the unsubscribe call with `reply`; every other read never answers. */
function stubApi(reply: () => Response) {
  return stubFetch((url) =>
    url.pathname === STOP_URL ? reply() : new Promise<Response>(() => undefined),
  );
}

const stopCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([input]) => String(input).endsWith(STOP_URL));

describe('stopping review invitations from the link in one', () => {
  it('asks first, changing nothing on opening, then stops them with the button', async () => {
    const api = stubApi(() => jsonResponse({ success: true }));
    const user = userEvent.setup();
    renderApp(`/unsubscribe/reviews?token=${encodeURIComponent(TOKEN)}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop review invitations?' }),
    ).toBeInTheDocument();
    expect(stopCalls(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will not get review invitations from Little Loom any more.',
    );
    const [call, ...more] = stopCalls(api);
    expect(more).toEqual([]);
    expect(call![1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(call![1]!.body))).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Stop review invitations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('says so when the shop did not sign the link, and offers no button', async () => {
    stubApi(() =>
      jsonResponse({ success: false, message: 'This unsubscribe link is not valid.' }, 400),
    );
    const user = userEvent.setup();
    renderApp('/unsubscribe/reviews?token=tampered');
    await user.click(await screen.findByRole('button', { name: 'Stop review invitations' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Stop review invitations' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('calls a link without a token not valid, without asking the server', async () => {
    const api = stubApi(() => jsonResponse({ success: true }));
    renderApp('/unsubscribe/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Stop review invitations' })).toBeNull();
    expect(stopCalls(api)).toEqual([]);
  });

  it('keeps the button when the shop could not be reached, so the shopper can try again', async () => {
    let reachable = false;
    stubApi(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse({ success: true });
    });
    const user = userEvent.setup();
    renderApp(`/unsubscribe/reviews?token=${encodeURIComponent(TOKEN)}`);
    await user.click(await screen.findByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will not get review invitations from Little Loom any more.',
    );
  });
});
