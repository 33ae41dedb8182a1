import { timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { persistentSecret } from '../../config';

/**
 * How `npm run backup` reaches a running shop on the embedded database, which lives inside the
 * server's process and must not be opened by a second one. The server writes where it listens
 * (with its process id) into DATA_DIR while it runs; the command reads it and sends the server
 * the token kept in DATA_DIR, which only someone who can read the data folder has.
 */
const ADDRESS_FILE = 'backup-trigger.json';
const TOKEN_FILE = 'backup-token';
export const TOKEN_HEADER = 'x-backup-token';

export interface RunningServer {
  pid: number;
  url: string;
}

export const backupToken = (dataDir: string) => persistentSecret(dataDir, TOKEN_FILE);

export function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function announceServer(dataDir: string, url: string): void {
  const running: RunningServer = { pid: process.pid, url };
  writeFileSync(path.join(dataDir, ADDRESS_FILE), JSON.stringify(running), { mode: 0o600 });
}

/** Removes the announcement, if it is this process's. */
export function withdrawServer(dataDir: string): void {
  const file = path.join(dataDir, ADDRESS_FILE);
  if (readAnnouncement(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** The server running on this data folder, if one announced itself and its process is alive. */
export function runningServer(dataDir: string): RunningServer | undefined {
  const running = readAnnouncement(path.join(dataDir, ADDRESS_FILE));
  return running && processIsAlive(running.pid) ? running : undefined;
}

function readAnnouncement(file: string): RunningServer | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunningServer>;
    return typeof parsed.pid === 'number' && typeof parsed.url === 'string'
      ? { pid: parsed.pid, url: parsed.url }
      : undefined;
  } catch {
    return undefined;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where to reach a server that listens on `host:port`, from this machine. */
export function localUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
