/**
 * Backups in the back office (ours, not the spec's): when the last one was taken and how big it
 * is, and a button that takes one now. Times are ISO 8601; sizes are bytes.
 */

export const BACKUP_MESSAGES = {
  taken: 'Backup taken',
  failed: 'Failed to take a backup',
  serverFailed: 'The backup failed; the server log says why.',
  loadFailed: 'Failed to load the backups',
  unauthorised: 'This backup token is not the shop’s.',
} as const;

export interface BackupSummary {
  /** The file's name in the backup folder. */
  name: string;
  bytes: number;
  createdAt: string;
}

/** GET /api/admin/backups */
export interface BackupStatusReply {
  success: true;
  backups: {
    /** The server's backup folder (BACKUP_DIR). */
    folder: string;
    /** Minutes between scheduled backups (BACKUP_EVERY); null when none are scheduled. */
    everyMinutes: number | null;
    keep: number;
    count: number;
    latest: BackupSummary | null;
    /** Scheduled backups are on, and the newest is older than two intervals, or there is none. */
    overdue: boolean;
  };
}

/** POST /api/admin/backups */
export interface BackupTakenReply {
  success: true;
  message: string;
  backup: BackupSummary;
}
