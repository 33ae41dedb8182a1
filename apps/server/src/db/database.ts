import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The handle's types live apart from client.ts, which opens it, so that what client.ts wraps the
// handle with (after-commit.ts) can name them without importing its own caller.

export type Schema = typeof schema;
/** The database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;
