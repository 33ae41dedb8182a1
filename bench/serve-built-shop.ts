import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface BuiltShop {
  /** e.g. http://127.0.0.1:4390, no trailing slash. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the shop the way `npm start` runs it once built (apps/server/src/main.ts in production
 * mode), serving `webDistDir` on an embedded PGlite database in a new temporary DATA_DIR with
 * the demo shop seeded. It builds nothing: a missing build is an error, not a silent rebuild, so
 * the figures are always of the files that were asked for.
 */
export async function serveBuiltShop(webDistDir: string, port: number): Promise<BuiltShop> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(`No built web app in ${webDistDir}: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-bench-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production refuses the demo password; nobody signs in as admin during a benchmark.
        ADMIN_PASSWORD: 'Bench@Only-2026',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDistDir,
      },
    },
  );
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  const stop = async () => {
    if (exited === undefined) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  // Seeding the demo shop into a fresh database takes a while on two busy cores.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`The shop exited with ${exited} before it was ready`);
    }
    const ready = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The shop did not answer /api/health within 3 minutes');
}
