import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDeadlock } from './errors';
import type { Listen } from './notifications';
import { postgresListen } from './postgres-listener';
import { SERVER_ROOT } from '../lib/server-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a notification channel (`LISTEN`), as caches that must not go stale do. */
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL in a folder, or in memory when no folder is given, or from a dump. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers is allocated up front inside the embedded
    // database's memory; the shop's data is served well from 16 MB and the system's file cache.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.notify(payload));
      listener.listening(true);
      return {
        // One session does all the work, and PGlite hands a commit's notifications over before the
        // committing statement's promise resolves: nothing committed is ever still on its way.
        catchUp: () => Promise.resolve(true),
        close: () => unlisten(),
      };
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    /** The whole data folder as a tar file, to start other databases from. */
    dump: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const url = new URL(connectionString);
  const connection: pg.ClientConfig = {
    connectionString,
    // $USER is not set on every machine; pg would otherwise fall back to it.
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
  };
  const pool = new pg.Pool({ ...connection, max: maxConnections });
  // The server may close an idle connection (a restart, an administrator, a dropped test
  // database). The pool discards it and opens another when needed; without a listener, pg would
  // raise the error as uncaught and end the process.
  pool.on('error', () => undefined);
  const db = retryingDeadlocks(drizzleNodePg({ client: pool, schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    listen: postgresListen(connection),
    migrate: () =>
      migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/**
 * Every path takes its locks in one documented order (an order's row, then its gateway order,
 * then the wallet; sizes by product and size), so deadlocks should not happen. Should one still
 * happen, PostgreSQL fails one of the two transactions, which then runs once more from the start
 * instead of answering the shopper with an error. Only whole transactions are run again, never a
 * savepoint inside one.
 */
function retryingDeadlocks(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const retried: Database['transaction'] = async (run, config) => {
    try {
      return await transaction(run, config);
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      return transaction(run, config);
    }
  };
  db.transaction = retried;
  return db;
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
