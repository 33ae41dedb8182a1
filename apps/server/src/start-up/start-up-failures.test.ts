import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { startLocalS3 } from '../testing/s3';
import { startShopProcess } from '../testing/shop-process';

// The shop started for real (main.ts, as payments-in-production.test.ts starts it) where it
// cannot run: each must end within seconds, non-zero, with one line that names the cause and the
// fix, and no stack.
const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-start-up-'));
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  rmSync(work, { recursive: true, force: true });
});

function shopEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

async function startFailing(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }> {
  const started = Date.now();
  const shop = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: shopEnv(env, await freePort()),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  shop.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  shop.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => shop.kill('SIGKILL'), 60_000);
  const [code] = (await once(shop, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr, seconds: (Date.now() - started) / 1000 };
}

/**
 * A folder nobody can write to, root included (the tests run as root here, and root ignores
 * permission bits): a read-only bind mount of it where mounting is allowed (EROFS, as a read-only
 * volume gives), else a folder of sysfs, which refuses new files even to root (EACCES). As another
 * user, chmod 0500 is enough (EACCES).
 */
function readOnlyFolder(name: string): { folder: string; how: string } {
  const folder = path.join(work, name);
  mkdirSync(folder, { recursive: true });
  if (process.getuid?.() !== 0) {
    chmodSync(folder, 0o500);
    cleanups.push(() => chmodSync(folder, 0o700));
    return { folder, how: 'permission denied' };
  }
  const mounted = spawnSync('mount', ['--bind', '-o', 'ro', folder, folder]);
  if (mounted.status === 0) {
    cleanups.push(() => spawnSync('umount', [folder]));
    return { folder, how: 'read-only file system' };
  }
  return { folder: '/sys/kernel', how: 'permission denied' };
}

function expectOneLine(result: { code: number | null; stderr: string; seconds: number }) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.seconds).toBeLessThan(30);
  return lines[0]!;
}

describe('a shop that cannot start says why in one line', () => {
  it('on a read-only data folder, with the embedded database', { timeout: 90_000 }, async () => {
    const { folder, how } = readOnlyFolder('read-only');
    const line = expectOneLine(await startFailing({ DATA_DIR: folder }));
    expect(line).toMatch(
      new RegExp(
        `^The data folder ${folder} cannot be written to \\(${how} at ${folder}/\\S+\\): the shop keeps its embedded database, secrets, uploaded images and backups there, so point DATA_DIR at a folder it can write to\\.$`,
      ),
    );
  });

  it(
    'on a read-only data folder with DATABASE_URL, before trying the database',
    { timeout: 90_000 },
    async () => {
      const { folder, how } = readOnlyFolder('read-only-with-postgres');
      // With its secrets set, nothing but the start-up check would write to the folder before the
      // first upload or backup.
      const line = expectOneLine(
        await startFailing({
          DATA_DIR: folder,
          DATABASE_URL: `postgresql://shop@127.0.0.1:${await freePort()}/littleloom`,
          JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
          SIMULATOR_SECRET: 'another-secret-for-the-simulator',
        }),
      );
      expect(line).toContain(`The data folder ${folder} cannot be written to (${how}`);
      expect(line).toContain('the shop keeps its secrets, uploaded images and backups there');
    },
  );

  it('on a data folder a running shop holds', { timeout: 120_000 }, async () => {
    const dataDir = path.join(work, 'held');
    const first = await startShopProcess({ NODE_ENV: 'test', DATA_DIR: dataDir });
    try {
      const line = expectOneLine(await startFailing({ DATA_DIR: dataDir }));
      expect(line).toBe(
        `Another Little Loom (process ${first.process.pid}) is using the data folder ${dataDir}: stop it first, or give this shop a DATA_DIR of its own.`,
      );
      // The first shop is untouched by the attempt.
      expect(first.process.exitCode).toBeNull();
    } finally {
      await first.stop();
    }
    // Stopped, it lets the folder go.
    const again = await startShopProcess({ NODE_ENV: 'test', DATA_DIR: dataDir });
    await again.stop();
  });

  it('on a DATABASE_URL where nothing listens', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const line = expectOneLine(
      await startFailing({
        DATA_DIR: path.join(work, 'closed-port'),
        DATABASE_URL: `postgresql://shop:s3cret@127.0.0.1:${port}/littleloom`,
      }),
    );
    expect(line).toBe(
      `Nothing answers at 127.0.0.1:${port}, database littleloom (connection refused): start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
    );
  });

  it(
    'on a bucket that does not exist, or keys the store refuses',
    { timeout: 90_000 },
    async () => {
      const s3 = await startLocalS3();
      try {
        const bucket = await s3.createBucket();
        const missing = expectOneLine(
          await startFailing({
            DATA_DIR: path.join(work, 'no-bucket'),
            ...bucket,
            S3_BUCKET: 'no-such-bucket',
          }),
        );
        expect(missing).toBe(
          `Images cannot be stored in the bucket no-such-bucket at ${s3.endpoint} (no such bucket): check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys, and that the store is up.`,
        );
        const refused = expectOneLine(
          await startFailing({
            DATA_DIR: path.join(work, 'wrong-keys'),
            ...bucket,
            S3_ACCESS_KEY_ID: 'NOT-THE-KEY',
          }),
        );
        expect(refused).toMatch(
          new RegExp(
            `^Images cannot be stored in the bucket ${bucket.S3_BUCKET} at ${s3.endpoint} \\(`,
          ),
        );
        expect(refused).not.toContain(bucket.S3_SECRET_ACCESS_KEY);
      } finally {
        await s3.stop();
      }
    },
  );
});
