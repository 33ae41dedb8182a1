import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { FolderInUseError } from './data-dir-lock';

/** Both drivers answer `execute` with the rows under `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const folder = mkdtempSync(path.join(tmpdir(), 'littleloom-durable-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database in a folder', () => {
  it('has every commit synced to the disk before it returns, and keeps it', async () => {
    const dataDir = path.join(folder, 'commits');
    const database = await openPglite({ dataDir });
    try {
      const settings = await database.db.execute(
        sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`,
      );
      expect(rowsOf(settings)).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await database.db.execute(sql`create table kept (id int primary key)`);
      const before = database.diskSyncs();
      for (let id = 1; id <= 25; id += 1) {
        await database.db.execute(sql`insert into kept values (${id})`);
      }
      // One fsync of the WAL per commit, as PostgreSQL does on a server.
      expect(database.diskSyncs() - before).toBeGreaterThanOrEqual(25);
    } finally {
      await database.close();
    }
    const again = await openPglite({ dataDir });
    try {
      const kept = await again.db.execute(sql`select count(*)::int as n from kept`);
      expect(rowsOf(kept)).toEqual([{ n: 25 }]);
    } finally {
      await again.close();
    }
  });

  it('is opened by one holder at a time, and free again once closed', async () => {
    const dataDir = path.join(folder, 'one-holder');
    const first = await openPglite({ dataDir });
    try {
      const second = openPglite({ dataDir });
      await expect(second).rejects.toBeInstanceOf(FolderInUseError);
      await expect(second).rejects.toMatchObject({ folder: dataDir, holderPid: process.pid });
    } finally {
      await first.close();
    }
    const reopened = await openPglite({ dataDir });
    await reopened.close();
  });

  it('in memory or loaded from a dump, syncs nothing and locks nothing', async () => {
    const database = await openPglite();
    try {
      await database.db.execute(sql`create table t (id int)`);
      await database.db.execute(sql`insert into t values (1)`);
      expect(database.diskSyncs()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
