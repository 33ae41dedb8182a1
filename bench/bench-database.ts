import pg from 'pg';

/** A schema only the benchmarks create: its presence says the database is theirs to wipe. */
const MARK_SCHEMA = 'littleloom_bench';

/**
 * Makes a PostgreSQL database ready for a benchmark to migrate: an empty one is marked as the
 * benchmarks' own; one marked earlier is emptied again; anything else (a database holding tables
 * the benchmarks did not make, such as a real shop's) is refused, so a wrong URL loses no data.
 */
export async function claimBenchDatabase(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const client = new pg.Client({
    connectionString,
    // $USER is not set on every machine; pg would otherwise fall back to it.
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const ours = rows.some((row) => row.schema === MARK_SCHEMA);
    if (rows.length > 0 && !ours) {
      const some = rows
        .slice(0, 3)
        .map((row) => `${row.schema}.${row.name}`)
        .join(', ');
      throw new Error(
        `BENCH_DATABASE_URL names a database that already holds tables (${some}...). ` +
          'Benchmarks write and wipe their database: give them an empty one of their own.',
      );
    }
    if (ours) {
      // A rerun starts from nothing: the shop's tables, types, sequences and migration record go.
      await client.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
      );
    } else {
      await client.query(
        `create schema ${MARK_SCHEMA};
         create table ${MARK_SCHEMA}.marker (note text not null);
         insert into ${MARK_SCHEMA}.marker values ('Little Loom benchmarks: emptied on every run')`,
      );
    }
  } finally {
    await client.end();
  }
}
