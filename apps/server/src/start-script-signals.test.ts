import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderHolder } from './db/data-dir-lock';
import { SERVER_ROOT } from './lib/server-root';
import { freePort } from './testing/free-port';

// `npm start` as a supervisor, a terminal or an owner stops it: whichever process of its tree
// (npm, the start script, the server) gets SIGTERM, SIGINT or SIGKILL, the whole shop goes, and
// the port and the data folder are free for the next start. Each data folder below is started
// again case after case, so every start also shows that the one before left the folder free.
const ROOT = path.join(SERVER_ROOT, '..', '..');
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-npm-start-'));
const started: number[] = [];

beforeAll(() => {
  // start.mjs runs `npm ci` when the install is older than the lock file: never from a test.
  const installed = statSync(path.join(ROOT, 'node_modules', '.package-lock.json')).mtimeMs;
  if (installed < statSync(path.join(ROOT, 'package-lock.json')).mtimeMs) {
    throw new Error('node_modules is older than package-lock.json: run npm ci first');
  }
  // Brought up to date once here, so that the shops started side by side below do not each
  // bundle it at the same moment.
  const built = spawnSync(process.execPath, ['apps/server/tooling/build.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the server did not build:\n${built.stderr}`);
});

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  rmSync(work, { recursive: true, force: true });
});

interface Stat {
  ppid: number;
  state: string;
  command: string;
}

function statOf(pid: number): Stat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { state: fields[0]!, ppid: Number(fields[1]), command };
  } catch {
    return undefined;
  }
}

/** Whether a process lives; a zombie nobody has reaped yet does not. */
const isRunning = (pid: number) => {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
};

/** The running processes whose parent is `pid`. */
function childrenOf(pid: number): { pid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .flatMap((child) => {
      const stat = statOf(child);
      return stat && stat.ppid === pid && stat.state !== 'Z'
        ? [{ pid: child, command: stat.command }]
        : [];
    });
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  output: () => string,
  ended: () => boolean = () => false,
) {
  for (let tries = 0; tries < 1_800; tries += 1) {
    if (await check()) return;
    if (ended()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never: ${what}\n${output()}`);
}

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

type Target = 'npm' | 'start.mjs' | 'server';
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGKILL'] as const;

/** Starts `npm start` on `dataDir`, sends `signal` to `target` once it is open, and checks it all went. */
async function stopOne(dataDir: string, target: Target, signal: (typeof SIGNALS)[number]) {
  const port = await freePort();
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    // A process group of its own, so that afterAll can clear up whatever a failure leaves.
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SKIP_BUILD: 'true',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(npm.pid!);
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(npm, 'exit');
  const lockPath = path.join(dataDir, 'db.lock');
  await until(
    'the shop is open',
    () => output.includes('Little Loom is open at'),
    () => output,
    () => npm.exitCode !== null,
  );

  // npm → scripts/start.mjs (exec'd in place of npm's shell) → the server.
  const tree: number[] = [npm.pid!];
  for (let level = 0; level < 2; level += 1) {
    tree.push(...childrenOf(tree.at(-1)!).map((child) => child.pid));
  }
  const startScript = tree.find((pid) => statOf(pid)?.command.includes('scripts/start.mjs'));
  const server = folderHolder(lockPath);
  expect(startScript).toBeDefined();
  expect(tree).toContain(server);
  const pids: Record<Target, number> = {
    npm: npm.pid!,
    'start.mjs': startScript!,
    server: server!,
  };

  process.kill(pids[target], signal);
  await until(
    `every process of npm start gone after ${signal} to ${target}`,
    () => tree.every((pid) => !isRunning(pid)),
    () => `${output}\nstill running: ${tree.filter(isRunning).join(', ')}`,
  );
  await exited;
  expect(await portAnswers(port)).toBe(false);
  expect(folderHolder(lockPath)).toBeUndefined();
  // Stopped in order (its lock released on the way out), unless it was the server that was killed.
  const orderly = !(target === 'server' && signal === 'SIGKILL');
  if (orderly) expect(readdirSync(lockPath), output).toEqual([]);
  return output;
}

describe('npm start, stopped by a signal to any of its processes', () => {
  // Three data folders, each taking one target's three signals in turn.
  describe.concurrent.each(['npm', 'start.mjs', 'server'] as const)('sent to %s', (target) => {
    it(
      'stops the whole shop for SIGTERM, SIGINT and SIGKILL, freeing the port and the data folder',
      { timeout: 900_000 },
      async () => {
        const dataDir = path.join(work, target);
        for (const signal of SIGNALS) await stopOne(dataDir, target, signal);
        expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
      },
    );
  });
});
