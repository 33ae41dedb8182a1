import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itOnPostgres } from '../testing/postgres-only';
import { openTestDatabase } from '../testing/test-app';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

class Refusal extends Error {}

describe('afterCommit', () => {
  it('runs once the transaction has committed, not before', async () => {
    const done: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => done.push('counted'));
      await tx.execute(sql`select 1`);
      expect(done).toEqual([]);
    });
    expect(done).toEqual(['counted']);
  });

  it('never runs for a transaction that rolls back', async () => {
    const done: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => done.push('counted'));
        throw new Refusal();
      }),
    ).rejects.toBeInstanceOf(Refusal);
    expect(done).toEqual([]);
  });

  it('waits in a savepoint for the outermost commit, and is dropped with a savepoint undone', async () => {
    const done: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        afterCommit(kept, () => done.push('kept'));
      });
      await tx
        .transaction(async (undone) => {
          afterCommit(undone, () => done.push('undone'));
          throw new Refusal();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Refusal)) throw error;
        });
      expect(done).toEqual([]);
    });
    expect(done).toEqual(['kept']);

    // The savepoint's work is undone with the transaction around it.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          afterCommit(inner, () => done.push('inner of a failed transaction'));
        });
        throw new Refusal();
      }),
    ).rejects.toBeInstanceOf(Refusal);
    expect(done).toEqual(['kept']);
  });

  itOnPostgres('runs once for a transaction run again after a deadlock', async () => {
    await database.db.execute(sql`create table after_commit_probe (id int primary key, n int)`);
    await database.db.execute(sql`insert into after_commit_probe values (1, 0), (2, 0)`);
    let arrived = 0;
    let bothArrived: () => void = () => undefined;
    const meeting = new Promise<void>((resolve) => (bothArrived = resolve));
    const done: string[] = [];
    // Each takes the two rows in the other's order: PostgreSQL fails one, which runs again.
    const crossing = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => done.push(`${first} then ${second}`));
        await tx.execute(sql`update after_commit_probe set n = n + 1 where id = ${first}`);
        arrived += 1;
        if (arrived === 2) bothArrived();
        await Promise.race([meeting, new Promise((resolve) => setTimeout(resolve, 300))]);
        await tx.execute(sql`update after_commit_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    // Three attempts ran (the victim's twice), two committed: two effects.
    expect(arrived).toBe(3);
    expect(done.sort()).toEqual(['1 then 2', '2 then 1']);
  });

  it('refuses a handle that is not one of its transactions', () => {
    const stranger = database.db as unknown as Parameters<typeof afterCommit>[0];
    expect(() => afterCommit(stranger, () => undefined)).toThrow(/afterCommit needs a transaction/);
  });
});
