import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../lib/shop-config';
import { adminInputClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { fetchOutbox, outboxKey } from './outbox-api';
import { OutboxRow } from './OutboxRow';

const FETCH_FAILED = 'Failed to fetch the mail outbox';
const SKELETON_ROWS = 5;

/**
 * /admin/outbox: while the shop has no mail server, nothing is e-mailed; what would have been
 * sent waits in the outbox, and this is where an administrator reads it (a sign-up or reset code
 * for a customer who cannot find theirs). Newest first, filtered by recipient through ?to=, with
 * Refresh. The menu shows the entry only while the shop has an outbox (GET /api/config).
 */
export function MailOutboxPage() {
  const config = useShopConfig();
  const hasOutbox = config.data?.devOutbox !== false;
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [draft, setDraft] = useState(to);
  const [shownFilter, setShownFilter] = useState(to);
  const filterId = useId();

  // An address changed from outside (Back, a shared link) refills the box.
  if (shownFilter !== to) {
    setShownFilter(to);
    setDraft(to);
  }

  const messages = useQuery({
    queryKey: outboxKey.list(to),
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    enabled: hasOutbox,
  });

  const applyFilter = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set('to', next.trim());
        else updated.delete('to');
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <title>Mail outbox · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Mail outbox</h1>
          <p className="max-w-2xl text-sm text-slate-600">
            No mail server is set up, so the shop sends no e-mail: each message waits here instead,
            newest first. Sign-up and password-reset codes are among them; pass a code only to the
            customer it was meant for.
          </p>
        </div>
        {hasOutbox ? (
          <button
            type="button"
            onClick={() => void messages.refetch()}
            disabled={messages.isFetching}
            className={adminSecondaryButtonClass}
          >
            {messages.isFetching && !messages.isPending ? 'Refreshing…' : 'Refresh'}
          </button>
        ) : null}
      </div>

      {!hasOutbox ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600">
          This shop sends its e-mail through a mail server, so there is no outbox to read.
        </p>
      ) : (
        <>
          <form
            role="search"
            aria-label="Mail outbox"
            className="flex max-w-xl flex-wrap gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              applyFilter(draft);
            }}
          >
            <label htmlFor={filterId} className="sr-only">
              Recipient e-mail
            </label>
            <input
              id={filterId}
              type="email"
              inputMode="email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Recipient e-mail, e.g. asha@example.com"
              autoComplete="off"
              spellCheck={false}
              className={`${adminInputClass} min-w-0 flex-1 basis-56`}
            />
            <button type="submit" className={adminSecondaryButtonClass}>
              Filter
            </button>
            {to ? (
              <button
                type="button"
                onClick={() => {
                  setDraft('');
                  applyFilter('');
                }}
                className={adminSecondaryButtonClass}
              >
                Show all
              </button>
            ) : null}
          </form>

          <AdminTable
            caption={to ? `Mail to ${to}, newest first` : 'Mail, newest first'}
            query={messages}
            loadError={FETCH_FAILED}
            columns={COLUMNS}
            rows={messages.data?.map((message) => (
              <OutboxRow key={message.id} message={message} />
            ))}
            empty={
              to
                ? `No mail to “${to}”. Check the address, or Show all.`
                : 'No mail yet. Sign-up and password-reset codes appear here as soon as they are sent.'
            }
            loadingRows={SKELETON_ROWS}
            loadingLabel="Loading mail…"
          />
        </>
      )}
    </div>
  );
}

/** Time and To show from a wider screen up; below it the row carries them under the subject. */
const COLUMNS: AdminColumn[] = [
  {
    title: 'Time',
    className: 'hidden w-44 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-4 w-28 rounded bg-slate-100' },
  },
  {
    title: 'To',
    className: 'hidden w-64 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-40 max-w-full rounded bg-slate-100' },
  },
  { title: 'Subject', skeleton: { bar: 'h-4 w-64 max-w-full rounded bg-slate-200' } },
];
