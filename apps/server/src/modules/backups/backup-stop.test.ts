import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { BackupService } from './service';

// A server that stops lets a scheduled backup under way finish, so the pool is not closed under
// it, and starts no other.
const SIX_HOURS = 6 * 3_600_000;
let ctx: TestContext;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-backup-stop-'));
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
  await rm(scratch, { recursive: true, force: true });
});

function scheduledBackups(dir: string, clock = manualClock(new Date('2026-11-24T06:00:00Z'))) {
  return new BackupService(
    { db: ctx.db, kind: ctx.kind, images: ctx.app.storage },
    { dir, every: SIX_HOURS, keep: 5 },
    clock,
    { info: vi.fn(), error: vi.fn() },
  );
}

const files = async (dir: string) =>
  (await readdir(dir).catch(() => [])).filter((name) => !name.startsWith('.'));

describe('scheduled backups, when the server stops', () => {
  it('finish the one being taken before stop() resolves', async () => {
    const dir = path.join(scratch, 'under-way');
    const backups = scheduledBackups(dir);
    let taken = false;
    const slot = backups.runSlot(new Date('2026-11-24T06:00:00Z')).then((file) => {
      taken = file !== undefined;
    });
    await backups.stop();
    expect(taken).toBe(true);
    await slot;
    expect(await files(dir)).toHaveLength(1);
  });

  it('start no other once stopped, though a slot falls due', async () => {
    const dir = path.join(scratch, 'stopped');
    // 50 ms before a slot begins: its timer is due almost at once.
    const backups = scheduledBackups(
      dir,
      manualClock(new Date(Date.parse('2026-11-24T12:00:00Z') - 50)),
    );
    backups.start();
    await backups.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await files(dir)).toEqual([]);
  });
});
