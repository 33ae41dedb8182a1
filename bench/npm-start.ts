import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { commandOf, descendantsOf } from './process-memory';
import { freePort } from '../apps/server/src/testing/free-port';

const root = path.resolve(import.meta.dirname, '..');

export interface StartedShop {
  /** From spawning `npm start` to the first 200 from GET /api/health. */
  startMs: number;
  port: number;
  /** The server process (node … apps/server/dist/main.mjs), under npm and scripts/start.mjs. */
  serverPid: number;
  /** Everything `npm start` printed, to see what it did (built the web app, seeded...). */
  output(): string;
  /** Stops the server as Ctrl-C would, and waits until npm has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `npm start` from the repository root with the given environment (on 127.0.0.1, a free
 * port) and polls GET /api/health every 20 ms until it answers 200.
 */
export async function npmStart(env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<StartedShop> {
  const port = await freePort();
  const started = performance.now();
  const npm: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  for (;;) {
    if (exitCode !== undefined) throw new Error(`npm start exited with ${exitCode}:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      npm.kill('SIGTERM');
      throw new Error(`no answer from /api/health within ${timeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((reply) => reply.status === 200)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;

  const serverPid = descendantsOf(npm.pid!).find((pid) =>
    commandOf(pid).includes('apps/server/dist/main.mjs'),
  );
  if (serverPid === undefined) throw new Error('the server process was not found under npm start');
  return {
    startMs,
    port,
    serverPid,
    output: () => output,
    stop: async () => {
      // The server shuts down cleanly on SIGTERM; scripts/start.mjs and npm then exit with it.
      if (exitCode === undefined) process.kill(serverPid, 'SIGTERM');
      await exited;
    },
  };
}
