import pg from 'pg';
import { postgresConnection } from '../db/client';

/**
 * Holds ACCESS EXCLUSIVE locks on `tables` until release(), from a session of the test's own: the
 * requests of a shop that read them wait, as they would on a busy database (PostgreSQL only).
 */
export async function lockTables(url: string, tables: string[]) {
  const client = new pg.Client(postgresConnection(url));
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
  let released = false;
  return {
    /** Resolves once `count` other sessions wait on these locks. */
    async waitForWaiters(count: number): Promise<void> {
      for (let tries = 0; tries < 300; tries += 1) {
        const { rows } = await client.query<{ waiting: string }>(
          `SELECT count(*) AS waiting FROM pg_locks WHERE NOT granted AND locktype = 'relation'`,
        );
        if (Number(rows[0]?.waiting) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`fewer than ${count} requests ever waited on the locks`);
    },
    /** Lets the waiting requests go on; again, it does nothing. */
    release: async () => {
      if (released) return;
      released = true;
      await client.query('COMMIT');
      await client.end();
    },
  };
}
