import { BACKUP_MESSAGES, formatShopInstant } from '@littleloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { LoadError } from '../ui/LoadError';
import { backupsKey, fetchBackups, takeBackupNow, type BackupStatus } from './backups-api';

const HEADING_ID = 'backups-heading';

/** 4.2 MB, 812.0 kB: what a backup weighs on disk. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** "every 6 hours", "every day", "every 30 minutes". */
export function interval(minutes: number): string {
  const [count, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

/**
 * Settings' backup card: when the newest backup was taken and its size, the schedule, a warning
 * when scheduled backups have stopped arriving (the newest older than two intervals), and Back up
 * now, which answers once the backup is on the server's disk.
 */
export function BackupCard() {
  const queryClient = useQueryClient();
  const backups = useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => fetchBackups(signal),
  });
  const takeNow = useMutation({
    mutationFn: takeBackupNow,
    onSuccess: ({ backup }) => {
      toast.success(BACKUP_MESSAGES.taken, {
        description: `${backup.name} (${fileSize(backup.bytes)})`,
      });
      void queryClient.invalidateQueries({ queryKey: backupsKey });
    },
    onError: (error) => toastFailure(error, BACKUP_MESSAGES.failed),
  });

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs sm:p-5"
    >
      <h2 id={HEADING_ID} className="text-base font-bold text-slate-900">
        Backups
      </h2>
      {backups.isError ? (
        <LoadError
          title={BACKUP_MESSAGES.loadFailed}
          error={backups.error}
          retrying={backups.isFetching}
          onRetry={() => void backups.refetch()}
        />
      ) : backups.isSuccess ? (
        <BackupFacts status={backups.data} />
      ) : (
        <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-slate-200/70">
          <p role="status" className="sr-only">
            Loading the backups…
          </p>
        </div>
      )}
      <div>
        <button
          type="button"
          className={adminSecondaryButtonClass}
          onClick={() => takeNow.mutate()}
          disabled={takeNow.isPending}
        >
          {takeNow.isPending ? 'Backing up…' : 'Back up now'}
        </button>
      </div>
    </section>
  );
}

function BackupFacts({ status }: { status: BackupStatus }) {
  const { latest, everyMinutes } = status;
  return (
    <>
      <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Last backup</dt>
        <dd className="text-slate-900">
          {latest ? (
            <>
              <time dateTime={latest.createdAt}>
                {formatShopInstant(latest.createdAt, 'stamp')}
              </time>
              {` · ${fileSize(latest.bytes)}`}
            </>
          ) : (
            'None yet'
          )}
        </dd>
        <dt className="text-slate-600">Schedule</dt>
        <dd className="text-slate-900">
          {everyMinutes === null
            ? 'Off: set BACKUP_EVERY on the server to take backups on a schedule'
            : `${capitalised(interval(everyMinutes))}, keeping the newest ${status.keep}`}
        </dd>
        <dt className="text-slate-600">Folder</dt>
        <dd className="break-all text-slate-900">
          {status.folder} ({status.count} {status.count === 1 ? 'backup' : 'backups'})
        </dd>
      </dl>
      {status.overdue && everyMinutes !== null ? (
        <p className="max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>Backups are overdue.</strong>{' '}
          {latest
            ? `The last one is older than two intervals (${interval(everyMinutes)}), so scheduled backups are failing or the server was down.`
            : `None has been taken, though one is due ${interval(everyMinutes)}.`}{' '}
          The server’s log says why; Back up now takes one meanwhile.
        </p>
      ) : null}
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
