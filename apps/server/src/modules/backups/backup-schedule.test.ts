import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BACKUP_MESSAGES } from '@littleloom/shared';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { backupToken, TOKEN_HEADER } from './local-trigger';
import { BackupService, slotStart } from './service';
import { itOnPostgres } from '../../testing/postgres-only';

const onPostgres = Boolean(inject('postgresUrl'));
const HOUR = 3_600_000;
const clock = manualClock(new Date('2026-11-24T05:59:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-schedule-'));
  ctx = await createTestApp(
    { BACKUP_EVERY: '6h', BACKUP_KEEP: '2', BACKUP_DIR: path.join(scratch, 'backups') },
    { clock },
  );
  admin = bearer(await adminSession(ctx));
});

afterAll(async () => {
  await ctx.close();
  await rm(scratch, { recursive: true, force: true });
});

const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock().getTime());
const log = () => ({ info: vi.fn(), error: vi.fn() });
/** Another server process's backups, on the same database and (unless said) the same folder. */
const otherProcess = (dir = ctx.config.backups.dir) =>
  new BackupService(
    { db: ctx.db, kind: ctx.kind, images: ctx.app.storage },
    { ...ctx.config.backups, dir },
    clock,
    log(),
  );
const files = async (dir = ctx.config.backups.dir) =>
  (await readdir(dir).catch(() => [])).filter((name) => !name.startsWith('.')).sort();
const status = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin })).json();

describe('scheduled backups', () => {
  it('are taken once a slot however many processes try, named after the slot', async () => {
    expect((await status()).backups).toMatchObject({
      everyMinutes: 360,
      keep: 2,
      count: 0,
      latest: null,
      overdue: true,
    });

    const slot = new Date('2026-11-24T06:00:00Z');
    setClock('2026-11-24T06:00:00Z');
    const [a, b] = await Promise.all([ctx.app.backups.runSlot(slot), otherProcess().runSlot(slot)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await files()).toEqual(['littleloom-backup-2026-11-24T06-00-00Z.tar.gz']);
    // Later, the same slot again: it is taken.
    expect(await otherProcess().runSlot(slot)).toBeUndefined();

    expect((await status()).backups).toMatchObject({
      count: 1,
      latest: { name: 'littleloom-backup-2026-11-24T06-00-00Z.tar.gz' },
      overdue: false,
    });
  });

  it('keep the newest BACKUP_KEEP, deleting the oldest first', async () => {
    for (const slot of ['2026-11-24T12:00:00Z', '2026-11-24T18:00:00Z']) {
      expect(await ctx.app.backups.runSlot(new Date(slot))).toBeDefined();
    }
    expect(await files()).toEqual([
      'littleloom-backup-2026-11-24T12-00-00Z.tar.gz',
      'littleloom-backup-2026-11-24T18-00-00Z.tar.gz',
    ]);
  });

  it('log a failure and take the next slot', async () => {
    const blocked = path.join(scratch, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const service = otherProcess(blocked);
    const logged = (service as unknown as { log: ReturnType<typeof log> }).log;
    expect(await service.runSlot(new Date('2026-11-25T00:00:00Z'))).toBeUndefined();
    expect(logged.error).toHaveBeenCalledWith(
      expect.objectContaining({ slot: '2026-11-25T00:00:00.000Z' }),
      'scheduled backup failed; the next slot tries again',
    );
    await rm(blocked);
    expect(await service.runSlot(new Date('2026-11-25T06:00:00Z'))).toMatchObject({
      name: 'littleloom-backup-2026-11-25T06-00-00Z.tar.gz',
    });
  });

  it('warn in the back office once the newest is older than two intervals', async () => {
    // The newest is the 18:00 slot's.
    setClock('2026-11-25T06:00:00Z');
    expect((await status()).backups.overdue).toBe(false);
    setClock('2026-11-25T06:00:01Z');
    expect((await status()).backups.overdue).toBe(true);
  });

  it('count slots from the epoch, so every process agrees on them', () => {
    expect(slotStart(new Date('2026-11-24T17:59:59Z'), 6 * HOUR).toISOString()).toBe(
      '2026-11-24T12:00:00.000Z',
    );
  });

  // Processes with backup folders of their own agree through an advisory lock; PGlite has one
  // process, so this is PostgreSQL's (CI runs this file on both).
  itOnPostgres(
    'are skipped by a process whose slot another holds the lock of, whatever its folder',
    async () => {
      const slot = new Date('2026-11-26T00:00:00Z');
      const index = Math.floor(slot.getTime() / (6 * HOUR));
      const elsewhere = path.join(scratch, 'elsewhere');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x4c4c4255}, ${index})`);
        locked();
        await held;
      });
      await lockTaken;
      try {
        expect(await otherProcess(elsewhere).runSlot(slot)).toBeUndefined();
        expect(await files(elsewhere)).toEqual([]);
      } finally {
        release();
        await holder;
      }
      expect(await otherProcess(elsewhere).runSlot(slot)).toBeDefined();
    },
  );
});

describe('backups on request', () => {
  it('are for administrators: the back office takes one now', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/admin/backups' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = bearer(await shopperSession(ctx, 'curious@example.com'));
    const asShopper = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: shopper,
    });
    expect(asShopper.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/backups', headers: shopper }))
        .statusCode,
    ).toBe(403);

    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: admin,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({
      success: true,
      message: BACKUP_MESSAGES.taken,
      backup: { name: expect.stringMatching(/^littleloom-backup-.*\.tar\.gz$/) },
    });
    expect((await status()).backups).toMatchObject({
      latest: { name: taken.json().backup.name, bytes: taken.json().backup.bytes },
      overdue: false,
    });
  });

  // The trigger is how `npm run backup` reaches a server holding the embedded database; with
  // PostgreSQL the command reads the database itself, and the server has no trigger.
  it('through the local trigger, only with the token kept in the data folder', async () => {
    if (onPostgres) {
      const absent = await ctx.app.inject({ method: 'POST', url: '/api/backups/local' });
      expect(absent.statusCode).toBe(404);
      return;
    }
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/backups/local',
      headers: { [TOKEN_HEADER]: 'guessed' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: BACKUP_MESSAGES.unauthorised });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/backups/local' })).statusCode).toBe(
      401,
    );

    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/backups/local',
      headers: { [TOKEN_HEADER]: backupToken(ctx.config.dataDir) },
    });
    expect(right.statusCode, right.body).toBe(201);
  });
});
