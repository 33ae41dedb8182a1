import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderHolder } from './db/data-dir-lock';
import { SERVER_ROOT } from './lib/server-root';
import { freePort } from './testing/free-port';

// `npm start` (scripts/start.mjs) as a supervisor sees it: systemd's Restart=on-failure and
// container restart policies go by its exit code, so a server killed by a signal must not look
// like a clean stop, and a stop asked for must.
const ROOT = path.join(SERVER_ROOT, '..', '..');
const START = path.join(ROOT, 'scripts', 'start.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-start-script-'));
const running: ChildProcess[] = [];

beforeAll(() => {
  // start.mjs runs `npm ci` when the install is older than the lock file: never from a test.
  const installed = statSync(path.join(ROOT, 'node_modules', '.package-lock.json')).mtimeMs;
  if (installed < statSync(path.join(ROOT, 'package-lock.json')).mtimeMs) {
    throw new Error('node_modules is older than package-lock.json: run npm ci first');
  }
});

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Started {
  process: ChildProcess;
  base: string;
  output(): string;
  /** Resolves once the output holds `text` `times` times. */
  waitFor(text: string, times?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function run(args: string[], dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
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
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const waitFor = async (text: string, times = 1) => {
    for (let tries = 0; tries < 1_200; tries += 1) {
      if (output.split(text).length - 1 >= times) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`never saw "${text}" ${times} time(s):\n${output}`);
  };
  return {
    process: child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    waitFor,
    exited,
  };
}

/** The server's pid, from the lock it holds on the embedded database's folder. */
function serverPid(dataDir: string): number {
  const pid = folderHolder(path.join(dataDir, 'db.lock'));
  if (pid === undefined) throw new Error(`nothing holds ${dataDir}`);
  return pid;
}

const health = (base: string) =>
  fetch(`${base}/api/health`)
    .then((reply) => reply.status)
    .catch(() => 0);

/** Like systemd's Restart=on-failure: starts `npm start` again whenever it exits non-zero. */
const SUPERVISOR = `
import { spawn } from 'node:child_process';
const [startScript] = process.argv.slice(2);
let child;
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
  child?.kill('SIGTERM');
});
for (let starts = 1; ; starts += 1) {
  child = spawn(process.execPath, [startScript], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  console.log('supervisor: npm start exited with ' + code);
  if (code === 0 || stopping || starts >= 5) process.exit(code);
}
`;

describe('npm start, as a supervisor sees it', () => {
  it(
    'exits with 128 + 9 when its server is killed with SIGKILL, and 0 when asked to stop',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(work, 'exit-codes');
      const killed = await run([START], dataDir);
      await killed.waitFor('Little Loom is open at');
      process.kill(serverPid(dataDir), 'SIGKILL');
      expect(await killed.exited).toEqual({ code: 137, signal: null });
      expect(killed.output()).toContain('The server was killed by SIGKILL.');

      const stopped = await run([START], dataDir);
      await stopped.waitFor('Little Loom is open at');
      expect(await health(stopped.base)).toBe(200);
      stopped.process.kill('SIGTERM');
      expect(await stopped.exited).toEqual({ code: 0, signal: null });
    },
  );

  it(
    'takes its server down with it when it is killed itself, so the next start finds the folder free',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(work, 'orphan');
      const first = await run([START], dataDir);
      await first.waitFor('Little Loom is open at');
      const pid = serverPid(dataDir);
      first.process.kill('SIGKILL');
      await first.exited;
      for (let tries = 0; tries < 100 && isRunning(pid); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(isRunning(pid)).toBe(false);

      const second = await run([START], dataDir);
      await second.waitFor('Little Loom is open at');
      second.process.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
  );

  it(
    'is started again by a supervisor loop after its server is killed, and the shop answers again',
    { timeout: 240_000 },
    async () => {
      const dataDir = path.join(work, 'supervised');
      const supervisorFile = path.join(work, 'supervisor.mjs');
      writeFileSync(supervisorFile, SUPERVISOR);
      const supervisor = await run([supervisorFile, START], dataDir);
      await supervisor.waitFor('Little Loom is open at');
      expect(await health(supervisor.base)).toBe(200);
      const firstServer = serverPid(dataDir);

      process.kill(firstServer, 'SIGKILL');
      await supervisor.waitFor('supervisor: npm start exited with 137');
      await supervisor.waitFor('Little Loom is open at', 2);
      expect(serverPid(dataDir)).not.toBe(firstServer);
      expect(await health(supervisor.base)).toBe(200);

      supervisor.process.kill('SIGTERM');
      expect((await supervisor.exited).code).toBe(0);
      expect(supervisor.output()).toContain('supervisor: npm start exited with 0');
    },
  );
});

/** Whether a process lives; a zombie nobody has reaped yet (its parent was killed) does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}
