import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';
import type { Database, DatabaseHandle } from './client';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
  await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
});

afterAll(async () => {
  await handle.close();
});

/**
 * Resolves once both sides have arrived, or after a short wait: the embedded database runs one
 * transaction at a time, so there the second side only arrives after the first has finished.
 */
function meetingPoint() {
  let arrived = 0;
  let release: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === 2) release();
    await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 300))]);
  };
}

const bump = (id: number) => sql`update deadlock_probe set n = n + 1 where id = ${id}`;

describe('a deadlock', () => {
  it('is run again once inside the server, so both transactions commit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const meet = meetingPoint();
      // Two transactions take the same two rows in opposite orders: on PostgreSQL one of them is
      // chosen as the deadlock's victim, and runs again from the start.
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          await tx.execute(bump(first));
          await meet();
          await tx.execute(bump(second));
        });
      await expect(Promise.all([crossing(1, 2), crossing(2, 1)])).resolves.toBeDefined();
    }
    // Both drivers answer a raw statement with its rows.
    const { rows } = (await db.execute(
      sql`select n from deadlock_probe order by id`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.map((row) => Number(row.n))).toEqual([6, 6]);
  });
});
