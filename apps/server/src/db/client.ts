import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { runningAfterCommit } from './after-commit';
import { makeFolderPrivate } from '../lib/private-folder';
import { lockFolder } from './data-dir-lock';
import { DurableNodeFS, NoDiskSyncError, syncTree } from './durable-nodefs';
import { isDeadlock } from './errors';
import type { Listen } from './notifications';
import { postgresListen } from './postgres-listener';
import { TRIGRAM_START_OPTIONS } from './trigram-settings';
import { SERVER_ROOT } from '../lib/server-root';
import * as schema from './schema';
import type { Database } from './database';

export type { Database, DbOrTx, Schema, Tx } from './database';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a notification channel (`LISTEN`), as caches that must not go stale do. */
  listen: Listen;
  /**
   * Applies the migrations of a folder (the shop's own unless another is given); on PostgreSQL
   * under an advisory lock, so that processes starting together migrate once.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's own settings for an embedded database that keeps its commits: PGlite starts with
 * fsync off (`-F`), and its file layer implements no `fdatasync`, so the WAL is flushed with
 * `fsync`, which DurableNodeFS carries to the disk.
 */
const DURABLE_COMMITS = ['fsync=on', 'synchronous_commit=on', 'wal_sync_method=fsync'].flatMap(
  (setting) => ['-c', setting],
);

/**
 * Embedded PostgreSQL in a folder, or in memory when no folder is given, or from a dump.
 *
 * In a folder, each commit is on the disk before it returns (a power cut loses nothing
 * acknowledged; `durable: false` only for the benchmark that measures what that costs), and the
 * folder is locked for as long as it is open: PGlite has no lock of its own, and two processes in
 * one folder would corrupt it.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; durable?: boolean } = {},
): Promise<DatabaseHandle & { dump(): Promise<Blob>; diskSyncs(): number }> {
  const { dataDir } = options;
  let release = () => {};
  let fileSystem: DurableNodeFS | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockFolder(`${dataDir}.lock`, dataDir);
    if (options.durable !== false) fileSystem = new DurableNodeFS(dataDir);
  }
  const isNew = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(fileSystem ? { fs: fileSystem } : dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
      // PostgreSQL's default 128 MB of shared buffers is allocated up front inside the embedded
      // database's memory; the shop's data is served well from 16 MB and the system's file cache.
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        'shared_buffers=16MB',
        ...TRIGRAM_START_OPTIONS,
        ...(fileSystem ? DURABLE_COMMITS : []),
      ],
    });
  } catch (error) {
    release();
    throw error;
  }
  if (fileSystem && !fileSystem.fsyncInstalled) {
    await client.close();
    release();
    throw new NoDiskSyncError();
  }
  // PGlite writes a new database's files with chmod 0666, past the umask: none of them is anyone
  // else's to read.
  if (dataDir && isNew) makeFolderPrivate(dataDir);
  if (fileSystem && dataDir && isNew) syncTree(dataDir);
  const db = runningAfterCommit(drizzlePglite({ client, schema }) as unknown as Database);
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
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    /** The whole data folder as a tar file, to start other databases from. */
    dump: () => client.dumpDataDir('none'),
    /** How often PostgreSQL has had a file synced to the disk (0 in memory). */
    diskSyncs: () => fileSystem?.syncs ?? 0,
  };
}

/**
 * How pg connects to a DATABASE_URL, with the shop's trigram setting among the server options.
 * pg lets the URL's own `options` replace the ones given beside it, so those are moved out of the
 * URL and kept in front of the shop's.
 */
export function postgresConnection(connectionString: string): pg.ClientConfig {
  const url = new URL(connectionString);
  const ownOptions = url.searchParams.get('options');
  if (ownOptions !== null) url.searchParams.delete('options');
  return {
    connectionString: ownOptions === null ? connectionString : url.toString(),
    // $USER is not set on every machine; pg would otherwise fall back to it.
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
    options: [ownOptions, ...TRIGRAM_START_OPTIONS].filter((part) => part).join(' '),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const connection = postgresConnection(connectionString);
  const pool = new pg.Pool({ ...connection, max: maxConnections });
  // The server may close an idle connection (a restart, an administrator, a dropped test
  // database). The pool discards it and opens another when needed; without a listener, pg would
  // raise the error as uncaught and end the process.
  pool.on('error', () => undefined);
  const db = retryingDeadlocks(
    runningAfterCommit(drizzleNodePg({ client: pool, schema }) as unknown as Database),
  );
  return {
    db,
    kind: 'postgres',
    listen: postgresListen(connection),
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migrateUnderLock(pool, migrationsFolder),
    close: () => pool.end(),
  };
}

/** The two-key advisory lock migrations run under: 'LLMG' in ASCII, then 1 (backups use 'LLBU'). */
const MIGRATION_LOCK = { class: 0x4c4c4d47, id: 1 } as const;

/**
 * Applies the migrations while holding a session advisory lock on one connection. The shop on every
 * machine migrates as it starts: the first takes the lock and migrates, the others wait for it,
 * then find nothing left to do. Without it two would both see a migration missing and apply it
 * twice (or race on creating drizzle's own table). The lock goes with the connection should the
 * process die holding it.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const lock = [MIGRATION_LOCK.class, MIGRATION_LOCK.id];
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', lock);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', lock);
      unlocked = true;
    }
  } finally {
    // A connection that failed on the way may still hold the lock: it is closed, never pooled.
    client.release(!unlocked);
  }
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
