import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The backup folder: finished backups are `littleloom-backup-<UTC time>.tar.gz`; a backup being
 * written is a hidden `.littleloom-backup-<UTC time>.partial` folder beside them, renamed into a
 * finished file only once it is complete and on disk, so a crash never leaves a file that looks
 * finished.
 */
const PREFIX = 'littleloom-backup-';
const SUFFIX = '.tar.gz';
const FINISHED = /^littleloom-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?\.tar\.gz$/;
const PARTIAL = /^\.littleloom-backup-.*\.partial$/;
/** A partial folder older than this was left by a crash: no backup takes a day. */
const ABANDONED_MS = 24 * 3_600_000;

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  /** When it was taken: the time in its name (a scheduled backup's is its slot's start). */
  createdAt: Date;
}

/** `2026-11-24T06-00-00Z`: sortable, and free of characters some file systems refuse. */
export function timeStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

function timeOfStamp(stamp: string): Date {
  const [day = '', time = ''] = stamp.split('T');
  return new Date(`${day}T${time.replaceAll('-', ':')}`);
}

/** A folder in which one backup is being written, and the name it will be finished under. */
export interface Claim {
  base: string;
  stagingDir: string;
  finalPath: string;
  createdAt: Date;
}

/**
 * Claims a name for a backup taken at `at`. Creating the staging folder is the claim: `mkdir`
 * fails when another process got there first. A scheduled backup (`exact`) takes its slot's name
 * or nothing (undefined: the slot is taken, finished or under way); any other takes the next free
 * name.
 */
export async function claimName(
  backupDir: string,
  at: Date,
  exact: boolean,
): Promise<Claim | undefined> {
  // Backups hold password hashes, addresses and one-time codes: this user's alone, whatever the
  // umask of the process that takes them.
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const stamp = timeStamp(at);
  const present = new Set(await readdir(backupDir));
  for (let n = 0; n < 100; n += 1) {
    const base = `${PREFIX}${stamp}${n === 0 ? '' : `-${n}`}`;
    const stagingDir = path.join(backupDir, `.${base}.partial`);
    if (!present.has(`${base}${SUFFIX}`)) {
      try {
        await mkdir(stagingDir, { mode: 0o700 });
        return {
          base,
          stagingDir,
          finalPath: path.join(backupDir, `${base}${SUFFIX}`),
          createdAt: timeOfStamp(stamp),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    if (exact) return undefined;
  }
  throw new Error(`No free backup name for ${stamp} in ${backupDir}`);
}

/** The finished backups in the folder, oldest first. */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names.filter((n) => FINISHED.test(n)).sort(byStamp)) {
    const file = path.join(backupDir, name);
    const info = await stat(file).catch(() => undefined);
    const createdAt = timeOfStamp(FINISHED.exec(name)![1]!);
    if (info?.isFile()) files.push({ name, path: file, bytes: info.size, createdAt });
  }
  return files;
}

/** By time stamp, then by the number a same-second backup was given. */
function byStamp(a: string, b: string): number {
  const [, stampA = '', nA = '0'] = FINISHED.exec(a) ?? [];
  const [, stampB = '', nB = '0'] = FINISHED.exec(b) ?? [];
  return stampA === stampB ? Number(nA) - Number(nB) : stampA < stampB ? -1 : 1;
}

/**
 * Keeps the newest `keep` backups, deleting the oldest first, and clears partial folders that a
 * crash left behind long ago. Answers the names deleted.
 */
export async function pruneBackups(backupDir: string, keep: number, now: Date): Promise<string[]> {
  const finished = await listBackups(backupDir);
  const doomed = finished.slice(0, Math.max(0, finished.length - keep));
  for (const file of doomed) await rm(file.path, { force: true });
  for (const name of await readdir(backupDir)) {
    if (!PARTIAL.test(name)) continue;
    const folder = path.join(backupDir, name);
    const info = await stat(folder).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > ABANDONED_MS) {
      await rm(folder, { recursive: true, force: true });
    }
  }
  return doomed.map((file) => file.name);
}
