import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createTestApp, openTestDatabase, type TestContext } from './test-app';

export interface TwoProcesses {
  a: TestContext;
  b: TestContext;
  close(): Promise<void>;
}

/**
 * Two server processes on one database, as behind a load balancer. On PostgreSQL each app has its
 * own connection pool and its own listening connection; an embedded database belongs to one
 * process, so there the two apps share it, each with its own caches and its own subscription.
 */
export async function twoProcessesOnOneDatabase(): Promise<TwoProcesses> {
  const onPostgres = Boolean(inject('postgresUrl'));
  let a: TestContext;
  let database: DatabaseHandle;
  if (onPostgres) {
    a = await createTestApp();
    database = openPostgres(a.databaseUrl!, 5);
  } else {
    database = await openTestDatabase();
    a = await createTestApp({}, { database });
  }
  const b = await createTestApp({}, { database });
  return {
    a,
    b,
    async close() {
      await b.close();
      // On PostgreSQL A's test database is dropped when A closes, so B's pool must go first; an
      // embedded database shared by both is closed after them.
      if (onPostgres) await database.close();
      await a.close();
      if (!onPostgres) await database.close();
    },
  };
}
