import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's `redis-server` (package redis-server), which CI installs. */
const REDIS_SERVER = 'redis-server';

/** A throw-away Redis on 127.0.0.1 that keeps nothing on disk, for one test file. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits until it has gone; its counts go with it. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as a hung server does. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
  close(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'littleloom-redis-'));
  let server: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    const child = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
        ...['--save', '', '--appendonly', 'no'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const failed = new Promise<Error>((resolve) => {
      child.once('error', (error) =>
        resolve(
          new Error(`${REDIS_SERVER} did not start (apt-get install redis-server): ${error}`),
        ),
      );
      child.once('exit', (code) =>
        resolve(new Error(`${REDIS_SERVER} ended at once (${code}):\n${output}`)),
      );
    });
    for (let tries = 0; tries < 100; tries += 1) {
      const outcome = await Promise.race([
        accepts(port).then((up) => (up ? 'up' : 'down')),
        failed,
      ]);
      if (outcome instanceof Error) throw outcome;
      if (outcome === 'up') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${REDIS_SERVER} did not accept connections on ${port}:\n${output}`);
  };

  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    // A frozen server would not act on SIGTERM until it is let go.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
