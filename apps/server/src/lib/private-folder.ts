import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What the shop's processes create is theirs alone: the embedded database, secrets, backups
 * (password hashes, addresses, one-time codes) and the mail outbox. Without this, PGlite's files
 * come out 0666 and the rest 0644 under a usual umask of 0022 or 0000, readable by every account
 * on the machine. Set once, before anything is written; forked workers inherit it.
 */
export const PRIVATE_UMASK = 0o077;

export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and other access away from everything under `folder` (what the umask gives: folders
 * 0700, files 0600), for a data folder written by an earlier version or under another
 * umask. Symbolic links are left alone, and not followed out of the folder. Answers how many
 * entries were changed; a folder that does not exist yet has none.
 */
export function makeFolderPrivate(folder: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let info;
    try {
      info = lstatSync(entry);
    } catch (error) {
      // Gone between listing and looking (a file another process just removed).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (info.isSymbolicLink()) return;
    // Only group and other bits go: an owner's own bits (a folder made read-only on purpose)
    // stay as they are.
    const mode = info.mode & 0o7777;
    if (mode & 0o077) {
      chmodSync(entry, mode & 0o700);
      changed += 1;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(folder);
  return changed;
}

/** The line the start-up prints after making an existing data folder private. */
export const madePrivateLine = (folder: string, entries: number): string =>
  `Made ${folder} private: ${entries.toLocaleString('en-IN')} ${entries === 1 ? 'file' : 'files'} readable by this user only.`;
