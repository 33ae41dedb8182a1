import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * What a backup reads of the database's own catalogue: the shop's tables with their columns, its
 * sequences, and which table refers to which. Read from PostgreSQL rather than from the drizzle
 * schema, so a backup holds exactly the tables of the schema version it was taken at.
 */

/** Rows of a raw query; both drivers answer with `rows`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `"public"."name"`, for names read from the catalogue. */
export const qualified = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableShape {
  name: string;
  /** The columns a row is written with: every stored column except generated ones. */
  columns: string[];
  /** Has an identity column that refuses values unless told to take them. */
  identityAlways: boolean;
  hasBytes: boolean;
}

export async function listTables(db: DbOrTx): Promise<TableShape[]> {
  const rows = await rowsOf<{
    table: string;
    column: string;
    identity: string;
    type: string;
  }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column", a.attidentity AS "identity",
          format_type(a.atttypid, NULL) AS "type"
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? {
      name: row.table,
      columns: [],
      identityAlways: false,
      hasBytes: false,
    };
    table.columns.push(row.column);
    table.identityAlways ||= row.identity === 'a';
    table.hasBytes ||= row.type === 'bytea';
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

export async function listSequences(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS "name" FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S'
        ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Each table before the tables that refer to it, so rows can be loaded with every check on. */
export async function dependencyOrder(db: DbOrTx, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS "child", parent.relname AS "parent"
        FROM pg_constraint k
        JOIN pg_class child ON child.oid = k.conrelid
        JOIN pg_class parent ON parent.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      throw new Error(
        `Tables refer to each other in a circle: ${tables.filter((t) => !placed.has(t)).join(', ')}`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
