import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from './free-port';

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const BANNER = 'Little Loom is open at';

/** The shop's server, started for real in a process of its own. */
export interface ShopProcess {
  process: ChildProcess;
  base: string;
  /** Everything it has printed so far, both streams. */
  output(): string;
  /** Asks it to stop (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** How it ended, once it has: its exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `main.ts` on a free port of 127.0.0.1 with `env` over quiet defaults (development, no demo
 * shop, warnings only), and resolves once its banner says it is open; a shop that ends first, or
 * is not open within a minute, fails with what it printed.
 */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 600 && !output.includes(BANNER); tries += 1) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes(BANNER)) {
    await stop();
    throw new Error(`the shop did not start:\n${output}`);
  }
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => output, stop, exited };
}
