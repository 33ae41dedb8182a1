import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderInUseError, folderHolder, lockFolder } from './data-dir-lock';

const folder = mkdtempSync(path.join(tmpdir(), 'littleloom-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A pid no process has: larger than Linux ever hands out. */
const NO_SUCH_PID = 4_194_305;

/** A lock left behind by a process that has gone, as the shop writes them. */
function leaveStaleLock(lockPath: string, generation = 1): void {
  mkdirSync(lockPath, { recursive: true });
  writeFileSync(
    path.join(lockPath, `${generation}.json`),
    JSON.stringify({ pid: NO_SUCH_PID, started: '1' }),
  );
}

const heldBy = (lockPath: string): number | undefined => folderHolder(lockPath);

describe('lockFolder', () => {
  it('writes who holds the folder, and lets go on release', () => {
    const lockPath = path.join(folder, 'held.lock');
    const release = lockFolder(lockPath, 'held');
    expect(heldBy(lockPath)).toBe(process.pid);
    expect(() => lockFolder(lockPath, 'held')).toThrow(FolderInUseError);
    release();
    expect(heldBy(lockPath)).toBeUndefined();
    expect(readdirSync(lockPath)).toEqual([]);
    lockFolder(lockPath, 'held')();
  });

  it('refuses a folder another live process holds', async () => {
    const lockPath = path.join(folder, 'other.lock');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      mkdirSync(lockPath);
      writeFileSync(
        path.join(lockPath, '3.json'),
        JSON.stringify({ pid: holder.pid, started: null }),
      );
      expect(() => lockFolder(lockPath, 'other')).toThrow(
        expect.objectContaining({ holderPid: holder.pid }),
      );
    } finally {
      const exited = once(holder, 'exit');
      holder.kill('SIGKILL');
      await exited;
    }
    // Gone now: its lock is left behind and taken over by the next generation.
    const release = lockFolder(lockPath, 'other');
    expect(heldBy(lockPath)).toBe(process.pid);
    expect(readdirSync(lockPath)).toEqual(['4.json']);
    release();
  });

  it('takes over a lock left by a process that has gone, or by another under a reused pid', () => {
    const lockPath = path.join(folder, 'stale.lock');
    leaveStaleLock(lockPath);
    lockFolder(lockPath, 'stale')();

    // A container restarted after a crash: the pid is alive again, but it started at another time.
    writeFileSync(
      path.join(lockPath, '7.json'),
      JSON.stringify({ pid: process.pid, started: '1' }),
    );
    lockFolder(lockPath, 'stale')();
  });

  it('reads the single lock file of an earlier version: refused while its holder lives, replaced after', () => {
    const lockPath = path.join(folder, 'older.lock');
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid, started: null }));
    expect(() => lockFolder(lockPath, 'older')).toThrow(FolderInUseError);
    expect(readFileSync(lockPath, 'utf8')).toContain(String(process.pid));

    writeFileSync(lockPath, JSON.stringify({ pid: NO_SUCH_PID, started: null }));
    const release = lockFolder(lockPath, 'older');
    expect(heldBy(lockPath)).toBe(process.pid);
    release();

    // Cut short while written in place by such a version.
    rmSync(lockPath, { recursive: true });
    writeFileSync(lockPath, '{"pi');
    lockFolder(lockPath, 'older')();
    expect(existsSync(lockPath)).toBe(true);
  });
});

/**
 * A racer: a process of its own that, told a lock's path and a moment, spins until that moment
 * (so that all of them start together), tries the lock, reports, and holds what it won until told
 * to let go.
 */
const RACER = `
import { lockFolder } from './data-dir-lock.mjs';
let release;
process.on('message', (message) => {
  if (message.release) {
    release?.();
    release = undefined;
    process.send({ released: true });
    return;
  }
  while (Date.now() < message.at) {}
  try {
    release = lockFolder(message.lockPath, 'raced');
    process.send({ outcome: 'won' });
  } catch (error) {
    process.send({ outcome: error.holderPid ? 'in-use' : 'failed: ' + error.message });
  }
});
process.send({ ready: true });
`;

const RACERS = 20;
const ROUNDS = 30;

describe('processes racing for a lock left behind', () => {
  it(`lets exactly one of ${RACERS} win, round after round`, { timeout: 60_000 }, async () => {
    const work = path.join(folder, 'race');
    mkdirSync(work);
    buildSync({
      entryPoints: [path.join(import.meta.dirname, 'data-dir-lock.ts')],
      outfile: path.join(work, 'data-dir-lock.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    });
    writeFileSync(path.join(work, 'racer.mjs'), RACER);
    const racers: ChildProcess[] = [];
    try {
      for (let i = 0; i < RACERS; i += 1) {
        racers.push(fork(path.join(work, 'racer.mjs'), { stdio: 'ignore' }));
      }
      const next = (racer: ChildProcess) =>
        once(racer, 'message').then(([message]) => message as Record<string, string | boolean>);
      await Promise.all(racers.map(next));

      const winners: number[] = [];
      const failures: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const lockPath = path.join(work, `round-${round}.lock`);
        // Half the rounds from a lock of this version, half from an earlier version's file.
        if (round % 2 === 0) leaveStaleLock(lockPath, 5);
        else writeFileSync(lockPath, JSON.stringify({ pid: NO_SUCH_PID, started: null }));
        const replies = racers.map(next);
        const at = Date.now() + 40;
        for (const racer of racers) racer.send({ lockPath, at });
        const outcomes = (await Promise.all(replies)).map((reply) => String(reply.outcome));
        winners.push(outcomes.filter((outcome) => outcome === 'won').length);
        failures.push(...outcomes.filter((outcome) => outcome.startsWith('failed')));
        const released = racers.map(next);
        for (const racer of racers) racer.send({ release: true });
        await Promise.all(released);
      }
      expect(failures).toEqual([]);
      expect(winners).toEqual(Array.from({ length: ROUNDS }, () => 1));
    } finally {
      for (const racer of racers) racer.kill('SIGKILL');
    }
  });
});
