import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Database } from './client';
import { isUndefinedTable } from './errors';

/**
 * Whether the database holds every migration this code knows, by drizzle's own record of them
 * and the same comparison its migrator makes (the newest applied migration's time against the
 * newest known). A database migrated further, by a newer copy of the shop, counts as migrated.
 * The question is a query, so a database that does not answer throws.
 */
export function migrationsApplied(
  db: Database,
  migrationsFolder = MIGRATIONS_DIR,
): () => Promise<boolean> {
  const known = readMigrationFiles({ migrationsFolder });
  const newestKnown = Math.max(0, ...known.map((migration) => migration.folderMillis));
  return async () => {
    try {
      const result = await db.execute(
        sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
      );
      const [row] = (result as unknown as { rows: { newest: string | null }[] }).rows;
      return Number(row?.newest ?? 0) >= newestKnown;
    } catch (error) {
      // Drizzle makes its table on the first migration run: none yet, nothing is migrated.
      if (isUndefinedTable(error)) return false;
      throw error;
    }
  };
}
