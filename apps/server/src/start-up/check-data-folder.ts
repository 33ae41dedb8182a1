import { closeSync, existsSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Below this, the embedded database may not start, or may stop answering at its next WAL segment
 * (16 MB): measured on a 60 MB tmpfs, PGlite spun at full CPU for good after a write failed
 * with "No space left on device", and would not open again on that disk.
 */
export const EMBEDDED_DATABASE_MIN_FREE_BYTES = 64 * 1024 * 1024;

/** The disk holding the data folder has too little room left to start on. */
export class DiskFullError extends Error {
  constructor(
    readonly folder: string,
    readonly freeBytes: number,
  ) {
    super(`${folder} has ${freeBytes} bytes free`);
  }
}

/** Creates and removes a file, the one test of writing that holds for root too. */
function tryWriting(folder: string): void {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  const fd = openSync(probe, 'w');
  try {
    writeSync(fd, 'ok');
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}

/**
 * The data folder (secrets, uploaded images, backups and the embedded database) must take writes,
 * whichever database the shop uses: a shop that starts without it fails later, at the first
 * upload or backup. Throws Node's own error (EROFS, EACCES, EPERM, ENOTDIR...), which names the
 * path, or DiskFullError.
 */
export function checkDataFolder(dataDir: string, options: { embeddedDatabase: boolean }): void {
  mkdirSync(dataDir, { recursive: true });
  tryWriting(dataDir);
  if (!options.embeddedDatabase) return;
  const databaseFolder = path.join(dataDir, 'db');
  if (existsSync(databaseFolder)) tryWriting(databaseFolder);
  const disk = statfsSync(dataDir);
  const freeBytes = disk.bavail * disk.bsize;
  if (freeBytes < EMBEDDED_DATABASE_MIN_FREE_BYTES) throw new DiskFullError(dataDir, freeBytes);
}
