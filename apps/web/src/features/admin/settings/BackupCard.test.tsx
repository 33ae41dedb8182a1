import { formatShopInstant, type BackupStatusReply } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { LOCAL_CONFIG } from '../../../test/session';
import { emptyProductPage, storeAdminSession } from '../testing';

// The first screen otherwise pays for compiling the whole admin area; the routes load this module.
beforeAll(async () => {
  await import('../entry');
}, 60_000);

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
});

type Status = BackupStatusReply['backups'];

/** How the back office shows a moment: in the shop's time zone. */
const shown = (iso: string) => formatShopInstant(iso, 'stamp');

const SIX_HOURLY: Status = {
  folder: '/srv/littleloom/data/backups',
  everyMinutes: 360,
  keep: 14,
  count: 3,
  latest: {
    name: 'littleloom-backup-2026-11-24T06-00-00Z.tar.gz',
    bytes: 4_404_019,
    createdAt: '2026-11-24T06:00:00.000Z',
  },
  overdue: false,
};

/** The settings screen's API, with the backup folder as `status` says and Back up now adding one. */
function stubBackups(status: Status, refuseBackup?: { status: number; message: string }) {
  const state = { status };
  const mock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/admin/products/list':
        return jsonResponse(emptyProductPage());
      case '/api/admin/settings':
        return jsonResponse({ success: true, seller: null });
      case '/api/admin/backups': {
        if (method === 'GET') return jsonResponse({ success: true, backups: state.status });
        if (refuseBackup) {
          return jsonResponse(
            { success: false, message: refuseBackup.message },
            refuseBackup.status,
          );
        }
        const backup = {
          name: 'littleloom-backup-2026-11-24T09-15-00Z.tar.gz',
          bytes: 812_000,
          createdAt: '2026-11-24T09:15:00.000Z',
        };
        state.status = {
          ...state.status,
          latest: backup,
          count: state.status.count + 1,
          overdue: false,
        };
        return jsonResponse({ success: true, message: 'Backup taken', backup }, 201);
      }
      default:
        return jsonResponse({ success: false, message: 'Route not found' }, 404);
    }
  });
  return mock;
}

async function openCard() {
  renderApp('/admin/settings');
  return screen.findByRole('region', { name: 'Backups' });
}

const posts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(
    ([input, init]) => String(input) === '/api/admin/backups' && init?.method === 'POST',
  );

describe('the backup card on Settings', () => {
  it('shows when the last backup was taken, its size and the schedule', async () => {
    storeAdminSession();
    stubBackups(SIX_HOURLY);
    const card = await openCard();

    const taken = await within(card).findByText(shown('2026-11-24T06:00:00.000Z'));
    expect(taken).toHaveAttribute('datetime', '2026-11-24T06:00:00.000Z');
    expect(within(card).getByText(/4\.2 MB/)).toBeVisible();
    expect(within(card).getByText('Every 6 hours, keeping the newest 14')).toBeVisible();
    expect(within(card).getByText('/srv/littleloom/data/backups (3 backups)')).toBeVisible();
    expect(within(card).queryByText('Backups are overdue.')).not.toBeInTheDocument();
  });

  it('warns when the newest backup is older than two intervals', async () => {
    storeAdminSession();
    stubBackups({ ...SIX_HOURLY, overdue: true });
    const card = await openCard();

    expect(await within(card).findByText('Backups are overdue.')).toBeVisible();
    expect(card).toHaveTextContent(
      'The last one is older than two intervals (every 6 hours), so scheduled backups are failing or the server was down.',
    );
  });

  it('warns when backups are scheduled and none was ever taken', async () => {
    storeAdminSession();
    stubBackups({ ...SIX_HOURLY, everyMinutes: 1440, count: 0, latest: null, overdue: true });
    const card = await openCard();
    expect(await within(card).findByText('None yet')).toBeVisible();
    expect(card).toHaveTextContent('None has been taken, though one is due every day.');
  });

  it('says scheduled backups are off when BACKUP_EVERY is not set', async () => {
    storeAdminSession();
    stubBackups({ ...SIX_HOURLY, everyMinutes: null, overdue: false });
    const card = await openCard();
    expect(
      await within(card).findByText(
        'Off: set BACKUP_EVERY on the server to take backups on a schedule',
      ),
    ).toBeVisible();
    expect(within(card).queryByText('Backups are overdue.')).not.toBeInTheDocument();
  });

  it('takes one with Back up now, says so and shows it as the last backup', async () => {
    storeAdminSession();
    const mock = stubBackups({ ...SIX_HOURLY, overdue: true });
    const user = userEvent.setup();
    const card = await openCard();
    await within(card).findByText('Backups are overdue.');

    await user.click(within(card).getByRole('button', { name: 'Back up now' }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Backup taken')).toBeVisible();
    expect(
      toasts.getByText('littleloom-backup-2026-11-24T09-15-00Z.tar.gz (793.0 kB)'),
    ).toBeVisible();
    expect(await within(card).findByText(shown('2026-11-24T09:15:00.000Z'))).toBeVisible();
    await waitFor(() =>
      expect(within(card).queryByText('Backups are overdue.')).not.toBeInTheDocument(),
    );
    expect(posts(mock)).toHaveLength(1);
  });

  it('says why Back up now failed', async () => {
    storeAdminSession();
    stubBackups(SIX_HOURLY, {
      status: 500,
      message: 'The backup failed; the server log says why.',
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Back up now' }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Failed to take a backup')).toBeVisible();
    expect(toasts.getByText('The backup failed; the server log says why.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });
});
