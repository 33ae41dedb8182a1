import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleForBench, measuredNodeFlags } from './bench-process';
import { freePort } from '../apps/server/src/testing/free-port';

const repoRoot = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(repoRoot, 'apps', 'server', 'src', 'main.ts');
/** What the server prints once every worker listens (processes/banner.ts). */
const OPEN_BANNER = 'Little Loom is open at';
const READY_TIMEOUT_MS = 60_000;
let bundle: string | undefined;

export interface ShopServer {
  /** e.g. http://127.0.0.1:43105, no trailing slash. */
  origin: string;
  /** The process `npm start` would run: the only server, or the primary of the workers. */
  pid: number;
  /** SIGTERM, as a supervisor stops the shop; rejects unless the server exits 0. */
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  databaseUrl: string;
  /** A folder of the benchmark's own: uploads and anything else the shop keeps on disk. */
  dataDir: string;
  /** WEB_CONCURRENCY: 1 serves from one process, more fork that many workers. */
  workers: number;
  /** More settings for this start, such as CATALOGUE_CACHE. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The real server as `npm start` runs it: apps/server/src/main.ts bundled by the server's own build
 * script and run by Node with `--enable-source-maps`, in production, on a free port of 127.0.0.1,
 * with WEB_CONCURRENCY worker processes. Resolves once its banner says every worker listens and
 * GET /api/ready answers 200; a server that exits first, or is not ready within a minute, fails
 * with what it printed.
 */
export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Bundled once a run: every start of the run measures the same JavaScript.
  bundle ??= bundleForBench(MAIN, 'shop-main.mjs');
  const child = spawn(process.execPath, [...measuredNodeFlags(), '--enable-source-maps', bundle], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      // Every worker signs and checks sessions with it; a new one each start is enough here.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // Production refuses the demo password; nobody signs in as admin during a benchmark.
      ADMIN_PASSWORD: 'Bench@Only-2026',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: path.join(options.dataDir, 'no-web'),
      WEB_CONCURRENCY: String(options.workers),
      ...options.env,
    },
  });
  let output = '';
  // Warnings and errors are shown as they come; the banner only waits in `output`.
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    const [code, signal] = await exited;
    if (code !== 0) {
      throw new Error(
        `The shop server ended with ${signal ?? `code ${code}`} on SIGTERM, not 0:\n${output}`,
      );
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && running()) {
    if (output.includes(OPEN_BANNER) && (await answersReady(origin))) {
      return { origin, pid: child.pid!, stop };
    }
    await sleep(100);
  }
  if (running()) child.kill('SIGKILL');
  await exited;
  throw new Error(
    `The shop server (WEB_CONCURRENCY=${options.workers}) was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`,
  );
}

const answersReady = (origin: string) =>
  fetch(`${origin}/api/ready`).then(
    (reply) => reply.status === 200,
    () => false,
  );
