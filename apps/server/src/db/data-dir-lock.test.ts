import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderInUseError, lockFolder } from './data-dir-lock';

const folder = mkdtempSync(path.join(tmpdir(), 'littleloom-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A pid no process has: larger than Linux ever hands out. */
const NO_SUCH_PID = 4_194_305;

describe('lockFolder', () => {
  it('writes who holds the folder, and removes the file on release', () => {
    const file = path.join(folder, 'held.lock');
    const release = lockFolder(file, 'held');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockFolder(file, 'held')).toThrow(FolderInUseError);
    release();
    expect(existsSync(file)).toBe(false);
    lockFolder(file, 'held')();
  });

  it('refuses a folder another live process holds', async () => {
    const file = path.join(folder, 'other.lock');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(file, JSON.stringify({ pid: holder.pid, started: null }));
      expect(() => lockFolder(file, 'other')).toThrow(
        expect.objectContaining({ holderPid: holder.pid }),
      );
    } finally {
      const exited = once(holder, 'exit');
      holder.kill('SIGKILL');
      await exited;
    }
    // Gone now: its lock is left behind and taken over.
    const release = lockFolder(file, 'other');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock left by a process that has gone, or by another under a reused pid', () => {
    const file = path.join(folder, 'stale.lock');
    writeFileSync(file, JSON.stringify({ pid: NO_SUCH_PID, started: '1' }));
    lockFolder(file, 'stale')();

    // A container restarted after a crash: the pid is alive again, but it started at another time.
    writeFileSync(file, JSON.stringify({ pid: process.pid, started: '1' }));
    lockFolder(file, 'stale')();

    // Cut short while written by a version that wrote in place.
    writeFileSync(file, '{"pi');
    lockFolder(file, 'stale')();
  });
});
