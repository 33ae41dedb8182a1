import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-workers-embedded-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('WEB_CONCURRENCY above 1 on the embedded database', () => {
  it('is refused in one line before anything starts', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DATA_DIR: path.join(work, 'embedded'),
        WEB_CONCURRENCY: '3',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: WEB_CONCURRENCY=3 needs DATABASE_URL: the embedded database belongs to one process, so set WEB_CONCURRENCY=1 or use PostgreSQL.',
    );
  });
});
