import type { BackupStatusReply, BackupTakenReply } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

export const backupsKey = [...ADMIN_QUERY_KEY, 'settings', 'backups'] as const;

export type BackupStatus = BackupStatusReply['backups'];

/** GET /api/admin/backups: the newest backup in the server's folder, and the schedule. */
export async function fetchBackups(signal?: AbortSignal): Promise<BackupStatus> {
  return (await adminFetch<BackupStatusReply>('/api/admin/backups', { signal })).backups;
}

/** POST /api/admin/backups: takes one now; answers once it is written. */
export function takeBackupNow(): Promise<BackupTakenReply> {
  return adminFetch<BackupTakenReply>('/api/admin/backups', { method: 'POST' });
}
