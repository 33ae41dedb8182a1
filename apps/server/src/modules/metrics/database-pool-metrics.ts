import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** The PostgreSQL connection pool behind `db` (drizzle's `$client`); none on the embedded database. */
function postgresPool(db: Database): pg.Pool | undefined {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The PostgreSQL pool's connections, read at each scrape (each process has its own pool, so a
 * cluster's figures add up). The embedded database is one session inside the process, with no
 * pool to run short of: nothing is reported for it.
 */
export function databasePoolMetrics(db: Database, registry: Registry): void {
  const pool = postgresPool(db);
  if (!pool) return;
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(pool));
      },
    });
  gauge(
    'littleloom_db_pool_connections',
    'Connections the PostgreSQL pool holds open, busy or idle',
    (p) => p.totalCount,
  );
  gauge(
    'littleloom_db_pool_idle_connections',
    'Open connections of the PostgreSQL pool waiting for work',
    (p) => p.idleCount,
  );
  gauge(
    'littleloom_db_pool_waiting_requests',
    'Queries waiting for a connection because every connection of the pool is busy',
    (p) => p.waitingCount,
  );
  gauge(
    'littleloom_db_pool_max_connections',
    'The most connections the PostgreSQL pool may open',
    // pg fills in its default of 10 when none is given.
    (p) => p.options.max ?? 10,
  );
}
