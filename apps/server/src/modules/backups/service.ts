import type { FastifyBaseLogger } from 'fastify';
import type { BackupSettings } from '../../config';
import type { Clock } from '../../platform/clock';
import { listBackups, pruneBackups, type BackupFile } from './backup-folder';
import { takeBackup, type BackupSource } from './take-backup';

/** After a start, how long before a missed slot is made up for (the shop settles first). */
const CATCH_UP_DELAY_MS = 60_000;

export interface BackupStatus {
  folder: string;
  /** Milliseconds between scheduled backups; null when none are scheduled. */
  every: number | null;
  keep: number;
  count: number;
  latest: BackupFile | null;
  /** Scheduled backups are on and the newest is older than two intervals (or there is none). */
  overdue: boolean;
}

/**
 * The shop's backups: taken on request (the back office, `npm run backup`) and on a schedule of
 * slots every `BACKUP_EVERY`, counted from the Unix epoch so that every server process agrees on
 * them. Each slot is taken once: its file is named after it, and a process takes it only by
 * creating its folder and holding an advisory lock on its number. A failed backup is logged and
 * the next slot tries again. The folder keeps the newest `BACKUP_KEEP`.
 */
export class BackupService {
  private running: Promise<BackupFile> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private catchUp: NodeJS.Timeout | undefined;
  /** Scheduled backups being taken: a stop waits for them. */
  private readonly slotsUnderWay = new Set<Promise<unknown>>();
  /** Set by stop(): no scheduled backup starts after it. */
  private stopped = false;

  constructor(
    private readonly source: BackupSource,
    readonly settings: BackupSettings,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {}

  /** Takes a backup now; asked again while one is being taken, answers with that one. */
  takeNow(): Promise<BackupFile> {
    this.running ??= this.take().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async take(): Promise<BackupFile> {
    const file = await takeBackup({
      ...this.source,
      backupDir: this.settings.dir,
      now: this.clock,
    });
    // Only a scheduled backup can find its name taken.
    if (!file) throw new Error('The backup was not taken');
    await this.prune(file);
    return file;
  }

  private async prune(file: BackupFile): Promise<void> {
    const deleted = await pruneBackups(this.settings.dir, this.settings.keep, this.clock());
    this.log.info({ backup: file.name, bytes: file.bytes, deleted }, 'backup taken');
  }

  async status(): Promise<BackupStatus> {
    const files = await listBackups(this.settings.dir);
    const latest = files.at(-1) ?? null;
    const { every } = this.settings;
    const overdue =
      every !== null &&
      (latest === null || this.clock().getTime() - latest.createdAt.getTime() > 2 * every);
    return {
      folder: this.settings.dir,
      every,
      keep: this.settings.keep,
      count: files.length,
      latest,
      overdue,
    };
  }

  /** Starts the schedule, if there is one. */
  start(): void {
    const { every } = this.settings;
    if (every === null) return;
    this.stopped = false;
    this.scheduleNext(every);
    // A shop that was down when a slot came takes the slot it starts in, unless a recent backup
    // makes that pointless.
    this.catchUp = setTimeout(() => {
      this.status()
        .then(({ latest }) => {
          const now = this.clock();
          if (this.stopped) return;
          if (latest && now.getTime() - latest.createdAt.getTime() < every) return;
          return this.runSlot(slotStart(now, every));
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'backup folder unreadable'));
    }, CATCH_UP_DELAY_MS);
    this.catchUp.unref();
  }

  /** Starts no further scheduled backup, and waits for the ones being taken to be finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.catchUp);
    this.timer = undefined;
    await Promise.all(this.slotsUnderWay);
  }

  private scheduleNext(every: number): void {
    const now = this.clock().getTime();
    const next = new Date(slotStart(new Date(now), every).getTime() + every);
    this.timer = setTimeout(
      () => {
        void this.runSlot(next).finally(() => {
          if (!this.stopped) this.scheduleNext(every);
        });
      },
      Math.max(0, next.getTime() - now),
    );
    this.timer.unref();
  }

  /**
   * Takes the slot that starts at `start`, unless another process has it: the file, or
   * undefined. Never throws: a failure is logged, and the next slot tries again.
   */
  runSlot(start: Date): Promise<BackupFile | undefined> {
    const taking = this.takeSlot(start);
    const underWay = taking.finally(() => this.slotsUnderWay.delete(underWay));
    this.slotsUnderWay.add(underWay);
    return taking;
  }

  private async takeSlot(start: Date): Promise<BackupFile | undefined> {
    const every = this.settings.every;
    if (every === null) return undefined;
    try {
      const file = await takeBackup({
        ...this.source,
        backupDir: this.settings.dir,
        now: this.clock,
        slot: { start, index: Math.floor(start.getTime() / every) },
      });
      if (file) await this.prune(file);
      return file;
    } catch (error) {
      this.log.error(
        { err: error, slot: start.toISOString() },
        'scheduled backup failed; the next slot tries again',
      );
      return undefined;
    }
  }
}

/** The start of the slot `at` falls in. */
export function slotStart(at: Date, every: number): Date {
  return new Date(Math.floor(at.getTime() / every) * every);
}
