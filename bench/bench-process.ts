import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface BenchProcess {
  child: ChildProcess;
  /** The words after READY on the line the script printed when it was ready. */
  words: string[];
  /** Asks the process to end and waits until it has. */
  stop(): Promise<void>;
}

const serverRoot = path.join(import.meta.dirname, '..', 'apps', 'server');

/**
 * A TypeScript entry bundled as `npm start` bundles the server (apps/server/tooling), into
 * apps/server/dist/bench/<name>, so that what is measured is the JavaScript the shop runs in
 * production rather than TypeScript compiled on the fly, which adds work of its own to every call.
 */
export function bundleForBench(entry: string, name: string): string {
  const outfile = path.join(serverRoot, 'dist', 'bench', name);
  execFileSync(process.execPath, [
    path.join(serverRoot, 'tooling', 'build.mjs'),
    '--entry',
    entry,
    '--outfile',
    outfile,
  ]);
  return outfile;
}

/** One of the bench's scripts, bundled. */
const bundled = (script: string) =>
  bundleForBench(path.join(import.meta.dirname, script), script.replace(/\.ts$/, '.mjs'));

/** BENCH_NODE_FLAGS reach the measured processes only, e.g. "--cpu-prof" to see where time goes. */
export const measuredNodeFlags = (): string[] =>
  process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

/** Runs one of the bench's scripts in a process of its own and waits for its "READY ..." line. */
export function startBenchProcess(
  script: string,
  env: NodeJS.ProcessEnv = {},
): Promise<BenchProcess> {
  const child = spawn(
    process.execPath,
    [...measuredNodeFlags(), '--enable-source-maps', bundled(script)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, words: line.split(' ').slice(1), stop });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
